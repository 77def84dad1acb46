/* SchedLab schedule view, fair start times: on a page whose schedule has them (simulate --fairness,
 * the data's strictFst and relaxedFst columns), a job's card gains its strict and relaxed fair start
 * times and how long it started after each (its unfairness, never below 0). Written after view.js
 * and only on such pages, so other pages stay as they are: it watches the card and, when the card
 * is a job's (its first line 'job ID'), adds the lines at its end. */
(function () {
  'use strict';
  var V = window.SchedView, D = V.data, tip = document.getElementById('tip');
  if (!tip || D.strictFst == null) return;
  function bytes(b64) {
    var s = atob(b64), u = new Uint8Array(s.length);
    for (var i = 0; i < s.length; i++) u[i] = s.charCodeAt(i);
    return u.buffer;
  }
  function times(c) { return c.i32 != null ? new Float64Array(new Int32Array(bytes(c.i32))) : new Float64Array(bytes(c.f64)); }
  var strict = times(D.strictFst), relaxed = times(D.relaxedFst), byId = null;
  function indexOf(jobId) {
    if (byId == null) {
      byId = new Map();
      for (var i = 0; i < V.jobs.id.length; i++) byId.set(V.jobs.id[i], i);
    }
    return byId.get(jobId);
  }
  function line(name, fst, start) {
    return '<br>' + name + ' fair start ' + V.fmtTime(fst) + ', unfairness ' + V.fmtDur(Math.max(0, start - fst));
  }
  /** The lines of job index i, or '' when it has no fair start times. */
  function fairText(i) {
    if (isNaN(strict[i]) || isNaN(relaxed[i])) return '';
    var start = V.jobs.start[i];
    return line('strict', strict[i], start) + line('relaxed', relaxed[i], start);
  }
  V.fairText = fairText;
  V.fair = { strict: strict, relaxed: relaxed };
  new MutationObserver(function () {
    var b = tip.querySelector('b');
    if (!b || tip.querySelector('.fair')) return;
    var m = /^job (-?\d+)$/.exec(b.textContent), i = m ? indexOf(Number(m[1])) : undefined;
    if (i === undefined) return;
    var text = fairText(i);
    if (!text) return;
    var span = document.createElement('span');
    span.className = 'fair';
    span.innerHTML = text;
    tip.appendChild(span);
  }).observe(tip, { childList: true });
})();
