/* SchedLab schedule view: draws one run's schedule from the data block of this page.
 * Gantt (flat, fat-tree, multicluster): canvas raster of every job's processor ranges over time,
 * written into an ImageData buffer, so the cost of a frame is bounded by the canvas area plus one
 * pass over the jobs (232k jobs draw in tens of milliseconds). Mesh: occupancy at time t.
 * Fat tree: the leaves laid out as nested switch groups at time t. Gang: the Ousterhout matrix at
 * slot t. Every kind: utilization and queue length over time (uPlot), recomputed for the window.
 * window.SchedView exposes the state for tests. */
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('schedlab-data').textContent);
  var V = (window.SchedView = { data: D, errors: [], ready: false });

  // ---- decoding --------------------------------------------------------------------------------
  function bytes(b64) {
    var s = atob(b64), n = s.length, u = new Uint8Array(n);
    for (var i = 0; i < n; i++) u[i] = s.charCodeAt(i);
    return u.buffer;
  }
  function f64(b64) { return b64 == null ? null : new Float64Array(bytes(b64)); }
  function i32(b64) { return b64 == null ? null : new Int32Array(bytes(b64)); }
  var n = D.n, id = i32(D.id), submit = f64(D.submit), start = f64(D.start), end = f64(D.end);
  var procs = i32(D.procs), user = i32(D.user);
  V.jobs = { id: id, submit: submit, start: start, end: end, procs: procs, user: user };
  var tMin = Infinity, tMax = -Infinity;
  for (var i = 0; i < n; i++) {
    if (submit[i] < tMin) tMin = submit[i];
    if (end[i] > tMax) tMax = end[i];
  }
  if (!(tMax > tMin)) tMax = tMin + 1;
  V.span = [tMin, tMax];

  // ---- formatting ------------------------------------------------------------------------------
  function num(v) {
    if (v === Math.round(v) && Math.abs(v) < 1e15) return String(v);
    var a = Math.abs(v);
    return a >= 100 ? v.toFixed(1) : a >= 1 ? v.toFixed(3) : v.toPrecision(4);
  }
  V.num = num;
  function esc(s) { return String(s).replace(/[&<>]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;' }[c]; }); }
  function jobText(i, extra) {
    var s = '<b>job ' + id[i] + '</b><br>size ' + procs[i] + '<br>submit ' + num(submit[i]) + '<br>start ' +
      num(start[i]) + '<br>end ' + num(end[i]) + '<br>wait ' + num(start[i] - submit[i]);
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

  // ---- colours: by wait (log), size (log2) or user (palette) ----------------------------------
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
  var colour = new Uint32Array(n), css = new Array(n), mode = 'wait', scaleText = '';
  function pack(c) { return (255 << 24 | (c[2] & 255) << 16 | (c[1] & 255) << 8 | (c[0] & 255)) >>> 0; }
  function setColours(m) {
    mode = m;
    var lo = Infinity, hi = -Infinity, i, v;
    for (i = 0; i < n; i++) {
      v = m === 'wait' ? Math.log1p(start[i] - submit[i]) : m === 'size' ? Math.log2(procs[i]) : 0;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    var w = hi > lo ? hi - lo : 1;
    for (i = 0; i < n; i++) {
      var c;
      if (m === 'user') c = PALETTE[((user ? user[i] : id[i]) % PALETTE.length + PALETTE.length) % PALETTE.length];
      else if (m === 'job') c = PALETTE[(i * 7 + id[i]) % PALETTE.length];
      else c = ramp(((m === 'wait' ? Math.log1p(start[i] - submit[i]) : Math.log2(procs[i])) - lo) / w);
      colour[i] = pack(c);
      css[i] = 'rgb(' + Math.round(c[0]) + ',' + Math.round(c[1]) + ',' + Math.round(c[2]) + ')';
    }
    scaleText = m === 'wait' ? 'wait ' + num(Math.expm1(lo)) + ' (dark) to ' + num(Math.expm1(hi)) + ' (yellow), log scale'
      : m === 'size' ? 'size ' + num(Math.pow(2, lo)) + ' (dark) to ' + num(Math.pow(2, hi)) + ' (yellow), log scale'
      : m === 'user' ? (user ? 'one colour per user (20 colours, repeating)' : 'no users in this schedule: one colour per job id')
      : 'one colour per job';
    var s = document.getElementById('scale');
    if (s) s.textContent = scaleText;
  }
  V.colourOf = function (i) { return css[i]; };

  // ---- utilization and queue length over a window ----------------------------------------------
  // Each interval [a, b) of weight w is added to the bins it overlaps, pro rata: O(1) per job
  // through a difference array for whole bins.
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
    copies = i32(D.copies); copyFrom = f64(D.copyFrom); copyTo = f64(D.copyTo); block = i32(D.block);
    rowSpan = new Float64Array(2 * D.rowIds);
    for (var r = 0; r < D.rowIds; r++) { rowSpan[2 * r] = Infinity; rowSpan[2 * r + 1] = -Infinity; }
    for (var c = 0; c < copyFrom.length; c++) {
      var row = copies[3 * c + 1];
      if (copyFrom[c] < rowSpan[2 * row]) rowSpan[2 * row] = copyFrom[c];
      if (copyTo[c] > rowSpan[2 * row + 1]) rowSpan[2 * row + 1] = copyTo[c];
    }
  }
  /** Utilization (fraction of the machine) and mean queue length per bin of [t0, t1). */
  function series(t0, t1, nb) {
    var busy = binner(t0, t1, nb), queue = binner(t0, t1, nb), xs = new Float64Array(nb), i;
    for (i = 0; i < n; i++) queue.add(submit[i], start[i], 1);
    var util;
    if (gang) {
      // the cycle average of active processors: copies' processors over P x rows
      var rows = binner(t0, t1, nb);
      for (var r = 0; r < D.rowIds; r++) rows.add(rowSpan[2 * r], rowSpan[2 * r + 1], 1);
      for (var c = 0; c < copyFrom.length; c++) busy.add(copyFrom[c], copyTo[c], procs[copies[3 * c]]);
      var b = busy.values(), rv = rows.values();
      util = new Float64Array(nb);
      for (var k = 0; k < nb; k++) util[k] = rv[k] > 0 ? b[k] / (D.capacity * rv[k]) : 0;
      V.rowsSeries = rv;
    } else {
      for (i = 0; i < n; i++) busy.add(start[i], end[i], procs[i]);
      util = busy.values();
      for (var k2 = 0; k2 < nb; k2++) util[k2] /= D.capacity;
    }
    for (var k3 = 0; k3 < nb; k3++) xs[k3] = t0 + (k3 + 0.5) * busy.dt;
    return { x: xs, util: util, queue: queue.values() };
  }
  V.series = series;

  var charts = [];
  function chartWidth(el) { return Math.max(300, el.clientWidth - 10); }
  function timeChart(el, title, label, stroke, yfmt, extraHook) {
    var opts = {
      title: title, width: chartWidth(el), height: 180,
      scales: { x: { time: false } },
      series: [{ label: 'time', value: function (u, v) { return v == null ? '-' : num(v); } },
        { label: label, stroke: stroke, fill: stroke.replace('rgb', 'rgba').replace(')', ',0.12)'), width: 1.5,
          value: function (u, v) { return v == null ? '-' : yfmt(v); } }],
      axes: [{}, { values: function (u, vs) { return vs.map(yfmt); }, size: 60 }],
      hooks: extraHook ? { draw: [extraHook] } : {}
    };
    var u = new uPlot(opts, [[], []], el);
    charts.push({ u: u, el: el });
    return u;
  }
  var utilChart, queueChart;
  function updateSeries(t0, t1) {
    var s = series(t0, t1, 600);
    V.lastSeries = s;
    utilChart.setData([Array.from(s.x), Array.from(s.util)]);
    queueChart.setData([Array.from(s.x), Array.from(s.queue)]);
  }
  function pct(v) { return (100 * v).toFixed(1) + '%'; }
  window.addEventListener('resize', function () {
    charts.forEach(function (c) { c.u.setSize({ width: chartWidth(c.el), height: c.u.height }); });
  });

  // ---- Gantt -----------------------------------------------------------------------------------
  function gantt() {
    var rangeIndex = i32(D.rangeIndex), ranges = i32(D.ranges), rows = D.rows;
    var canvas = document.getElementById('gantt'), ctx = canvas.getContext('2d');
    var L = 56, B = 26, T = 6, R = 8; // margins: axis labels left and below
    var view = { t0: tMin, t1: tMax, p0: 0, p1: rows };
    var W, H, img, buf, pick, dirty = true;
    V.gantt = { view: view };
    function size() {
      canvas.width = Math.max(400, canvas.parentNode.clientWidth - 4);
      canvas.height = Math.max(260, Math.min(640, Math.round(window.innerHeight * 0.62)));
      W = canvas.width - L - R; H = canvas.height - T - B;
      img = ctx.createImageData(W, H);
      buf = new Uint32Array(img.data.buffer);
      pick = new Int32Array(W * H);
      dirty = true;
    }
    function draw() {
      var t0 = performance.now();
      var sx = W / (view.t1 - view.t0), sy = H / (view.p1 - view.p0);
      buf.fill(0xffffffff);
      pick.fill(-1);
      var edge = sx * 1 > 0 && sy >= 4;
      for (var i = 0; i < n; i++) {
        var a = start[i], b = end[i];
        if (b < view.t0 || a > view.t1) continue;
        var x0 = Math.floor((a - view.t0) * sx), x1 = Math.ceil((b - view.t0) * sx);
        if (x1 <= x0) x1 = x0 + 1;
        if (x0 < 0) x0 = 0;
        if (x1 > W) x1 = W;
        if (x1 <= x0) continue;
        var col = colour[i], dark = ((col & 0xff000000) | ((col >>> 1) & 0x007f7f7f)) >>> 0;
        var wide = x1 - x0 >= 4;
        for (var k = rangeIndex[i]; k < rangeIndex[i + 1]; k++) {
          var lo = ranges[2 * k], hi = ranges[2 * k + 1] + 1;
          if (hi <= view.p0 || lo >= view.p1) continue;
          var y0 = Math.floor((lo - view.p0) * sy), y1 = Math.ceil((hi - view.p0) * sy);
          if (y1 <= y0) y1 = y0 + 1;
          if (y0 < 0) y0 = 0;
          if (y1 > H) y1 = H;
          for (var y = y0; y < y1; y++) {
            var o = y * W;
            buf.fill(col, o + x0, o + x1);
            pick.fill(i, o + x0, o + x1);
            if (wide && edge) buf[o + x0] = dark;
          }
          if (edge && wide && y1 - y0 >= 4) buf.fill(dark, y0 * W + x0, y0 * W + x1);
        }
      }
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.putImageData(img, L, T);
      axes(sx, sy);
      V.gantt.lastRenderMs = performance.now() - t0;
      if (V.gantt.firstRenderMs == null) {
        V.gantt.firstRenderMs = V.gantt.lastRenderMs;
        V.gantt.shownAtMs = performance.now(); // since the navigation started: load, decode and first frame
      }
      V.gantt.frames = (V.gantt.frames || 0) + 1;
      dirty = false;
    }
    function ticks(a, b, count) {
      var step = Math.pow(10, Math.floor(Math.log10((b - a) / count))), out = [];
      [1, 2, 5, 10].some(function (m) { if ((b - a) / (step * m) <= count) { step *= m; return true; } return false; });
      for (var v = Math.ceil(a / step) * step; v <= b; v += step) out.push(v);
      return out;
    }
    function axes(sx, sy) {
      ctx.fillStyle = '#333'; ctx.strokeStyle = '#999'; ctx.font = '11px sans-serif';
      ctx.strokeRect(L - 0.5, T - 0.5, W + 1, H + 1);
      ctx.textAlign = 'center';
      ticks(view.t0, view.t1, Math.max(2, W / 110)).forEach(function (v) {
        var x = L + (v - view.t0) * sx;
        ctx.fillRect(x, T + H, 1, 4);
        ctx.fillText(num(v), x, T + H + 15);
      });
      ctx.textAlign = 'right';
      ticks(view.p0, view.p1, Math.max(2, H / 40)).forEach(function (v) {
        if (v !== Math.round(v)) return;
        var y = T + (v - view.p0) * sy;
        ctx.fillRect(L - 4, y, 4, 1);
        ctx.fillText(String(v), L - 6, y + 4);
      });
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
    function frame() { if (dirty) { draw(); updateSeries(view.t0, view.t1); } requestAnimationFrame(frame); }
    V.gantt.jobAt = function (px, py) { // canvas pixel -> job index or -1
      var x = Math.floor(px - L), y = Math.floor(py - T);
      return x < 0 || y < 0 || x >= W || y >= H ? -1 : pick[y * W + x];
    };
    V.gantt.setWindow = function (t0, t1, p0, p1) {
      view.t0 = t0; view.t1 = t1;
      if (p0 != null) { view.p0 = p0; view.p1 = p1; }
      dirty = true;
    };
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
      var extra = '';
      if (D.kind === 'fattree') extra = treeText(j);
      showTip(jobText(j, extra), ev);
    });
    canvas.addEventListener('mouseleave', hideTip);
    canvas.addEventListener('dblclick', V.gantt.reset);
    document.getElementById('reset').addEventListener('click', V.gantt.reset);
    size();
    window.addEventListener('resize', size);
    draw();
    updateSeries(view.t0, view.t1);
    requestAnimationFrame(frame);
  }

  // ---- a time slider with play -----------------------------------------------------------------
  function slider(lo, hi, step, onTime) {
    var input = document.getElementById('time'), label = document.getElementById('time-label');
    var play = document.getElementById('play'), steps = Math.max(1, Math.min(2000, Math.round((hi - lo) / step)));
    input.min = 0; input.max = steps; input.step = 1; input.value = Math.round(steps / 2);
    var timer = null;
    function at() { var t = lo + (hi - lo) * input.value / steps; return step >= 1 ? Math.floor(t) : t; }
    function update() { var t = at(); label.textContent = 't = ' + num(t); onTime(t); }
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
      var c = u.ctx;
      c.save(); c.strokeStyle = '#d62728'; c.lineWidth = 2;
      c.beginPath(); c.moveTo(x, u.bbox.top); c.lineTo(x, u.bbox.top + u.bbox.height); c.stroke(); c.restore();
    };
  }

  // ---- mesh ------------------------------------------------------------------------------------
  function mesh() {
    var w = D.sizes[0], h = D.sizes[1], rect = i32(D.rect);
    var canvas = document.getElementById('mesh'), ctx = canvas.getContext('2d');
    var cell = Math.max(2, Math.floor(Math.min(720 / w, 560 / h)));
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
        ctx.fillStyle = css[i];
        ctx.fillRect(x0 * cell + 1, y0 * cell + 1, (x1 - x0 + 1) * cell - 1, (y1 - y0 + 1) * cell - 1);
        ctx.strokeStyle = '#222';
        ctx.strokeRect(x0 * cell + 0.5, y0 * cell + 0.5, (x1 - x0 + 1) * cell, (y1 - y0 + 1) * cell);
        for (var yy = y0; yy <= y1; yy++) for (var xx = x0; xx <= x1; xx++) owner[yy * w + xx] = i;
      }
      V.mesh.running = running; V.mesh.busy = busy;
      V.mesh.signature = canvas.toDataURL().length + ':' + busy + ':' + running;
      info.textContent = running + ' jobs running on ' + busy + ' of ' + (w * h) + ' nodes (' + pct(busy / (w * h)) +
        '), ' + waiting + ' waiting';
      fragChart.redraw(false, false);
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
    var ft = f64(D.fragT), ff = i32(D.fragFree), fl = i32(D.fragLargest), fr = [];
    for (var k = 0; k < ft.length; k++) fr.push(ff[k] > 0 ? 100 * (1 - fl[k] / ff[k]) : 0);
    var el = document.getElementById('frag');
    var fragChart = new uPlot({
      title: 'Fragmentation: free nodes, largest free submesh, and 1 - largest/free (%)', width: chartWidth(el), height: 220,
      scales: { x: { time: false }, pct: { range: [0, 100] } },
      series: [{ label: 'time', value: function (u, v) { return v == null ? '-' : num(v); } },
        { label: 'free nodes', stroke: 'rgb(31,119,180)', width: 1.2, paths: uPlot.paths.stepped({ align: 1 }) },
        { label: 'largest free submesh', stroke: 'rgb(44,160,44)', width: 1.2, paths: uPlot.paths.stepped({ align: 1 }) },
        { label: 'fragmentation %', stroke: 'rgb(214,39,40)', width: 1, scale: 'pct', paths: uPlot.paths.stepped({ align: 1 }),
          value: function (u, v) { return v == null ? '-' : v.toFixed(1) + '%'; } }],
      axes: [{}, { label: 'nodes' }, { scale: 'pct', side: 1, grid: { show: false }, label: '%' }],
      hooks: { draw: [marker(function () { return now; })], ready: [function (u) {
        u.over.addEventListener('click', function () { if (u.cursor.left >= 0) V.setTime(u.posToVal(u.cursor.left, 'x')); });
      }] }
    }, [Array.from(ft), Array.from(ff), Array.from(fl), fr], el);
    charts.push({ u: fragChart, el: el });
    V.mesh.fragChart = fragChart;
    slider(tMin, tMax, (tMax - tMin) / 1000, draw);
    updateSeries(tMin, tMax);
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
    var cell = Math.max(3, Math.floor(Math.min(760 / gx, 560 / gy)));
    canvas.width = gx * cell + 2; canvas.height = gy * cell + 2;
    var owner = new Int32Array(leaves), info = document.getElementById('info'), now = tMin;
    V.tree = { cell: cell };
    function draw(t) {
      now = t;
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
        ctx.fillStyle = v3 >= installed ? '#ddd' : o < 0 ? '#f4f4f4' : css[o];
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

  // ---- gang: the Ousterhout matrix at slot t --------------------------------------------------
  function matrix() {
    var p = D.capacity, canvas = document.getElementById('matrix'), ctx = canvas.getContext('2d');
    var cw = Math.max(2, Math.floor(900 / p)), info = document.getElementById('info'), now = tMin;
    var maxRows = 1;
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
      maxRows = Math.max(maxRows, alive.length);
      var rh = Math.max(3, Math.min(28, Math.floor(520 / Math.max(1, alive.length))));
      canvas.width = p * cw + 60; canvas.height = Math.max(1, alive.length) * rh + 2;
      ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.font = '10px sans-serif'; ctx.fillStyle = '#333';
      hits = [];
      for (var r2 = 0; r2 < alive.length; r2++) {
        ctx.fillStyle = '#f4f4f4'; ctx.fillRect(58, 1 + r2 * rh, p * cw, rh - 1);
        if (rh >= 9) { ctx.fillStyle = '#333'; ctx.fillText('slot ' + (r2 + 1), 2, 1 + r2 * rh + rh / 2 + 3); }
      }
      var own = 0, extra = 0;
      for (var c = 0; c < copyFrom.length; c++) {
        if (!(copyFrom[c] <= t && t < copyTo[c])) continue;
        var j = copies[3 * c], row = posOf[copies[3 * c + 1]], isExtra = copies[3 * c + 2] === 1;
        if (row == null) continue;
        if (isExtra) extra++; else own++;
        var x = 58 + block[2 * j] * cw, w = block[2 * j + 1] * cw, y = 1 + row * rh;
        ctx.globalAlpha = isExtra ? 0.45 : 1;
        ctx.fillStyle = css[j];
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
      if (rowsChart) rowsChart.redraw(false, false);
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
    var rowsChart = null;
    var el = document.getElementById('frag');
    var s = series(tMin, tMax, 600);
    rowsChart = new uPlot({
      title: 'Rows of the matrix (time slots) over time', width: chartWidth(el), height: 200,
      scales: { x: { time: false } },
      series: [{ label: 'slot', value: function (u, v) { return v == null ? '-' : num(v); } },
        { label: 'rows (mean per bin)', stroke: 'rgb(148,103,189)', width: 1.5, value: function (u, v) { return v == null ? '-' : v.toFixed(2); } }],
      axes: [{}, {}],
      hooks: { draw: [marker(function () { return now; })], ready: [function (u) {
        u.over.addEventListener('click', function () { if (u.cursor.left >= 0) V.setTime(u.posToVal(u.cursor.left, 'x')); });
      }] }
    }, [Array.from(s.x), Array.from(V.rowsSeries)], el);
    charts.push({ u: rowsChart, el: el });
    slider(Math.floor(tMin), Math.ceil(tMax), 1, draw);
    updateSeries(tMin, tMax);
  }

  // ---- start ------------------------------------------------------------------------------------
  try {
    var sel = document.getElementById('colour');
    if (D.kind === 'mesh' || D.kind === 'gang') sel.value = 'job';
    if (!user) { var o = sel.querySelector('option[value=user]'); if (o) o.textContent = 'user (none: job id)'; }
    setColours(sel.value);
    utilChart = timeChart(document.getElementById('util'), gang
      ? 'Utilization: processors of the jobs in the running slot, averaged over the cycle'
      : 'Utilization (busy processors / ' + D.capacity + ')', 'utilization', 'rgb(31,119,180)', pct);
    queueChart = timeChart(document.getElementById('queue'), 'Queue length (jobs waiting, time average per bin)',
      'waiting jobs', 'rgb(255,127,14)', function (v) { return v.toFixed(v < 10 ? 2 : 0); });
    if (D.kind === 'mesh') mesh();
    else if (D.kind === 'gang') {
      if (!D.hasSlots) document.getElementById('info').textContent = 'This schedule has no slots column: the matrix cannot be drawn.';
      else matrix();
    } else {
      level = i32(D.level); minLevel = i32(D.minLevel); spread = i32(D.spread);
      gantt();
      if (D.kind === 'fattree') tree();
    }
    sel.addEventListener('change', function () {
      setColours(sel.value);
      if (V.gantt) V.gantt.redraw();
      if (V.time) V.setTime(V.time());
    });
    V.ready = true;
  } catch (e) {
    V.errors.push(String(e && e.stack || e));
    throw e;
  }
})();
