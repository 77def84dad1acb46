/**
 * Batsim JSON workloads ({@code --workload batsim:PATH}): reader ({@link
 * org.schedlab.workloads.batsim.BatsimWorkload}) and writer ({@link
 * org.schedlab.workloads.batsim.BatsimJson}).
 *
 * <p>The format is Batsim's (oar-team/batsim, {@code docs/input-workload.rst}, v4.2.1 and
 * v5.0.0-rc2): one JSON object with {@code nb_res} (the resources the workload was made for), a
 * {@code jobs} array and a {@code profiles} object. A job has {@code id} (a string or an integer),
 * {@code subtime} (absolute submit time, seconds), {@code res} (resources requested), {@code
 * profile} (the name of one of the profiles) and optionally {@code walltime} (seconds after the
 * start at which Batsim stops the job). Only delay profiles can be run: {@code {"type": "delay",
 * "delay": 20.2}} in Batsim 4, {@code {"type": "DelayProfile", "delay": 20.2}} in Batsim 5.
 *
 * <p>Decisions where the format leaves room:
 *
 * <ul>
 *   <li>Job ids: SchedLab's are integers, so an id is an integer, a string holding one, or a string
 *       {@code WORKLOAD!N} (Batsim's full job name) read as {@code N}; any other id is refused.
 *       Ids appear once.
 *   <li>Runtime: the delay, cut to the walltime when it is longer (Batsim stops the job then:
 *       {@code COMPLETED_WALLTIME_REACHED}); such jobs are counted in the provenance as {@code
 *       walltime-reached}. Estimate: the walltime, or the runtime for a job without one (no
 *       walltime, or Batsim 4's {@code -1}).
 *   <li>Order: jobs are run in submit-time order, jobs of equal {@code subtime} in file order (the
 *       file need not be sorted; Batsim submits by time too).
 *   <li>A profile of another type used by a job ({@code ParallelTaskProfile}, {@code parallel},
 *       {@code SequentialCompositionProfile}, ...) is refused naming its type: its runtime depends on
 *       a platform SchedLab does not simulate. Unused profiles are not looked at. Fields SchedLab
 *       has no use for ({@code extra_data}, {@code ret}, user fields) are ignored.
 *   <li>Errors name the file and a JSON pointer ({@code /jobs/3/res}), or the line and column of a
 *       syntax error.
 * </ul>
 */
package org.schedlab.workloads.batsim;
