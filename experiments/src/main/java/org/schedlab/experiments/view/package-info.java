/**
 * Schedule views: a run's schedule drawn for its machine as one self-contained HTML page ({@code
 * schedlab view SCHEDULE.csv}, {@code simulate --view FILE.html}).
 *
 * <p>Decisions, where the architecture leaves them open:
 *
 * <ul>
 *   <li><b>One page, no network.</b> uPlot (MIT, from its WebJar on the class path) and our script
 *       are inlined at write time; the data is one JSON block whose numeric columns are base64
 *       little-endian typed arrays (exact doubles, decoded without parsing). uPlot draws the time
 *       series (utilization, queue length, mesh fragmentation, matrix rows); a chart library has no
 *       Gantt, mesh, tree or matrix picture of 232,000 jobs, so those are drawn by our script on a
 *       canvas.
 *   <li><b>Gantt level of detail.</b> Jobs are rasterised into an ImageData buffer with a
 *       pick buffer for hover (the job drawn last at a pixel wins); a job narrower than a pixel
 *       still takes one. A frame costs one pass over the jobs plus the canvas area, whatever the
 *       zoom, so SDSC-BLUE's 232k jobs redraw in tens of milliseconds.
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
 *   <li><b>Utilization and queue length</b> are computed in the page for the visible window (600
 *       bins, each interval added pro rata), so zooming the Gantt refines them. On gang machines
 *       utilization is the cycle average of active processors: the processors of every copy over
 *       P times the rows.
 *   <li><b>Checks.</b> A schedule whose placements overlap (a processor, node or mesh cell held by
 *       two jobs at once), fall outside the machine, or disagree with {@code procs} is refused with
 *       the file and the jobs named.
 * </ul>
 */
package org.schedlab.experiments.view;
