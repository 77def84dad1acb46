/**
 * Schedule views: a run's schedule drawn for its machine as one self-contained HTML page ({@code
 * schedlab view SCHEDULE.csv}, {@code simulate --view FILE.html}).
 *
 * <p>Decisions, where the architecture leaves them open:
 *
 * <ul>
 *   <li><b>One page, no network.</b> uPlot (MIT, from its WebJar on the class path) and our script
 *       are inlined at write time; the data is one JSON block whose numeric columns are base64
 *       little-endian typed arrays (exact, decoded without parsing; times as 32-bit integers when
 *       they all are). uPlot draws the time series (utilization, queue length, mesh fragmentation,
 *       matrix rows); a chart library has no Gantt, mesh, tree or matrix picture of 232,000 jobs,
 *       so those are drawn by our script on a canvas.
 *   <li><b>Gantt level of detail.</b> Jobs are rasterised into an ImageData buffer (a job
 *       narrower than a pixel still takes one; a one-pixel job is written down its rows without a
 *       call per row); hover finds the job drawn last at a pixel by the same arithmetic, one pass
 *       over the jobs, so there is no pick buffer to fill. A frame costs one pass over the jobs
 *       plus the canvas area, whatever the zoom: SDSC-BLUE's 232k jobs draw in tens of
 *       milliseconds. The machine's picture is drawn before the charts, which follow once its first
 *       frame is on screen.
 *   <li><b>Dates.</b> A page knows when time 0 was when the run read an SWF trace whose header
 *       gives {@code UnixStartTime} and whose times were kept as logged ({@link TraceClock}), or
 *       from {@code view --start-time}. Times are then shown as wall-clock dates and times in the
 *       trace's {@code TimeZoneString} zone (the site's working day is what a reader looks for in a
 *       trace), UTC when the header names none Java knows; the zone is named on the page and the
 *       zone's offsets over the span are computed here (java.time), so the browser's own zone data
 *       plays no part. Without a start time, times in seconds read as days and hours since 0, and
 *       other units as plain numbers.
 *   <li><b>Ticks never overlap.</b> The tick step is the smallest of a list of round steps (1, 2,
 *       5 times a power of ten; seconds, minutes, hours, days, weeks, months, years) whose labels,
 *       measured in the axis font, keep 10 pixels apart; a label that would still meet its
 *       neighbour or leave the canvas is left out. Below a day a second line gives the date under
 *       the first tick and wherever the day changes.
 *   <li><b>One point per pixel column.</b> Every time series (utilization, queue length, free
 *       nodes, the largest free submesh, fragmentation) is reduced to the plot's pixel columns
 *       over the visible window: per column the time average (the line) and the lowest and highest
 *       values within it (a shaded band), so 20,000 mesh events read as a line with its range
 *       rather than a block. Utilization and queue length are exact step functions of the jobs'
 *       events, sorted once after the first frame; until then, and on gang machines, each column
 *       holds the pro-rata time average of its stretch of time.
 *   <li><b>What each machine shows.</b> flat: processors are the allocator's ids; multicluster:
 *       allocations name counts per cluster, so each job gets the lowest free rows of its clusters
 *       when the schedule is replayed (ends before starts at equal times), clusters stacked; fat
 *       tree: node ids, plus the tree at a time with nodes laid out so that every switch group is a
 *       rectangle (the stage-s digit of a node id goes along x for even s, along y for odd s) and
 *       each job's switch level, lowest possible level and the number of groups it spans; mesh: the
 *       submeshes at a time, and fragmentation after every event (free nodes, the largest free
 *       submesh, and 1 - largest/free), sampled evenly when a run has too many events for the
 *       budget; gang: the Ousterhout matrix at a slot from every job's copies (the {@code slots}
 *       column), rows placed in creation order among the rows alive then (rows are appended at the
 *       end of the cycle and deleted anywhere), and a row is alive while any copy is in it.
 *   <li><b>Utilization and queue length</b> are computed in the page for the visible window, so
 *       zooming the Gantt chart (or dragging across any chart) refines them. On gang machines
 *       utilization is the cycle average of active processors: the processors of every copy over
 *       P times the rows.
 *   <li><b>Checks.</b> A schedule whose placements overlap (a processor, node or mesh cell held by
 *       two jobs at once), fall outside the machine, or disagree with {@code procs} is refused with
 *       the file and the jobs named.
 * </ul>
 */
package org.schedlab.experiments.view;
