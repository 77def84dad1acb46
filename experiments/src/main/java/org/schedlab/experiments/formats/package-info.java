/**
 * Schedule formats: what a run's schedule is written as ({@code simulate --schedule-out},
 * {@code --schedule-format}, {@code convert}) and read from ({@code check}, {@code compare}), all
 * through the one in-memory {@link org.schedlab.experiments.view.Schedule} the views draw.
 *
 * <p>Decisions, where the formats leave room (the user's view is {@code docs/formats.md}):
 *
 * <ul>
 *   <li><b>Which format.</b> {@code --schedule-format} wins; otherwise the file name: {@code .swf}
 *       or {@code .swf.gz} is SWF, {@code jobs.csv} or {@code *_jobs.csv} (Batsim's {@code
 *       out_jobs.csv}) evalys, anything else SchedLab's CSV. Reading finds the format from the
 *       content, never the name.
 *   <li><b>Batsim's column order.</b> The order of Batsim's {@code JobsTracer} (what its files
 *       hold), not of its {@code docs/output-jobs.rst}, which swaps {@code consumed_energy} and
 *       {@code allocated_resources}; evalys reads by name either way.
 *   <li><b>Numbers</b> are written exactly as the engine has them (integers without a decimal
 *       point), so reading any format back gives the same times and the same {@code Digest}.
 *   <li><b>SWF is sorted</b> by submit time, then job id, as SWF readers require; the writer holds
 *       the jobs until the run ends. The other formats stream rows as jobs end.
 *   <li><b>A start before the submit time</b> is read as it is (only {@code check} judges it); an
 *       end before the start or a negative submit time is bad input.
 * </ul>
 */
package org.schedlab.experiments.formats;
