// The diff mode of the schedule view: two schedules of the same jobs on one time axis.
(function () {
  "use strict";
  var d = JSON.parse(document.getElementById("schedlab-diff").textContent);
  var n = d.id.length;
  var canvas = document.getElementById("diff");
  var hist = document.getElementById("hist");
  var tip = document.getElementById("tip");
  var only = document.getElementById("only");
  var W = Math.max(600, Math.min(1400, window.innerWidth - 60));
  var H = 560;
  var LEFT = 70, BOTTOM = 24;
  canvas.width = W; canvas.height = H;
  hist.width = W; hist.height = 200;
  function divergent(i) {
    return d.startA[i] === null || d.startB[i] === null || d.startA[i] !== d.startB[i];
  }
  var rows = [];
  function pick() {
    rows = [];
    for (var i = 0; i < n; i++) if (!only.checked || divergent(i)) rows.push(i);
  }
  var t0 = Infinity, t1 = -Infinity;
  for (var i = 0; i < n; i++) {
    t0 = Math.min(t0, d.submit[i]);
    [d.endA[i], d.endB[i]].forEach(function (e) { if (e !== null) t1 = Math.max(t1, e); });
  }
  if (!(t1 > t0)) t1 = t0 + 1;
  var view;
  function reset() { view = { t0: t0, t1: t1, r0: 0, r1: Math.max(1, rows.length) }; }
  function x(t) { return LEFT + (t - view.t0) / (view.t1 - view.t0) * (W - LEFT - 4); }
  function y(r) { return (r - view.r0) / (view.r1 - view.r0) * (H - BOTTOM); }
  function label(t) {
    var a = Math.abs(t);
    return a >= 1e5 ? t.toExponential(2) : (Math.round(t * 100) / 100).toString();
  }
  function bar(ctx, s, e, top, h, colour) {
    if (s === null) return;
    var xa = x(s), xb = Math.max(x(e), xa + 1);
    if (xb < LEFT || xa > W) return;
    ctx.fillStyle = colour;
    ctx.fillRect(Math.max(LEFT, xa), top, Math.min(W, xb) - Math.max(LEFT, xa), Math.max(1, h));
  }
  function draw() {
    var ctx = canvas.getContext("2d");
    ctx.clearRect(0, 0, W, H);
    var lo = Math.max(0, Math.floor(view.r0)), hi = Math.min(rows.length, Math.ceil(view.r1));
    var h = (H - BOTTOM) / (view.r1 - view.r0);
    for (var r = lo; r < hi; r++) {
      var i = rows[r], top = y(r), dv = divergent(i);
      bar(ctx, d.startA[i], d.endA[i], top, h / 2, dv ? "#1f5fbf" : "#b8b8b8");
      bar(ctx, d.startB[i], d.endB[i], top + h / 2, h / 2, dv ? "#d2691e" : "#d0d0d0");
    }
    ctx.fillStyle = "#222";
    ctx.font = "11px sans-serif";
    for (var k = 0; k <= 5; k++) {
      var t = view.t0 + (view.t1 - view.t0) * k / 5;
      ctx.fillText(label(t), Math.min(W - 50, x(t)), H - 6);
    }
    ctx.fillText("row " + lo, 2, 12);
    ctx.fillText("row " + hi, 2, H - BOTTOM - 2);
  }
  function drawHistogram() {
    var diffs = [];
    for (var i = 0; i < n; i++) {
      if (d.startA[i] !== null && d.startB[i] !== null && d.startA[i] !== d.startB[i]) diffs.push(d.startB[i] - d.startA[i]);
    }
    var ctx = hist.getContext("2d");
    ctx.clearRect(0, 0, hist.width, hist.height);
    ctx.font = "11px sans-serif";
    if (diffs.length === 0) { ctx.fillText("no divergent starts", 10, 20); return; }
    var lo = Infinity, hi = -Infinity;
    diffs.forEach(function (v) { lo = Math.min(lo, v); hi = Math.max(hi, v); });
    if (hi === lo) hi = lo + 1;
    var bins = 60, counts = new Array(bins).fill(0), top = 0;
    diffs.forEach(function (v) { counts[Math.min(bins - 1, Math.floor((v - lo) / (hi - lo) * bins))]++; });
    counts.forEach(function (c) { top = Math.max(top, c); });
    var bw = (hist.width - LEFT) / bins;
    for (var b = 0; b < bins; b++) {
      var bh = counts[b] / top * (hist.height - 30);
      ctx.fillStyle = lo + (b + 0.5) * (hi - lo) / bins < 0 ? "#1f5fbf" : "#d2691e";
      ctx.fillRect(LEFT + b * bw, hist.height - 20 - bh, Math.max(1, bw - 1), bh);
    }
    ctx.fillStyle = "#222";
    ctx.fillText(label(lo), LEFT, hist.height - 6);
    ctx.fillText(label(hi), hist.width - 60, hist.height - 6);
    ctx.fillText(top + " jobs", 2, 12);
  }
  canvas.addEventListener("wheel", function (e) {
    e.preventDefault();
    var f = e.deltaY > 0 ? 1.25 : 0.8;
    if (e.shiftKey) {
      var r = view.r0 + (e.offsetY / (H - BOTTOM)) * (view.r1 - view.r0);
      view.r0 = r - (r - view.r0) * f; view.r1 = r + (view.r1 - r) * f;
    } else {
      var t = view.t0 + (e.offsetX - LEFT) / (W - LEFT - 4) * (view.t1 - view.t0);
      view.t0 = t - (t - view.t0) * f; view.t1 = t + (view.t1 - t) * f;
    }
    draw();
  });
  var drag = null;
  canvas.addEventListener("mousedown", function (e) { drag = { x: e.offsetX, y: e.offsetY, v: Object.assign({}, view) }; });
  window.addEventListener("mouseup", function () { drag = null; });
  canvas.addEventListener("mousemove", function (e) {
    if (drag) {
      var dt = (e.offsetX - drag.x) / (W - LEFT - 4) * (drag.v.t1 - drag.v.t0);
      var dr = (e.offsetY - drag.y) / (H - BOTTOM) * (drag.v.r1 - drag.v.r0);
      view.t0 = drag.v.t0 - dt; view.t1 = drag.v.t1 - dt; view.r0 = drag.v.r0 - dr; view.r1 = drag.v.r1 - dr;
      draw();
      return;
    }
    var r = Math.floor(view.r0 + e.offsetY / (H - BOTTOM) * (view.r1 - view.r0));
    if (r < 0 || r >= rows.length) { tip.style.display = "none"; return; }
    var i = rows[r];
    tip.innerHTML = "job " + d.id[i] + " (" + d.procs[i] + " procs), submit " + label(d.submit[i]) +
      "<br>A: " + (d.startA[i] === null ? "absent" : label(d.startA[i]) + " to " + label(d.endA[i])) +
      "<br>B: " + (d.startB[i] === null ? "absent" : label(d.startB[i]) + " to " + label(d.endB[i]));
    tip.style.left = (e.pageX + 12) + "px"; tip.style.top = (e.pageY + 12) + "px"; tip.style.display = "block";
  });
  canvas.addEventListener("mouseleave", function () { tip.style.display = "none"; });
  canvas.addEventListener("dblclick", function () { reset(); draw(); });
  only.addEventListener("change", function () { pick(); reset(); draw(); });
  pick(); reset(); draw(); drawHistogram();
  window.schedlabDiffReady = true;
})();
