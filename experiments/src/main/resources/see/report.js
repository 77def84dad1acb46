/* SchedLab report.html: the claims filter and one uPlot chart per figure (our means with 95%
 * whiskers, the paper's values as open circles, its stated levels as dashed lines). The legend
 * shows the exact numbers at the pointer. window.SchedReport exposes the charts for tests. */
(function () {
  'use strict';
  var R = (window.SchedReport = { figures: {}, errors: [], ready: false });
  var D = JSON.parse(document.getElementById('schedlab-data').textContent);
  var COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];

  function fmt(v) {
    if (v == null || !isFinite(v)) return '—';
    if (v === Math.round(v) && Math.abs(v) < 1e15) return String(v);
    var a = Math.abs(v);
    return a >= 1000 ? v.toFixed(0) : a >= 10 ? v.toFixed(2) : a >= 0.01 ? v.toFixed(4) : v.toPrecision(4);
  }
  R.fmt = fmt;

  // ---- claims filter: by verdict and by text ---------------------------------------------------
  Array.prototype.forEach.call(document.querySelectorAll('.filter'), function (f) {
    var table = document.getElementById(f.getAttribute('data-table')), verdict = 'ALL', text = '';
    var search = f.querySelector('.search');
    function apply() {
      Array.prototype.forEach.call(table.querySelectorAll('tbody tr'), function (tr) {
        var ok = (verdict === 'ALL' || tr.getAttribute('data-verdict') === verdict) &&
          (!text || tr.textContent.toLowerCase().indexOf(text) >= 0);
        tr.style.display = ok ? '' : 'none';
      });
    }
    Array.prototype.forEach.call(f.querySelectorAll('button'), function (b) {
      b.addEventListener('click', function () {
        verdict = b.getAttribute('data-verdict');
        Array.prototype.forEach.call(f.querySelectorAll('button'), function (x) { x.classList.toggle('on', x === b); });
        apply();
      });
    });
    search.addEventListener('input', function () { text = search.value.toLowerCase(); apply(); });
  });

  // ---- charts -----------------------------------------------------------------------------------
  function chart(el, F) {
    var colourOf = {}, xsSet = {};
    F.series.forEach(function (s, i) { colourOf[s.label] = COLOURS[i % COLOURS.length]; s.x.forEach(function (x) { xsSet[x] = 1; }); });
    var points = {}, lines = [];
    F.paper.forEach(function (m) {
      if (m.kind === 'point') {
        if (F.logY && !(m.y > 0)) return;
        var key = m.series || '';
        (points[key] = points[key] || []).push(m);
        xsSet[m.x] = 1;
      } else lines.push(m);
    });
    var xs = Object.keys(xsSet).map(Number).sort(function (a, b) { return a - b; });
    var at = {};
    xs.forEach(function (x, i) { at[x] = i; });
    function column() { return xs.map(function () { return null; }); }
    var data = [xs], series = [{ label: F.xLabel, value: function (u, v) { return v == null ? '—' : fmt(v); } }];
    var whiskers = [];
    F.series.forEach(function (s) {
      var y = column(), ci = column(), n = column();
      s.x.forEach(function (x, k) {
        var v = s.mean[k];
        y[at[x]] = F.logY && !(v > 0) ? null : v;
        ci[at[x]] = s.ci[k];
        n[at[x]] = s.n[k];
      });
      data.push(y);
      whiskers.push({ idx: data.length - 1, ci: ci, colour: colourOf[s.label] });
      series.push({
        label: s.label, stroke: colourOf[s.label], width: 1.6, spanGaps: true,
        points: { show: true, size: 6, fill: colourOf[s.label] },
        value: function (u, v, si, i) {
          if (v == null) return '—';
          return fmt(v) + (ci[i] != null && ci[i] > 0 ? ' ± ' + fmt(ci[i]) : '') + (n[i] != null ? ' (n=' + n[i] + ')' : '');
        }
      });
    });
    var paperCount = 0;
    Object.keys(points).forEach(function (key) {
      var y = column(), src = column();
      points[key].forEach(function (m) { y[at[m.x]] = m.y; src[at[m.x]] = m.source; paperCount++; });
      var c = colourOf[key] || '#000';
      data.push(y);
      series.push({
        label: (key ? key + ' ' : '') + '(paper)', stroke: c, width: 0, paths: function () { return null; },
        points: { show: true, size: 11, width: 2, stroke: c, fill: 'rgba(255,255,255,0.85)', space: 0 },
        value: function (u, v, si, i) { return v == null ? '—' : 'paper ' + fmt(v) + (src[i] ? ' (' + src[i] + ')' : ''); }
      });
    });
    function include(values, min, max) {
      values.forEach(function (v) { if (v < min) min = v; if (v > max) max = v; });
      return [min, max];
    }
    var hl = lines.filter(function (m) { return m.kind === 'hline' && (!F.logY || m.y > 0); }).map(function (m) { return m.y; });
    var vl = lines.filter(function (m) { return m.kind === 'vline'; }).map(function (m) { return m.y; });
    var opts = {
      width: Math.min(900, Math.max(360, el.clientWidth - 10)), height: 380,
      scales: {
        x: { time: false, range: function (u, min, max) { var r = include(vl, min, max); return uPlot.rangeNum(r[0], r[1], 0.05, true); } },
        y: F.logY
          ? { distr: 3, range: function (u, min, max) { var r = include(hl, min, max); return uPlot.rangeLog(r[0], r[1], 10, true); } }
          : { range: function (u, min, max) { var r = include(hl, min, max); return uPlot.rangeNum(r[0], r[1], 0.1, true); } }
      },
      axes: [{ label: F.xLabel }, { label: F.yLabel, size: 70 }],
      series: series,
      hooks: { draw: [function (u) {
        var c = u.ctx;
        c.save();
        whiskers.forEach(function (w) {
          if (!u.series[w.idx].show) return;
          var ys = u.data[w.idx];
          c.strokeStyle = w.colour; c.lineWidth = 1.2;
          for (var i = 0; i < xs.length; i++) {
            var m = ys[i], h = w.ci[i];
            if (m == null || h == null || !(h > 0)) continue;
            var lo = m - h, hi = m + h;
            if (F.logY && lo <= 0) lo = u.scales.y.min;
            var x = u.valToPos(xs[i], 'x', true), y0 = u.valToPos(lo, 'y', true), y1 = u.valToPos(hi, 'y', true);
            c.beginPath(); c.moveTo(x, y0); c.lineTo(x, y1);
            c.moveTo(x - 4, y0); c.lineTo(x + 4, y0); c.moveTo(x - 4, y1); c.lineTo(x + 4, y1); c.stroke();
          }
        });
        c.setLineDash([6, 4]); c.lineWidth = 1.5; c.font = '11px sans-serif';
        var vk = 0;
        lines.forEach(function (m) {
          if (m.kind === 'hline' && F.logY && !(m.y > 0)) return;
          c.strokeStyle = c.fillStyle = m.series ? (colourOf[m.series] || '#000') : '#000';
          var b = u.bbox, text = (m.series ? m.series + ': ' : '') + 'paper ' + fmt(m.y);
          c.beginPath();
          if (m.kind === 'hline') {
            var y = u.valToPos(m.y, 'y', true);
            c.moveTo(b.left, y); c.lineTo(b.left + b.width, y); c.stroke();
            c.textAlign = 'right';
            c.fillText(text, b.left + b.width - 4, y - 3);
          } else {
            var x = u.valToPos(m.y, 'x', true);
            c.moveTo(x, b.top); c.lineTo(x, b.top + b.height); c.stroke();
            c.textAlign = 'right'; // left of the line, one label under the other
            c.fillText(text, x - 4, b.top + 12 + 14 * vk++);
          }
        });
        c.restore();
      }] }
    };
    var u = new uPlot(opts, data, el);
    if (lines.length) {
      var p = document.createElement('p');
      p.className = 'lines';
      p.textContent = 'Dashed: ' + lines.map(function (m) {
        return (m.series ? m.series + ': ' : '') + 'paper ' + fmt(m.y) + (m.kind === 'vline' ? ' (x)' : '') + ' — ' + m.source;
      }).join('; ');
      el.appendChild(p);
    }
    R.figures[F.id] = { u: u, ours: F.series.length, paperPoints: paperCount, paperLines: lines.length,
      paperValues: F.paper.map(function (m) { return m.y; }) };
  }
  try {
    var byId = {};
    D.figures.forEach(function (f) { byId[f.id] = f; });
    Array.prototype.forEach.call(document.querySelectorAll('.chart[data-figure]'), function (el) {
      chart(el, byId[el.getAttribute('data-figure')]);
    });
    R.ready = true;
  } catch (e) {
    R.errors.push(String(e && e.stack || e));
    throw e;
  }
})();
