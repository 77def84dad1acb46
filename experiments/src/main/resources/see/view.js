/* SchedLab schedule view: draws one run's schedule from the data block of this page.
 * Gantt (flat, fat-tree, multicluster): canvas raster of every job's processor ranges over time,
 * written into an ImageData buffer, so the cost of a frame is bounded by the canvas area plus one
 * pass over the jobs. Mesh: occupancy at time t. Fat tree: the leaves laid out as nested switch
 * groups at time t. Rows and slices (the generic layouts a machine states): the Gantt chart of the
 * processor ids, and for slices a 3D grid's occupancy at time t as one square per z plane. Gang: the Ousterhout matrix at slot t. Every kind: utilization and queue length
 * over time (uPlot), one point per pixel column of the visible window: the time average, and the
 * lowest and highest values as a band. Time axes show dates when the page knows when time 0 was
 * (D.unixStart, with the zone's offsets in D.offsets), days and hours for other times in seconds,
 * plain numbers otherwise; tick labels are measured and never overlap.
 * window.SchedView exposes the state for tests. */
(function () {
  'use strict';
  var scriptStart = performance.now();
  var D = JSON.parse(document.getElementById('schedlab-data').textContent);
  var V = (window.SchedView = { data: D, errors: [], ready: false, axes: {}, timing: { script: scriptStart } });

  // ---- decoding --------------------------------------------------------------------------------
  function bytes(b64) {
    var s = atob(b64), n = s.length, u = new Uint8Array(n);
    for (var i = 0; i < n; i++) u[i] = s.charCodeAt(i);
    return u.buffer;
  }
  function f64(b64) { return b64 == null ? null : new Float64Array(bytes(b64)); }
  function i32(b64) { return b64 == null ? null : new Int32Array(bytes(b64)); }
  /** A time column: 32-bit integers or doubles, as doubles. */
  function times(c) { return c == null ? null : c.i32 != null ? new Float64Array(i32(c.i32)) : f64(c.f64); }
  var n = D.n, id = i32(D.id), submit = times(D.submit), start = times(D.start), end = times(D.end);
  var procs = i32(D.procs), user = i32(D.user);
  V.jobs = { id: id, submit: submit, start: start, end: end, procs: procs, user: user };
  var tMin = Infinity, tMax = -Infinity;
  for (var i0 = 0; i0 < n; i0++) {
    if (submit[i0] < tMin) tMin = submit[i0];
    if (end[i0] > tMax) tMax = end[i0];
  }
  if (!(tMax > tMin)) tMax = tMin + 1;
  V.span = [tMin, tMax];
  V.timing.decoded = performance.now();

  // ---- numbers, durations and times ------------------------------------------------------------
  function num(v) {
    if (v === Math.round(v) && Math.abs(v) < 1e15) return String(v);
    var a = Math.abs(v);
    return a >= 100 ? v.toFixed(1) : a >= 1 ? v.toFixed(3) : v.toPrecision(4);
  }
  V.num = num;
  var DAY = 86400;
  // 'date': seconds from D.unixStart, shown as the zone's wall-clock dates; 'duration': seconds,
  // shown as days and hours since time 0; 'number': a unit without a calendar (models)
  var MODE = D.unixStart != null ? 'date' : D.unit === 's' ? 'duration' : 'number';
  var OFFSETS = D.offsets || [];
  function offsetAt(u) { // the zone's offset at Unix time u: the last change at or before u
    var lo = 0, hi = OFFSETS.length - 1;
    if (hi < 0 || u < OFFSETS[0][0]) return hi < 0 ? 0 : OFFSETS[0][1];
    while (lo < hi) {
      var mid = (lo + hi + 1) >> 1;
      if (OFFSETS[mid][0] <= u) lo = mid; else hi = mid - 1;
    }
    return OFFSETS[lo][1];
  }
  /** Schedule time -> wall-clock seconds (local time read as if it were UTC). */
  function wall(t) { var u = D.unixStart + t; return u + offsetAt(u); }
  function fromWall(w) { var u = w - offsetAt(w); return w - offsetAt(u) - D.unixStart; }
  function pad(v) { return v < 10 ? '0' + v : String(v); }
  function ymd(d) { return d.getUTCFullYear() + '-' + pad(d.getUTCMonth() + 1) + '-' + pad(d.getUTCDate()); }
  function hm(d) { return pad(d.getUTCHours()) + ':' + pad(d.getUTCMinutes()); }
  function hms(d) { return hm(d) + ':' + pad(d.getUTCSeconds()); }
  /** A time in full, for tooltips and the slider. */
  function fmtTime(t) {
    if (MODE === 'date') { var d = new Date(Math.floor(wall(t)) * 1000); return ymd(d) + ' ' + hms(d); }
    if (MODE === 'duration') {
      var dd = Math.floor(t / DAY);
      return 'day ' + dd + ' ' + hms(new Date(Math.floor(t - dd * DAY) * 1000));
    }
    return num(t);
  }
  /** A duration: '42 s', '12 min', '3 h 05 min', '2 d 3 h' when times are seconds, else a number. */
  function fmtDur(s) {
    if (MODE === 'number') return num(s);
    var a = Math.abs(s), sign = s < 0 ? '-' : '';
    if (a < 60) return sign + num(Math.round(a * 10) / 10) + ' s';
    if (a < 3600) return sign + Math.floor(a / 60) + ' min ' + pad(Math.floor(a % 60)) + ' s';
    if (a < DAY) return sign + Math.floor(a / 3600) + ' h ' + pad(Math.floor(a % 3600 / 60)) + ' min';
    return sign + Math.floor(a / DAY) + ' d ' + Math.floor(a % DAY / 3600) + ' h';
  }
  /** A round duration in its largest unit: '0', '10 s', '10 min', '6 h', '30 d'. */
  function shortDur(s) {
    return s === 0 ? '0' : s < 60 ? s + ' s' : s < 3600 ? s / 60 + ' min' : s < DAY ? s / 3600 + ' h' : s / DAY + ' d';
  }
  V.fmtTime = fmtTime;
  V.fmtDur = fmtDur;
  var TIME_TITLE = MODE === 'date' ? 'time (' + D.zone + ')' : MODE === 'duration' ? 'time since 0 (days, hours)'
    : 'time' + (D.unit ? ' (' + D.unit + ')' : '');

  // ---- axis ticks whose labels never overlap ---------------------------------------------------
  // The step is the smallest of a list of round steps (1-2-5 for numbers; seconds, minutes, hours,
  // days, weeks, months and years for times) whose labels, measured in the axis font, keep a gap
  // of GAP pixels between neighbours. A label that would still meet its neighbour or leave the
  // canvas is left out (its tick stays). Times below a day get a second line: the date (or day
  // number) under the first tick and under each tick where the day changes.
  var GAP = 10, AXIS_FONT = '11px sans-serif';
  var measureCtx = document.createElement('canvas').getContext('2d');
  var widths = {};
  function measure(text) {
    var w = widths[text];
    if (w == null) {
      measureCtx.font = AXIS_FONT;
      w = widths[text] = measureCtx.measureText(text).width;
    }
    return w;
  }
  var FIXED = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, DAY];
  var STEPS = [];
  (function () {
    var k;
    if (MODE === 'number') return;
    FIXED.forEach(function (s) { STEPS.push({ size: s }); });
    if (MODE === 'date') {
      STEPS.push({ size: 2 * DAY }, { size: 7 * DAY, week: true });
      [1, 2, 3, 6].forEach(function (m) { STEPS.push({ size: m * 30.44 * DAY, months: m }); });
      for (k = 1; k < 1e4; k *= 10) [1, 2, 5].forEach(function (m) { STEPS.push({ size: k * m * 365.25 * DAY, years: k * m }); });
    } else {
      for (k = 1; k < 1e7; k *= 10) [2, 5, 10].forEach(function (m) { STEPS.push({ size: k * m * DAY }); });
    }
  })();
  function numberSteps(a, b) {
    var out = [], e = Math.floor(Math.log10(Math.max(1e-300, (b - a) / 1000)));
    for (var k = e; k <= e + 4; k++) [1, 2, 5].forEach(function (m) { out.push({ size: m * Math.pow(10, k), exp: k }); });
    return out;
  }
  function numLabel(v, step) {
    var dec = Math.max(0, -Math.floor(Math.log10(step.size) + 1e-9));
    var r = Math.round(v / step.size) * step.size;
    if (Math.abs(r) < step.size / 2) r = 0;
    var s = Math.abs(r) >= 1e4 ? Math.round(r).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',') : r.toFixed(dec);
    return s;
  }
  /** The ticks of one step over [a, b]: values, with label lines. */
  function stepTicks(step, a, b) {
    var out = [], v, w, d, k;
    if (MODE === 'number') {
      for (v = Math.ceil(a / step.size) * step.size; v <= b; v += step.size) out.push({ v: v, l1: numLabel(v, step) });
      return out;
    }
    if (MODE === 'duration') {
      for (v = Math.ceil(a / step.size) * step.size; v <= b; v += step.size) {
        var day = Math.floor(v / DAY), dt = new Date(Math.round(v - day * DAY) * 1000);
        out.push(step.size >= DAY ? { v: v, l1: 'day ' + day }
          : { v: v, l1: step.size < 60 ? hms(dt) : hm(dt), l2: 'day ' + day, day: day });
      }
      return out;
    }
    var wa = wall(a), wb = wall(b);
    if (step.months || step.years) {
      d = new Date(Math.floor(wa) * 1000);
      var y = d.getUTCFullYear(), m = step.years ? 0 : d.getUTCMonth() - d.getUTCMonth() % step.months;
      if (step.years) y = Math.floor(y / step.years) * step.years;
      for (k = 0; k < 10000; k++) {
        w = Date.UTC(y, m, 1) / 1000;
        if (w > wb) break;
        if (w >= wa) {
          var dm = new Date(w * 1000);
          out.push({ v: fromWall(w), l1: step.years ? String(dm.getUTCFullYear()) : dm.getUTCFullYear() + '-' + pad(dm.getUTCMonth() + 1) });
        }
        if (step.years) y += step.years; else m += step.months;
      }
      return out;
    }
    var origin = step.week ? 4 * DAY : 0; // 1970-01-01 was a Thursday: weeks start on Mondays
    for (w = Math.ceil((wa - origin) / step.size) * step.size + origin; w <= wb; w += step.size) {
      d = new Date(w * 1000);
      out.push(step.size >= DAY ? { v: fromWall(w), l1: ymd(d) }
        : { v: fromWall(w), l1: step.size < 60 ? hms(d) : hm(d), l2: ymd(d), day: Math.floor(w / DAY) });
    }
    return out;
  }
  /**
   * Ticks for [a, b] drawn over px pixels: [{v, x, l1, l2}] with x in pixels from the start of the
   * axis; labels that would overlap or leave [lo, hi] (pixels, the canvas) are null.
   */
  function layoutTicks(a, b, px, lo, hi) {
    var steps = MODE === 'number' ? numberSteps(a, b) : STEPS, best = null;
    for (var s = 0; s < steps.length; s++) {
      if ((b - a) / steps[s].size > px / 14) continue; // far too dense to try
      var ts = stepTicks(steps[s], a, b);
      if (ts.length > 300) continue;
      var ok = true;
      for (var k = 0; k < ts.length; k++) {
        ts[k].x = (ts[k].v - a) / (b - a) * px;
        ts[k].w = measure(ts[k].l1);
        if (k > 0 && ts[k].x - ts[k - 1].x < (ts[k].w + ts[k - 1].w) / 2 + GAP) ok = false;
      }
      best = ts;
      if (ok) break;
    }
    best = best || [];
    // labels: never into each other, never off the canvas
    var last = -Infinity, last2 = null;
    best.forEach(function (t, k) {
      if (t.x - t.w / 2 < lo || t.x + t.w / 2 > hi || t.x - t.w / 2 < last + GAP) t.l1 = null;
      else last = t.x + t.w / 2;
      if (t.l2 == null) return;
      // the second line: where the day changes, and under the first tick when it fits
      var change = k > 0 && best[k - 1].day !== t.day;
      if (k > 0 && !change) { t.l2 = null; return; }
      var w2 = measure(t.l2), box = { a: t.x - w2 / 2, b: t.x + w2 / 2, t: t, first: k === 0 };
      if (box.a < lo || box.b > hi) { t.l2 = null; return; }
      if (last2 && box.a < last2.b + GAP) {
        if (!last2.first) { t.l2 = null; return; }
        last2.t.l2 = null; // a day change wins over the first tick
      }
      last2 = box;
    });
    return best;
  }
  V.layoutTicks = layoutTicks;
  /** Records what an axis drew, for tests: labels with their anchor and alignment. */
  function record(name, labels, width) { V.axes[name] = { font: AXIS_FONT, labels: labels, width: width }; }

  // ---- tooltips ----------------------------------------------------------------------------------
  function esc(s) { return String(s).replace(/[&<>]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;' }[c]; }); }
  function jobText(i, extra) {
    var s = '<b>job ' + id[i] + '</b><br>size ' + procs[i] + '<br>submit ' + esc(fmtTime(submit[i])) + '<br>start ' +
      esc(fmtTime(start[i])) + '<br>end ' + esc(fmtTime(end[i])) + '<br>wait ' + esc(fmtDur(start[i] - submit[i])) +
      '<br>run ' + esc(fmtDur(end[i] - start[i]));
    if (user) s += '<br>user ' + (user[i] < 0 ? '-' : user[i]);
    return s + (extra || '');
  }
  V.jobText = jobText;
  var tip = document.getElementById('tip');
  function showTip(html, ev) {
    tip.innerHTML = html;
    tip.style.display = 'block';
    tip.style.left = (ev.pageX + 14) + 'px';
    tip.style.top = (ev.pageY + 10) + 'px';
  }
  function hideTip() { tip.style.display = 'none'; }

  // ---- colours: by wait (log), size (log2) or user (palette), with a colour bar -----------------
  var RAMP = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]]; // viridis stops
  function ramp(x) {
    x = Math.max(0, Math.min(1, x)) * (RAMP.length - 1);
    var k = Math.min(RAMP.length - 2, Math.floor(x)), f = x - k, a = RAMP[k], b = RAMP[k + 1];
    return [a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1]), a[2] + f * (b[2] - a[2])];
  }
  var PALETTE = [[31, 119, 180], [255, 127, 14], [44, 160, 44], [214, 39, 40], [148, 103, 189], [140, 86, 75],
    [227, 119, 194], [127, 127, 127], [188, 189, 34], [23, 190, 207], [174, 199, 232], [255, 187, 120],
    [152, 223, 138], [255, 152, 150], [197, 176, 213], [196, 156, 148], [247, 182, 210], [219, 219, 141],
    [158, 218, 229], [57, 59, 121]];
  function pack(c) { return (255 << 24 | (Math.round(c[2]) & 255) << 16 | (Math.round(c[1]) & 255) << 8 | (Math.round(c[0]) & 255)) >>> 0; }
  var LUT = new Uint32Array(256), PAL = new Uint32Array(PALETTE.length);
  for (var k0 = 0; k0 < 256; k0++) LUT[k0] = pack(ramp(k0 / 255));
  PALETTE.forEach(function (c, k) { PAL[k] = pack(c); });
  var colour = new Uint32Array(n), mode = 'wait';
  function cssOf(i) { var c = colour[i]; return 'rgb(' + (c & 255) + ',' + (c >>> 8 & 255) + ',' + (c >>> 16 & 255) + ')'; }
  V.colourOf = cssOf;
  function setColours(m) {
    mode = m;
    var lo = Infinity, hi = -Infinity, i, v, vals = null;
    if (m === 'wait' || m === 'size') {
      vals = new Float64Array(n);
      for (i = 0; i < n; i++) {
        v = vals[i] = m === 'wait' ? Math.log1p(Math.max(0, start[i] - submit[i])) : Math.log2(procs[i]);
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      var f = hi > lo ? 255 / (hi - lo) : 0;
      for (i = 0; i < n; i++) colour[i] = LUT[Math.round((vals[i] - lo) * f)];
    } else {
      for (i = 0; i < n; i++) {
        colour[i] = PAL[m === 'user' ? ((user ? user[i] : id[i]) % PAL.length + PAL.length) % PAL.length : (i * 7 + id[i]) % PAL.length];
      }
    }
    colourBar(m, lo, hi);
  }
  /** The colour scale: a bar with measured labels for wait and size, swatches and a line otherwise. */
  function colourBar(m, lo, hi) {
    var bar = document.getElementById('scale-bar'), text = document.getElementById('scale-text');
    if (!bar) return;
    var ctx = bar.getContext('2d'), BW = 220, pr = window.devicePixelRatio || 1, labels = [];
    var cw = BW + 80, ch = 34;
    bar.style.width = cw + 'px'; bar.style.height = ch + 'px';
    bar.width = Math.round(cw * pr); bar.height = Math.round(ch * pr);
    ctx.setTransform(pr, 0, 0, pr, 0, 0);
    ctx.clearRect(0, 0, cw, ch);
    if (m === 'wait' || m === 'size') {
      for (var x = 0; x < BW; x++) {
        var c = ramp(x / (BW - 1));
        ctx.fillStyle = 'rgb(' + Math.round(c[0]) + ',' + Math.round(c[1]) + ',' + Math.round(c[2]) + ')';
        ctx.fillRect(x + 30, 2, 1, 12);
      }
      ctx.strokeStyle = '#888'; ctx.strokeRect(29.5, 1.5, BW + 1, 13);
      // candidate labels in the scale's units, placed left to right while they fit
      var vals = [], v, span = hi > lo ? hi - lo : 1;
      if (m === 'wait') {
        var lin = [0].concat(MODE === 'number' ? [0.01, 0.1, 1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8]
          : [1, 10, 60, 600, 3600, 6 * 3600, DAY, 7 * DAY, 30 * DAY, 365 * DAY]);
        lin.forEach(function (w) { v = Math.log1p(w); if (v >= lo - 1e-9 && v <= hi + 1e-9) vals.push([v, MODE === 'number' ? num(w) : shortDur(w)]); });
      } else {
        for (var e = Math.ceil(lo - 1e-9); e <= hi + 1e-9; e++) vals.push([e, String(Math.pow(2, e))]);
      }
      // the highest value at the bar's end first, then round values from the left while they fit
      var top = m === 'wait' ? Math.expm1(hi) : Math.pow(2, hi);
      var topText = m === 'size' ? String(top) : MODE === 'number' ? String(Number(top.toPrecision(2))) : fmtDur(Math.round(top));
      var end = 30 + (hi > lo ? BW - 1 : (BW - 1) / 2), endW = measure(topText), last = -Infinity;
      ctx.font = AXIS_FONT; ctx.fillStyle = '#333'; ctx.textAlign = 'center';
      function label(px, t) {
        ctx.fillRect(px, 14, 1, 4);
        ctx.fillText(t, px, 29);
        labels.push({ x: px, y: 29, text: t, align: 'center' });
      }
      if (end + endW / 2 <= cw) label(end, topText); else endW = -Infinity;
      vals.forEach(function (p) {
        var px = 30 + (hi > lo ? (p[0] - lo) / span : 0.5) * (BW - 1), w = measure(p[1]);
        if (px - w / 2 < last + GAP || px - w / 2 < 0 || px + w / 2 > end - endW / 2 - GAP) return;
        label(px, p[1]);
        last = px + w / 2;
      });
      text.textContent = (m === 'wait' ? 'wait' : 'size (processors)') + ', log scale' + (m === 'wait' && MODE === 'number' && D.unit ? ' (' + D.unit + ')' : '');
    } else {
      bar.style.width = '0px'; bar.width = 0;
      text.textContent = m === 'user' ? (user ? 'one colour per user (20 colours, repeating)' : 'no users in this schedule: one colour per job id')
        : 'one colour per job (20 colours, repeating)';
    }
    record('scale', labels, cw);
  }

  // ---- step functions over time, reduced to one point per pixel column -------------------------
  /** First index k with T[k] > t (T ascending). */
  function upper(T, t) {
    var lo = 0, hi = T.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (T[mid] <= t) lo = mid + 1; else hi = mid; }
    return lo;
  }
  /**
   * A step function from events (time, change): its value after every distinct time, ends and
   * starts at one time applied together. Sorted with numeric typed-array sorts only (ranks, then
   * keys of rank and event), which keeps 464k events to a fraction of a second.
   */
  function stepFunction(times, change) {
    var m = times.length, sorted = new Float64Array(times).sort(), keys = new Float64Array(m), k;
    for (k = 0; k < m; k++) {
      var lo = 0, hi = m - 1, t = times[k];
      while (lo < hi) { var mid = (lo + hi) >> 1; if (sorted[mid] < t) lo = mid + 1; else hi = mid; }
      keys[k] = lo * m + k;
    }
    keys.sort();
    var T = [], Vv = [], v = 0;
    for (k = 0; k < m; k++) {
      var e = keys[k] % m, tt = times[e];
      v += change[e];
      if (T.length && T[T.length - 1] === tt) Vv[Vv.length - 1] = v;
      else { T.push(tt); Vv.push(v); }
    }
    return { T: new Float64Array(T), V: new Float64Array(Vv), v0: 0 };
  }
  /**
   * Per pixel column of [t0, t1): the time average of a step function (value v0 before its first
   * time) and its lowest and highest values within the column.
   */
  function envelope(f, t0, t1, cols) {
    var T = f.T, Vv = f.V, dt = (t1 - t0) / cols, mean = new Float64Array(cols), mn = new Float64Array(cols),
      mx = new Float64Array(cols), k = upper(T, t0), v = k > 0 ? Vv[k - 1] : f.v0;
    for (var c = 0; c < cols; c++) {
      var a = t0 + c * dt, b = a + dt, acc = 0, pos = a, lo = v, hi = v;
      while (k < T.length && T[k] < b) {
        acc += v * (T[k] - pos);
        pos = T[k];
        v = Vv[k++];
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      acc += v * (b - pos);
      mean[c] = acc / dt; mn[c] = lo; mx[c] = hi;
    }
    return { mean: mean, min: mn, max: mx };
  }
  V.envelope = envelope;
  function columnsX(t0, t1, cols) {
    var x = new Float64Array(cols), dt = (t1 - t0) / cols;
    for (var c = 0; c < cols; c++) x[c] = t0 + (c + 0.5) * dt;
    return x;
  }

  // utilization and queue length: exact step functions (built once, after the first frame), or
  // until then the time average per column from a pro-rata binning (one pass over the jobs)
  function binner(t0, t1, nb) {
    var dt = (t1 - t0) / nb, diff = new Float64Array(nb + 1), part = new Float64Array(nb);
    return {
      dt: dt,
      add: function (a, b, w) {
        if (b <= t0 || a >= t1 || b <= a) return;
        if (a < t0) a = t0;
        if (b > t1) b = t1;
        var fa = (a - t0) / dt, fb = (b - t0) / dt, ia = Math.min(nb - 1, Math.floor(fa)), ib = Math.min(nb - 1, Math.floor(fb));
        if (ia === ib) { part[ia] += w * (b - a); return; }
        part[ia] += w * ((ia + 1) - fa) * dt;
        part[ib] += w * (fb - ib) * dt;
        if (ib > ia + 1) { diff[ia + 1] += w * dt; diff[ib] -= w * dt; }
      },
      values: function () {
        var out = new Float64Array(nb), run = 0;
        for (var k = 0; k < nb; k++) { run += diff[k]; out[k] = (run + part[k]) / dt; }
        return out;
      }
    };
  }
  V.binner = binner;
  var gang = D.kind === 'gang', copies, copyFrom, copyTo, block, rowSpan;
  if (gang) {
    copies = i32(D.copies); copyFrom = times(D.copyFrom); copyTo = times(D.copyTo); block = i32(D.block);
    rowSpan = new Float64Array(2 * D.rowIds);
    for (var r0 = 0; r0 < D.rowIds; r0++) { rowSpan[2 * r0] = Infinity; rowSpan[2 * r0 + 1] = -Infinity; }
    for (var c0 = 0; c0 < copyFrom.length; c0++) {
      var row0 = copies[3 * c0 + 1];
      if (copyFrom[c0] < rowSpan[2 * row0]) rowSpan[2 * row0] = copyFrom[c0];
      if (copyTo[c0] > rowSpan[2 * row0 + 1]) rowSpan[2 * row0 + 1] = copyTo[c0];
    }
  }
  var utilSteps = null, queueSteps = null;
  function buildSteps() {
    if (gang || utilSteps) return;
    var ts = new Float64Array(2 * n), ch = new Float64Array(2 * n), i;
    for (i = 0; i < n; i++) {
      ts[2 * i] = start[i]; ch[2 * i] = procs[i] / D.capacity;
      ts[2 * i + 1] = end[i]; ch[2 * i + 1] = -procs[i] / D.capacity;
    }
    utilSteps = stepFunction(ts, ch);
    for (i = 0; i < n; i++) {
      ts[2 * i] = submit[i]; ch[2 * i] = 1;
      ts[2 * i + 1] = start[i]; ch[2 * i + 1] = -1;
    }
    queueSteps = stepFunction(ts, ch);
  }
  /** Utilization (fraction of the machine) and queue length per pixel column of [t0, t1). */
  function series(t0, t1, nb) {
    var xs = columnsX(t0, t1, nb), i, k;
    if (utilSteps) {
      var u = envelope(utilSteps, t0, t1, nb), q = envelope(queueSteps, t0, t1, nb);
      return { x: xs, util: u.mean, queue: q.mean, utilBand: u, queueBand: q };
    }
    var busy = binner(t0, t1, nb), queue = binner(t0, t1, nb), util;
    for (i = 0; i < n; i++) queue.add(submit[i], start[i], 1);
    if (gang) {
      // the cycle average of active processors: copies' processors over P x rows
      var rows = binner(t0, t1, nb);
      for (var r = 0; r < D.rowIds; r++) rows.add(rowSpan[2 * r], rowSpan[2 * r + 1], 1);
      for (var c = 0; c < copyFrom.length; c++) busy.add(copyFrom[c], copyTo[c], procs[copies[3 * c]]);
      var b = busy.values(), rv = rows.values();
      util = new Float64Array(nb);
      for (k = 0; k < nb; k++) util[k] = rv[k] > 0 ? b[k] / (D.capacity * rv[k]) : 0;
      V.rowsSeries = rv;
    } else {
      for (i = 0; i < n; i++) busy.add(start[i], end[i], procs[i]);
      util = busy.values();
      for (k = 0; k < nb; k++) util[k] /= D.capacity;
    }
    return { x: xs, util: util, queue: queue.values() };
  }
  V.series = series;

  // ---- the visible window, shared by every chart (and the Gantt chart) --------------------------
  var win = { t0: tMin, t1: tMax };
  V.window = win;
  var charts = [], ganttView = null;
  V.charts = charts;
  function setWindow(t0, t1) {
    if (!(t1 > t0)) return;
    if (ganttView) { ganttView.setWindow(t0, t1); return; } // the Gantt chart redraws, then the charts
    win.t0 = t0; win.t1 = t1;
    updateCharts();
  }
  V.setWindow = setWindow;
  function updateCharts() { charts.forEach(function (c) { c.update(); }); }

  // ---- time charts (uPlot) with measured time ticks and a band per series ----------------------
  function chartWidth(el) { return Math.max(300, el.clientWidth); }
  var pr = function () { return uPlot.pxRatio || window.devicePixelRatio || 1; };
  function timeAxis(name) {
    var cache = null;
    return {
      font: AXIS_FONT, size: 50, gap: 4,
      splits: function (u, ax, min, max) {
        var left = u.bbox.left / pr(), px = u.bbox.width / pr();
        cache = layoutTicks(min, max, px, -left, u.width - left);
        cache.left = left;
        return cache.map(function (t) { return t.v; });
      },
      values: function (u, splits) {
        var labels = [];
        var out = splits.map(function (v, k) {
          var t = cache && cache[k] && cache[k].v === v ? cache[k] : null;
          if (!t || (t.l1 == null && t.l2 == null)) return null;
          if (t.l1 != null) labels.push({ x: cache.left + t.x, y: 0, text: t.l1, align: 'center' });
          if (t.l2 != null) labels.push({ x: cache.left + t.x, y: 16.5, text: t.l2, align: 'center' });
          return (t.l1 == null ? '' : t.l1) + (t.l2 == null ? '' : '\n' + t.l2);
        });
        record(name, labels, u.width);
        return out;
      }
    };
  }
  /**
   * A chart of step functions over the window: spec.compute(t0, t1, cols) gives {x, y: [series],
   * bands: [{min, max} or null]}; every series is a line, its band (where given) a lighter shade.
   */
  function timeChart(el, spec) {
    var chart = { el: el, bands: [], spec: spec };
    var series = [{ label: TIME_TITLE, value: function (u, v) { return v == null ? '-' : fmtTime(v); } }];
    spec.series.forEach(function (s) {
      series.push({ label: s.label, stroke: s.stroke, width: s.width || 1.5, scale: s.scale || 'y',
        fill: s.fill ? s.stroke.replace('rgb', 'rgba').replace(')', ',0.10)') : undefined,
        value: function (u, v) { return v == null ? '-' : s.fmt(v); } });
    });
    var scales = { x: { time: false, range: function () { return [win.t0, win.t1]; } } };
    (spec.scales || [{ key: 'y' }]).forEach(function (sc) {
      scales[sc.key] = { range: function (u, lo, hi) {
        if (sc.range) return sc.range;
        var top = hi;
        chart.bands.forEach(function (b, k) { if (b && spec.series[k].scale === sc.key) for (var c = 0; c < b.max.length; c++) if (b.max[c] > top) top = b.max[c]; });
        return [0, top > 0 ? top * 1.05 : 1];
      } };
    });
    var down = null;
    var u = new uPlot({
      title: spec.title, width: chartWidth(el), height: spec.height || 180,
      padding: [8, 8, 0, 0],
      scales: scales,
      series: series,
      axes: [timeAxis(spec.name + '-x')].concat(spec.axes),
      cursor: { drag: { x: true, y: false, setScale: false } },
      hooks: {
        drawAxes: [function (u) { drawBands(u, chart); }],
        draw: spec.draw ? [spec.draw] : [],
        setSelect: [function (u) {
          if (u.select.width > 3) {
            var a = u.posToVal(u.select.left, 'x'), b = u.posToVal(u.select.left + u.select.width, 'x');
            u.setSelect({ left: 0, width: 0, top: 0, height: 0 }, false);
            setWindow(a, b);
          }
        }],
        ready: [function (u) {
          u.over.addEventListener('mousedown', function (ev) { down = ev.clientX; });
          u.over.addEventListener('click', function (ev) {
            if (spec.onClick && down != null && Math.abs(ev.clientX - down) < 4 && u.cursor.left >= 0) spec.onClick(u.posToVal(u.cursor.left, 'x'));
          });
          u.over.addEventListener('dblclick', function () { setWindow(tMin, tMax); });
        }]
      }
    }, [[]].concat(spec.series.map(function () { return []; })), el);
    chart.u = u;
    chart.update = function () {
      var cols = Math.max(50, Math.round(u.bbox.width / pr()));
      var r = spec.compute(win.t0, win.t1, cols);
      chart.bands = r.bands || [];
      chart.x = r.x; chart.t0 = win.t0; chart.t1 = win.t1;
      u.setData([Array.from(r.x)].concat(r.y.map(function (a) { return Array.from(a); })));
    };
    charts.push(chart);
    chart.update();
    return chart;
  }
  /** Each band: per pixel column, a shade from the lowest to the highest value. */
  function drawBands(u, chart) {
    var ctx = u.ctx, dt = (chart.t1 - chart.t0) / chart.x.length;
    ctx.save();
    ctx.beginPath(); ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height); ctx.clip();
    chart.bands.forEach(function (b, k) {
      if (!b) return;
      var s = chart.spec.series[k], scale = s.scale || 'y';
      ctx.fillStyle = s.stroke.replace('rgb', 'rgba').replace(')', ',0.28)');
      for (var c = 0; c < b.min.length; c++) {
        if (!(b.max[c] > b.min[c])) continue;
        var xa = Math.floor(u.valToPos(chart.t0 + c * dt, 'x', true)), xb = Math.ceil(u.valToPos(chart.t0 + (c + 1) * dt, 'x', true));
        var ya = u.valToPos(b.max[c], scale, true), yb = u.valToPos(b.min[c], scale, true);
        ctx.fillRect(xa, ya, Math.max(1, xb - xa), Math.max(1, yb - ya));
      }
    });
    ctx.restore();
  }
  function pct(v) { return (100 * v).toFixed(1) + '%'; }
  var Y_AXIS = 56; // the y axes' width, the Gantt chart's left margin too: time axes line up
  function utilQueueCharts() {
    timeChart(document.getElementById('util'), {
      name: 'util', title: gang ? 'Utilization: processors of the jobs in the running slot, averaged over the cycle'
        : 'Utilization (busy processors / ' + D.capacity + ')',
      series: [{ label: 'utilization', stroke: 'rgb(31,119,180)', fmt: pct, fill: true }],
      scales: [{ key: 'y', range: [0, 1] }],
      axes: [{ size: Y_AXIS, values: function (u, vs) { return vs.map(function (v) { return Math.round(100 * v) + '%'; }); } }],
      compute: function (t0, t1, cols) {
        var s = series(t0, t1, cols);
        V.lastSeries = s;
        return { x: s.x, y: [s.util], bands: [s.utilBand || null] };
      }
    });
    timeChart(document.getElementById('queue'), {
      name: 'queue', title: 'Queue length (jobs waiting)',
      series: [{ label: 'waiting jobs', stroke: 'rgb(255,127,14)', fmt: function (v) { return v.toFixed(v < 10 ? 2 : 0); }, fill: true }],
      axes: [{ size: Y_AXIS }],
      compute: function (t0, t1, cols) {
        var s = V.lastSeries && V.lastSeries.x.length === cols && V.lastSeries.x[0] === columnsX(t0, t1, cols)[0] ? V.lastSeries : series(t0, t1, cols);
        return { x: s.x, y: [s.queue], bands: [s.queueBand || null] };
      }
    });
  }
  window.addEventListener('resize', function () {
    charts.forEach(function (c) { c.u.setSize({ width: chartWidth(c.el), height: c.u.height }); c.update(); });
  });

  // ---- Gantt -----------------------------------------------------------------------------------
  function gantt() {
    var rangeIndex = i32(D.rangeIndex), ranges = i32(D.ranges), rows = D.rows;
    var canvas = document.getElementById('gantt'), ctx = canvas.getContext('2d');
    var L = Y_AXIS, B = 34, T = 6, R = 8; // margins: axis labels left (processors) and below (two lines of time)
    var view = { t0: tMin, t1: tMax, p0: 0, p1: rows };
    var W, H, img, buf, dirty = true;
    V.gantt = { view: view };
    function size() {
      canvas.width = Math.max(400, canvas.parentNode.clientWidth - 16); // the panel's padding
      canvas.height = Math.max(260, Math.min(640, Math.round(window.innerHeight * 0.62)));
      W = canvas.width - L - R; H = canvas.height - T - B;
      img = ctx.createImageData(W, H);
      buf = new Uint32Array(img.data.buffer);
      dirty = true;
    }
    // a job's pixel columns [x0, x1) and rows [y0, y1): the same arithmetic for drawing and picking
    var sx, sy;
    function xa(a) { var x = Math.floor((a - view.t0) * sx); return x < 0 ? 0 : x; }
    function xb(a, b) { var x0 = Math.floor((a - view.t0) * sx), x1 = Math.ceil((b - view.t0) * sx); if (x1 <= x0) x1 = x0 + 1; return x1 > W ? W : x1; }
    function ya(lo) { var y = Math.floor((lo - view.p0) * sy); return y < 0 ? 0 : y; }
    function yb(lo, hi) { var y0 = Math.floor((lo - view.p0) * sy), y1 = Math.ceil((hi - view.p0) * sy); if (y1 <= y0) y1 = y0 + 1; return y1 > H ? H : y1; }
    function draw() {
      var t0 = performance.now();
      sx = W / (view.t1 - view.t0); sy = H / (view.p1 - view.p0);
      buf.fill(0xffffffff);
      var edge = sy >= 4;
      for (var i = 0; i < n; i++) {
        var a = start[i], b = end[i];
        if (b < view.t0 || a > view.t1) continue;
        var x0 = xa(a), x1 = xb(a, b);
        if (x1 <= x0) continue;
        var col = colour[i], w = x1 - x0, wide = edge && w >= 4;
        var dark = wide ? ((col & 0xff000000) | ((col >>> 1) & 0x007f7f7f)) >>> 0 : 0;
        for (var k = rangeIndex[i]; k < rangeIndex[i + 1]; k++) {
          var lo = ranges[2 * k], hi = ranges[2 * k + 1] + 1;
          if (hi <= view.p0 || lo >= view.p1) continue;
          var y0 = ya(lo), y1 = yb(lo, hi), o, e;
          if (w === 1) { // most jobs of a long trace: one column, written down the rows
            for (o = y0 * W + x0, e = y1 * W; o < e; o += W) buf[o] = col;
          } else if (w < 16) {
            for (var y = y0; y < y1; y++) for (o = y * W + x0, e = o + w; o < e; o++) buf[o] = col;
          } else {
            for (var y2 = y0; y2 < y1; y2++) buf.fill(col, y2 * W + x0, y2 * W + x1);
          }
          if (wide) {
            for (o = y0 * W + x0, e = y1 * W; o < e; o += W) buf[o] = dark;
            if (y1 - y0 >= 4) buf.fill(dark, y0 * W + x0, y0 * W + x1);
          }
        }
      }
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.putImageData(img, L, T);
      axes();
      V.gantt.lastRenderMs = performance.now() - t0;
      if (V.gantt.firstRenderMs == null) {
        V.gantt.firstRenderMs = V.gantt.lastRenderMs;
        V.gantt.shownAtMs = performance.now(); // since the navigation started: load, decode and first raster
      }
      V.gantt.frames = (V.gantt.frames || 0) + 1;
      dirty = false;
    }
    function axes() {
      ctx.fillStyle = '#333'; ctx.strokeStyle = '#999'; ctx.font = AXIS_FONT;
      ctx.strokeRect(L - 0.5, T - 0.5, W + 1, H + 1);
      ctx.textAlign = 'center';
      var labels = [];
      layoutTicks(view.t0, view.t1, W, -L, W + R).forEach(function (t) {
        var x = Math.round(L + t.x);
        ctx.fillRect(x, T + H, 1, t.l2 != null ? 7 : 4);
        if (t.l1 != null) { ctx.fillText(t.l1, x, T + H + 15); labels.push({ x: x, y: T + H + 15, text: t.l1, align: 'center' }); }
        if (t.l2 != null) { ctx.fillText(t.l2, x, T + H + 28); labels.push({ x: x, y: T + H + 28, text: t.l2, align: 'center' }); }
      });
      record('gantt-x', labels, canvas.width);
      // processors: integer ticks at least a label's height apart
      ctx.textAlign = 'right';
      var ylabels = [], step = 1;
      for (var q = 1; step * sy < 18; q++) step = [1, 2, 5][q % 3] * Math.pow(10, Math.floor(q / 3)); // 1, 2, 5, 10, ...
      for (var p = Math.ceil(view.p0 / step) * step; p <= view.p1; p += step) {
        var y = Math.round(T + (p - view.p0) * sy);
        ctx.fillRect(L - 4, y, 4, 1);
        ctx.fillText(String(p), L - 6, y + 4);
        ylabels.push({ x: L - 6, y: y + 4, text: String(p), align: 'right' });
      }
      record('gantt-y', ylabels, canvas.width);
      if (D.bands) {
        ctx.strokeStyle = '#000';
        D.bands.forEach(function (b2, k) {
          var y = T + (b2 - view.p0) * sy;
          if (y >= T && y <= T + H) { ctx.beginPath(); ctx.moveTo(L, y + 0.5); ctx.lineTo(L + W, y + 0.5); ctx.stroke(); }
          if (k < D.bands.length - 1) {
            var ym = T + ((b2 + D.bands[k + 1]) / 2 - view.p0) * sy;
            if (ym > T && ym < T + H) {
              ctx.textAlign = 'left';
              ctx.fillStyle = 'rgba(255,255,255,0.85)'; ctx.fillRect(L + 2, ym - 11, 62, 15);
              ctx.fillStyle = '#000'; ctx.fillText('cluster ' + k, L + 5, ym);
            }
          }
        });
      }
    }
    function frame() {
      if (dirty) { draw(); win.t0 = view.t0; win.t1 = view.t1; if (charts.length) updateCharts(); }
      requestAnimationFrame(frame);
    }
    V.gantt.jobAt = function (px, py) { // canvas pixel -> job index or -1 (the job drawn last wins)
      var x = Math.floor(px - L), y = Math.floor(py - T);
      if (x < 0 || y < 0 || x >= W || y >= H) return -1;
      sx = W / (view.t1 - view.t0); sy = H / (view.p1 - view.p0);
      for (var i = n - 1; i >= 0; i--) {
        var a = start[i], b = end[i];
        if (b < view.t0 || a > view.t1 || x < xa(a) || x >= xb(a, b)) continue;
        for (var k = rangeIndex[i]; k < rangeIndex[i + 1]; k++) {
          var lo = ranges[2 * k], hi = ranges[2 * k + 1] + 1;
          if (hi <= view.p0 || lo >= view.p1) continue;
          if (y >= ya(lo) && y < yb(lo, hi)) return i;
        }
      }
      return -1;
    };
    V.gantt.setWindow = function (t0, t1, p0, p1) {
      view.t0 = t0; view.t1 = t1;
      if (p0 != null) { view.p0 = p0; view.p1 = p1; }
      dirty = true;
    };
    ganttView = V.gantt;
    V.gantt.redraw = function () { dirty = true; };
    V.gantt.reset = function () { view.t0 = tMin; view.t1 = tMax; view.p0 = 0; view.p1 = rows; dirty = true; };
    V.gantt.drawNow = draw;
    // interaction: wheel zooms time (shift: processors) around the pointer, drag pans, double click resets
    canvas.addEventListener('wheel', function (ev) {
      ev.preventDefault();
      var f = ev.deltaY > 0 ? 1.25 : 0.8, r = canvas.getBoundingClientRect();
      if (ev.shiftKey) {
        var py = view.p0 + (ev.clientY - r.top - T) / H * (view.p1 - view.p0);
        var np0 = py - (py - view.p0) * f, np1 = py + (view.p1 - py) * f;
        view.p0 = Math.max(0, np0); view.p1 = Math.min(rows, np1);
        if (view.p1 - view.p0 < 1) view.p1 = view.p0 + 1;
      } else {
        var t = view.t0 + (ev.clientX - r.left - L) / W * (view.t1 - view.t0);
        var nt0 = t - (t - view.t0) * f, nt1 = t + (view.t1 - t) * f;
        if (nt1 - nt0 < 1e-9 * (tMax - tMin)) return;
        view.t0 = Math.max(tMin - (tMax - tMin), nt0); view.t1 = Math.min(tMax + (tMax - tMin), nt1);
      }
      dirty = true;
    }, { passive: false });
    var drag = null;
    canvas.addEventListener('mousedown', function (ev) { drag = { x: ev.clientX, y: ev.clientY, v: Object.assign({}, view) }; });
    window.addEventListener('mouseup', function () { drag = null; });
    canvas.addEventListener('mousemove', function (ev) {
      var r = canvas.getBoundingClientRect();
      if (drag) {
        var dt = (ev.clientX - drag.x) / W * (drag.v.t1 - drag.v.t0), dp = (ev.clientY - drag.y) / H * (drag.v.p1 - drag.v.p0);
        view.t0 = drag.v.t0 - dt; view.t1 = drag.v.t1 - dt;
        if (drag.v.p1 - drag.v.p0 < rows) {
          var p0 = Math.max(0, Math.min(rows - (drag.v.p1 - drag.v.p0), drag.v.p0 - dp));
          view.p1 = p0 + (drag.v.p1 - drag.v.p0); view.p0 = p0;
        }
        dirty = true;
        hideTip();
        return;
      }
      var j = V.gantt.jobAt(ev.clientX - r.left, ev.clientY - r.top);
      if (j < 0) { hideTip(); return; }
      showTip(jobText(j, D.kind === 'fattree' ? treeText(j) : ''), ev);
    });
    canvas.addEventListener('mouseleave', hideTip);
    canvas.addEventListener('dblclick', V.gantt.reset);
    document.getElementById('reset').addEventListener('click', V.gantt.reset);
    size();
    window.addEventListener('resize', size);
    draw();
    requestAnimationFrame(frame);
  }

  // ---- a time slider with play -----------------------------------------------------------------
  function slider(lo, hi, step, onTime) {
    var input = document.getElementById('time'), label = document.getElementById('time-label');
    var play = document.getElementById('play'), steps = Math.max(1, Math.min(2000, Math.round((hi - lo) / step)));
    input.min = 0; input.max = steps; input.step = 1; input.value = Math.round(steps / 2);
    var timer = null;
    function at() { var t = lo + (hi - lo) * input.value / steps; return step >= 1 ? Math.floor(t) : t; }
    function update() { var t = at(); label.textContent = 't = ' + fmtTime(t); onTime(t); }
    input.addEventListener('input', update);
    play.addEventListener('click', function () {
      if (timer) { clearInterval(timer); timer = null; play.textContent = 'play'; return; }
      play.textContent = 'pause';
      timer = setInterval(function () { input.value = (Number(input.value) + 1) % (steps + 1); update(); }, 40);
    });
    V.setTime = function (t) { input.value = Math.round((t - lo) / (hi - lo) * steps); update(); };
    V.time = at;
    update();
  }
  function marker(getT) { // a uPlot draw hook: a vertical line at the current time
    return function (u) {
      var t = getT();
      if (t == null) return;
      var x = Math.round(u.valToPos(t, 'x', true));
      if (x < u.bbox.left || x > u.bbox.left + u.bbox.width) return;
      var c = u.ctx;
      c.save(); c.strokeStyle = '#d62728'; c.lineWidth = 2;
      c.beginPath(); c.moveTo(x, u.bbox.top); c.lineTo(x, u.bbox.top + u.bbox.height); c.stroke(); c.restore();
    };
  }
  function redrawCharts() { charts.forEach(function (c) { c.u.redraw(false, false); }); }
  /** A canvas square cell size for a w x h grid: as large as the width and the window's height allow. */
  function cellSize(w, h, maxWidth, min) {
    var height = Math.max(240, window.innerHeight * 0.72 - 60);
    return Math.max(min, Math.floor(Math.min(maxWidth / w, height / h)));
  }

  // ---- mesh ------------------------------------------------------------------------------------
  function mesh() {
    var w = D.sizes[0], h = D.sizes[1], rect = i32(D.rect);
    var canvas = document.getElementById('mesh'), ctx = canvas.getContext('2d');
    var room = canvas.closest('.pair').clientWidth;
    var cell = cellSize(w, h, Math.max(240, room * 0.55 - 20), 2);
    canvas.width = w * cell + 1; canvas.height = h * cell + 1;
    var owner = new Int32Array(w * h), now = tMin, info = document.getElementById('info');
    V.mesh = { cell: cell };
    function draw(t) {
      now = t;
      owner.fill(-1);
      ctx.fillStyle = '#f4f4f4'; ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.strokeStyle = '#e2e2e2'; ctx.lineWidth = 1;
      if (cell >= 6) {
        ctx.beginPath();
        for (var x = 0; x <= w; x++) { ctx.moveTo(x * cell + 0.5, 0); ctx.lineTo(x * cell + 0.5, h * cell); }
        for (var y = 0; y <= h; y++) { ctx.moveTo(0, y * cell + 0.5); ctx.lineTo(w * cell, y * cell + 0.5); }
        ctx.stroke();
      }
      var running = 0, busy = 0, waiting = 0;
      for (var i = 0; i < n; i++) {
        if (submit[i] <= t && start[i] > t) waiting++;
        if (!(start[i] <= t && t < end[i])) continue;
        running++; busy += procs[i];
        var x0 = rect[4 * i], y0 = rect[4 * i + 1], x1 = rect[4 * i + 2], y1 = rect[4 * i + 3];
        ctx.fillStyle = cssOf(i);
        ctx.fillRect(x0 * cell + 1, y0 * cell + 1, (x1 - x0 + 1) * cell - 1, (y1 - y0 + 1) * cell - 1);
        ctx.strokeStyle = '#222';
        ctx.strokeRect(x0 * cell + 0.5, y0 * cell + 0.5, (x1 - x0 + 1) * cell, (y1 - y0 + 1) * cell);
        for (var yy = y0; yy <= y1; yy++) for (var xx = x0; xx <= x1; xx++) owner[yy * w + xx] = i;
      }
      V.mesh.running = running; V.mesh.busy = busy;
      V.mesh.signature = canvas.toDataURL().length + ':' + busy + ':' + running;
      info.textContent = running + ' jobs running on ' + busy + ' of ' + (w * h) + ' nodes (' + pct(busy / (w * h)) +
        '), ' + waiting + ' waiting';
      redrawCharts();
    }
    V.mesh.jobAt = function (px, py) { // canvas pixel -> job index or -1
      var x = Math.floor(px / cell), y = Math.floor(py / cell);
      return x >= 0 && y >= 0 && x < w && y < h ? owner[y * w + x] : -1;
    };
    canvas.addEventListener('mousemove', function (ev) {
      var r = canvas.getBoundingClientRect(), j = V.mesh.jobAt(ev.clientX - r.left, ev.clientY - r.top);
      if (j < 0) { hideTip(); return; }
      showTip(jobText(j, '<br>submesh (' + (rect[4 * j] + 1) + ',' + (rect[4 * j + 1] + 1) + ')-(' + (rect[4 * j + 2] + 1) + ',' +
        (rect[4 * j + 3] + 1) + ')'), ev);
    });
    canvas.addEventListener('mouseleave', hideTip);
    var ft = times(D.fragT), ff = i32(D.fragFree), fl = i32(D.fragLargest), m = ft.length, cap = w * h;
    var free = { T: ft, V: new Float64Array(ff), v0: cap }, largest = { T: ft, V: new Float64Array(fl), v0: cap };
    var frag = { T: ft, V: new Float64Array(m), v0: 0 };
    for (var k = 0; k < m; k++) frag.V[k] = ff[k] > 0 ? 100 * (1 - fl[k] / ff[k]) : 0;
    V.mesh.events = m;
    // two charts as tall as the mesh beside them (each has a title and a legend, about 60 pixels)
    var half = Math.max(150, Math.floor((canvas.height + 18 - 2 * 62) / 2));
    var onClick = function (t) { V.setTime(t); };
    var mk = marker(function () { return now; });
    function nodes(v) { return String(Math.round(v)); }
    V.mesh.fragChart = timeChart(document.getElementById('frag'), {
      name: 'frag', title: 'Free nodes and the largest free submesh', height: half, onClick: onClick, draw: mk,
      series: [{ label: 'free nodes', stroke: 'rgb(31,119,180)', fmt: nodes },
        { label: 'largest free submesh', stroke: 'rgb(44,160,44)', fmt: nodes }],
      scales: [{ key: 'y', range: [0, cap] }],
      axes: [{ size: Y_AXIS }],
      compute: function (t0, t1, cols) {
        var a = envelope(free, t0, t1, cols), b = envelope(largest, t0, t1, cols);
        return { x: columnsX(t0, t1, cols), y: [a.mean, b.mean], bands: [a, b] };
      }
    }).u;
    timeChart(document.getElementById('fragpct'), {
      name: 'fragpct', title: 'Fragmentation: 1 - largest free submesh / free nodes', height: half, onClick: onClick, draw: mk,
      series: [{ label: 'fragmentation', stroke: 'rgb(214,39,40)', fmt: function (v) { return v.toFixed(1) + '%'; } }],
      scales: [{ key: 'y', range: [0, 100] }],
      axes: [{ size: Y_AXIS, values: function (u, vs) { return vs.map(function (v) { return v + '%'; }); } }],
      compute: function (t0, t1, cols) {
        var a = envelope(frag, t0, t1, cols);
        return { x: columnsX(t0, t1, cols), y: [a.mean], bands: [a] };
      }
    });
    slider(tMin, tMax, (tMax - tMin) / 1000, draw);
  }

  // ---- fat tree: leaves as nested switch groups -------------------------------------------------
  var level, minLevel, spread;
  function treeText(j) {
    return '<br>switch level ' + level[j] + ' (lowest possible ' + minLevel[j] + ')<br>' +
      (spread[j] === 1 ? 'contiguous' : 'spans ' + spread[j] + ' groups of ' + Math.pow(D.sizes[0], minLevel[j]) + ' nodes');
  }
  function tree() {
    var k = D.sizes[0], levels = D.sizes[1], installed = D.sizes[2], leaves = Math.pow(k, levels);
    var rangeIndex = i32(D.rangeIndex), ranges = i32(D.ranges);
    var gx = Math.pow(k, Math.ceil(levels / 2)), gy = Math.pow(k, Math.floor(levels / 2));
    var pos = new Int32Array(2 * leaves), at = new Int32Array(gx * gy);
    for (var v = 0; v < leaves; v++) { // digit s of v goes along x (s even) or y (s odd)
      var x = 0, y = 0, fx = 1, fy = 1, r = v;
      for (var s = 0; s < levels; s++) {
        var d = r % k; r = Math.floor(r / k);
        if (s % 2 === 0) { x += d * fx; fx *= k; } else { y += d * fy; fy *= k; }
      }
      pos[2 * v] = x; pos[2 * v + 1] = y; at[y * gx + x] = v;
    }
    var canvas = document.getElementById('tree'), ctx = canvas.getContext('2d');
    var cell = cellSize(gx, gy, Math.max(300, canvas.parentNode.parentNode.clientWidth - 40), 3);
    canvas.width = gx * cell + 2; canvas.height = gy * cell + 2;
    var owner = new Int32Array(leaves), info = document.getElementById('info');
    V.tree = { cell: cell };
    function draw(t) {
      owner.fill(-1);
      var running = 0, contiguous = 0;
      for (var i = 0; i < n; i++) {
        if (!(start[i] <= t && t < end[i])) continue;
        running++;
        if (spread[i] === 1) contiguous++;
        for (var q = rangeIndex[i]; q < rangeIndex[i + 1]; q++) for (var v2 = ranges[2 * q]; v2 <= ranges[2 * q + 1]; v2++) owner[v2] = i;
      }
      ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, canvas.width, canvas.height);
      for (var v3 = 0; v3 < leaves; v3++) {
        var o = owner[v3];
        ctx.fillStyle = v3 >= installed ? '#ddd' : o < 0 ? '#f4f4f4' : cssOf(o);
        ctx.fillRect(1 + pos[2 * v3] * cell, 1 + pos[2 * v3 + 1] * cell, cell - (cell > 4 ? 1 : 0), cell - (cell > 4 ? 1 : 0));
      }
      // switch groups: stage s holds k^s aligned leaves; outline every group, thicker for higher stages
      for (var s2 = 1; s2 <= levels; s2++) {
        var g = Math.pow(k, s2);
        ctx.strokeStyle = 'rgba(0,0,0,' + (0.25 + 0.6 * s2 / levels) + ')';
        ctx.lineWidth = s2 === 1 ? 0.5 : s2 / 1.5;
        for (var first = 0; first < Math.min(leaves, Math.ceil(installed / g) * g); first += g) {
          var x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
          [first, first + g - 1].forEach(function (e) {
            x0 = Math.min(x0, pos[2 * e]); y0 = Math.min(y0, pos[2 * e + 1]);
            x1 = Math.max(x1, pos[2 * e]); y1 = Math.max(y1, pos[2 * e + 1]);
          });
          ctx.strokeRect(1 + x0 * cell, 1 + y0 * cell, (x1 - x0 + 1) * cell, (y1 - y0 + 1) * cell);
        }
      }
      V.tree.running = running; V.tree.contiguous = contiguous;
      info.textContent = running + ' jobs running, ' + contiguous + ' contiguous (in one group of their level), ' +
        (running - contiguous) + ' spread over several';
    }
    canvas.addEventListener('mousemove', function (ev) {
      var r = canvas.getBoundingClientRect(), x = Math.floor((ev.clientX - r.left - 1) / cell), y = Math.floor((ev.clientY - r.top - 1) / cell);
      if (x < 0 || y < 0 || x >= gx || y >= gy) { hideTip(); return; }
      var v4 = at[y * gx + x], j = owner[v4];
      if (j < 0) { showTip('node ' + v4 + (v4 >= installed ? ' (not installed)' : ' (free)'), ev); return; }
      showTip('node ' + v4 + '<br>' + jobText(j, treeText(j)), ev);
    });
    canvas.addEventListener('mouseleave', hideTip);
    slider(tMin, tMax, (tMax - tMin) / 1000, draw);
  }

  // ---- slices layout: a 3D grid's occupancy at time t, one square per z plane ---------------------
  function slices() {
    var X = D.sizes[0], Y = D.sizes[1], Z = D.sizes[2], wrap = D.sizes[3] === 1;
    var rangeIndex = i32(D.rangeIndex), ranges = i32(D.ranges);
    var canvas = document.getElementById('slices'), ctx = canvas.getContext('2d');
    var width = Math.max(400, canvas.parentNode.parentNode.clientWidth - 40), gap = 10;
    var cell = Math.max(2, Math.min(24, Math.floor(Math.sqrt(width * 520 / (X * Y * Z)))));
    var perRow = Math.max(1, Math.min(Z, Math.floor((width + gap) / (X * cell + gap)))), rowsOf = Math.ceil(Z / perRow);
    while (cell > 2 && (perRow * (X * cell + gap) > width + gap || rowsOf * (Y * cell + gap + 14) > 900)) {
      cell--;
      perRow = Math.max(1, Math.min(Z, Math.floor((width + gap) / (X * cell + gap)))); rowsOf = Math.ceil(Z / perRow);
    }
    canvas.width = Math.min(width, perRow * (X * cell + gap)); canvas.height = rowsOf * (Y * cell + gap + 14);
    var owner = new Int32Array(X * Y * Z), info = document.getElementById('info');
    V.slices = { cell: cell, perRow: perRow };
    function origin(z) { return [(z % perRow) * (X * cell + gap), Math.floor(z / perRow) * (Y * cell + gap + 14) + 14]; }
    function hops(a, b, side) { var h = Math.abs(a - b); return wrap ? Math.min(h, side - h) : h; }
    function pairwise(j) { // sum of pairwise L1 distances of job j's processors, dimension by dimension
      var sides = [X, Y, Z], total = 0;
      for (var d = 0; d < 3; d++) {
        var count = new Float64Array(sides[d]);
        for (var q = rangeIndex[j]; q < rangeIndex[j + 1]; q++) for (var p = ranges[2 * q]; p <= ranges[2 * q + 1]; p++) {
          count[d === 0 ? p % X : d === 1 ? Math.floor(p / X) % Y : Math.floor(p / (X * Y))]++;
        }
        for (var a = 0; a < sides[d]; a++) if (count[a]) for (var b = a + 1; b < sides[d]; b++) total += count[a] * count[b] * hops(a, b, sides[d]);
      }
      return total;
    }
    V.slices.pairwise = pairwise;
    function draw(t) {
      owner.fill(-1);
      var running = 0, busy = 0, waiting = 0;
      for (var i = 0; i < n; i++) {
        if (submit[i] <= t && start[i] > t) waiting++;
        if (!(start[i] <= t && t < end[i])) continue;
        running++; busy += procs[i];
        for (var q = rangeIndex[i]; q < rangeIndex[i + 1]; q++) for (var p = ranges[2 * q]; p <= ranges[2 * q + 1]; p++) owner[p] = i;
      }
      ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.font = '11px sans-serif'; ctx.textBaseline = 'bottom';
      var inset = cell > 4 ? 1 : 0;
      for (var z = 0; z < Z; z++) {
        var o = origin(z);
        ctx.fillStyle = '#333'; ctx.fillText('z = ' + z, o[0], o[1] - 1);
        for (var y = 0; y < Y; y++) for (var x = 0; x < X; x++) {
          var j = owner[x + X * (y + Y * z)];
          ctx.fillStyle = j < 0 ? '#f4f4f4' : cssOf(j);
          ctx.fillRect(o[0] + x * cell, o[1] + y * cell, cell - inset, cell - inset);
        }
        ctx.strokeStyle = '#999'; ctx.lineWidth = 1;
        ctx.strokeRect(o[0] - 0.5, o[1] - 0.5, X * cell + 1, Y * cell + 1);
      }
      V.slices.running = running; V.slices.busy = busy;
      V.slices.signature = canvas.toDataURL().length + ':' + busy + ':' + running;
      info.textContent = running + ' jobs running on ' + busy + ' of ' + (X * Y * Z) + ' processors (' +
        pct(busy / (X * Y * Z)) + '), ' + waiting + ' waiting';
    }
    V.slices.jobAt = function (px, py) { // canvas pixel -> job index or -1
      for (var z = 0; z < Z; z++) {
        var o = origin(z), x = Math.floor((px - o[0]) / cell), y = Math.floor((py - o[1]) / cell);
        if (x >= 0 && y >= 0 && x < X && y < Y) return owner[x + X * (y + Y * z)];
      }
      return -1;
    };
    canvas.addEventListener('mousemove', function (ev) {
      var r = canvas.getBoundingClientRect(), j = V.slices.jobAt(ev.clientX - r.left, ev.clientY - r.top);
      if (j < 0) { hideTip(); return; }
      showTip(jobText(j, '<br>pairwise L1 distance ' + num(pairwise(j))), ev);
    });
    canvas.addEventListener('mouseleave', hideTip);
    slider(tMin, tMax, (tMax - tMin) / 1000, draw);
  }

  // ---- gang: the Ousterhout matrix at slot t --------------------------------------------------
  function matrix() {
    var p = D.capacity, canvas = document.getElementById('matrix'), ctx = canvas.getContext('2d');
    var room = canvas.parentNode.parentNode.clientWidth - 100;
    var cw = Math.max(2, Math.min(24, Math.floor(room / p))), info = document.getElementById('info'), now = tMin;
    V.matrix = {};
    function rowsAt(t) { // alive row ids at t, in creation order
      var out = [];
      for (var r = 0; r < D.rowIds; r++) if (rowSpan[2 * r] <= t && t < rowSpan[2 * r + 1]) out.push(r);
      return out;
    }
    var hits = [];
    function draw(t) {
      now = t;
      var alive = rowsAt(t), posOf = {};
      alive.forEach(function (r, i) { posOf[r] = i; });
      var rh = Math.max(3, Math.min(28, Math.floor(520 / Math.max(1, alive.length))));
      canvas.width = p * cw + 60; canvas.height = Math.max(1, alive.length) * rh + 2;
      ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.font = '10px sans-serif'; ctx.fillStyle = '#333';
      hits = [];
      var every = Math.ceil(13 / rh), labels = []; // slot labels at least a line apart
      for (var r2 = 0; r2 < alive.length; r2++) {
        ctx.fillStyle = '#f4f4f4'; ctx.fillRect(58, 1 + r2 * rh, p * cw, rh - 1);
        if ((r2 + 1) % every === 0 || every === 1) {
          ctx.fillStyle = '#333'; ctx.fillText('slot ' + (r2 + 1), 2, 1 + r2 * rh + rh / 2 + 3);
          labels.push({ x: 2, y: 1 + r2 * rh + rh / 2 + 3, text: 'slot ' + (r2 + 1), align: 'left' });
        }
      }
      V.axes['matrix-y'] = { font: '10px sans-serif', labels: labels, width: canvas.width };
      var own = 0, extra = 0;
      for (var c = 0; c < copyFrom.length; c++) {
        if (!(copyFrom[c] <= t && t < copyTo[c])) continue;
        var j = copies[3 * c], row = posOf[copies[3 * c + 1]], isExtra = copies[3 * c + 2] === 1;
        if (row == null) continue;
        if (isExtra) extra++; else own++;
        var x = 58 + block[2 * j] * cw, w = block[2 * j + 1] * cw, y = 1 + row * rh;
        ctx.globalAlpha = isExtra ? 0.45 : 1;
        ctx.fillStyle = cssOf(j);
        ctx.fillRect(x, y, procs[j] * cw, rh - 1);
        ctx.globalAlpha = 0.25;
        ctx.fillRect(x + procs[j] * cw, y, w - procs[j] * cw, rh - 1); // the block's cells the job leaves idle
        ctx.globalAlpha = 1;
        ctx.strokeStyle = isExtra ? '#777' : '#222';
        ctx.setLineDash(isExtra ? [3, 2] : []);
        ctx.strokeRect(x + 0.5, y + 0.5, w - 1, rh - 2);
        ctx.setLineDash([]);
        hits.push([x, y, w, rh - 1, j, isExtra]);
      }
      V.matrix.rows = alive.length; V.matrix.own = own; V.matrix.extra = extra;
      V.matrix.signature = canvas.toDataURL().length + ':' + alive.length + ':' + own + ':' + extra;
      info.textContent = 'slot ' + num(t) + ': ' + alive.length + ' rows (time slots), ' + own + ' jobs, ' + extra +
        ' extra copies (dashed)';
      redrawCharts();
    }
    canvas.addEventListener('mousemove', function (ev) {
      var r = canvas.getBoundingClientRect(), x = ev.clientX - r.left, y = ev.clientY - r.top;
      for (var q = 0; q < hits.length; q++) {
        var h = hits[q];
        if (x >= h[0] && x < h[0] + h[2] && y >= h[1] && y < h[1] + h[3]) {
          showTip(jobText(h[4], '<br>block ' + block[2 * h[4]] + '-' + (block[2 * h[4]] + block[2 * h[4] + 1] - 1) +
            (h[5] ? '<br>extra copy' : '')), ev);
          return;
        }
      }
      hideTip();
    });
    canvas.addEventListener('mouseleave', hideTip);
    timeChart(document.getElementById('frag'), {
      name: 'rows', title: 'Rows of the matrix (time slots) over time', height: 200,
      onClick: function (t) { V.setTime(t); }, draw: marker(function () { return now; }),
      series: [{ label: 'rows (mean per column)', stroke: 'rgb(148,103,189)', fmt: function (v) { return v.toFixed(2); } }],
      axes: [{ size: Y_AXIS }],
      compute: function (t0, t1, cols) {
        series(t0, t1, cols);
        return { x: columnsX(t0, t1, cols), y: [V.rowsSeries] };
      }
    });
    slider(Math.floor(tMin), Math.ceil(tMax), 1, draw);
  }

  // ---- start: the machine's picture first, the charts after its first frame is on screen --------
  function afterPaint(f) { requestAnimationFrame(function () { setTimeout(f, 0); }); }
  try {
    var sel = document.getElementById('colour');
    if (D.kind === 'mesh' || D.kind === 'gang') sel.value = 'job';
    if (!user) { var o = sel.querySelector('option[value=user]'); if (o) o.textContent = 'user (none: job id)'; }
    setColours(sel.value);
    V.timing.coloured = performance.now();
    if (D.kind === 'mesh') mesh();
    else if (gang) {
      if (!D.hasSlots) document.getElementById('info').textContent = 'This schedule has no slots column: the matrix cannot be drawn.';
      else matrix();
    } else {
      level = i32(D.level); minLevel = i32(D.minLevel); spread = i32(D.spread);
      gantt();
      if (D.kind === 'fattree') tree();
      if (D.kind === 'slices') slices();
    }
    V.timing.drawn = performance.now();
    sel.addEventListener('change', function () {
      setColours(sel.value);
      if (V.gantt) V.gantt.redraw();
      if (V.time) V.setTime(V.time());
    });
    afterPaint(function () {
      try {
        V.paintedAtMs = performance.now(); // the first frame with the machine's picture is on screen
        utilQueueCharts();
        V.timing.charts = performance.now();
        // the exact lowest and highest values per column: one sort of the events, after the first frames
        afterPaint(function () {
          try {
            buildSteps();
            updateCharts();
            V.timing.bands = performance.now();
            V.ready = true;
          } catch (e) { V.errors.push(String(e && e.stack || e)); throw e; }
        });
      } catch (e) { V.errors.push(String(e && e.stack || e)); throw e; }
    });
  } catch (e) {
    V.errors.push(String(e && e.stack || e));
    throw e;
  }
})();
