/**
 * The reproduction pipeline: a paper (or a user's experiment) described as data, run, and reported.
 *
 * <p>Decisions, where the architecture leaves them open:
 *
 * <ul>
 *   <li><b>Papers as data.</b> Sweeps, figures, tables, notes and explanations live in a YAML
 *       resource {@code papers/<id>.yaml} in the {@code reproduce --spec} format ({@link
 *       ExperimentFile}); the main keys are the {@code --full} settings and {@code quick:} blocks
 *       override them. Java keeps claims (predicates) and analytic computations ({@link
 *       Paper#analytic}).
 *   <li><b>Verdicts on intervals.</b> A claim is PASS when its whole 95% interval satisfies it,
 *       FAIL when the whole interval contradicts it, INCONCLUSIVE otherwise ({@link Estimate},
 *       {@link Decision}). Comparisons between series use paired per-replication differences
 *       ({@link Results#contrast}): every point runs replication {@code i} on the same random
 *       streams, so the policies see the same jobs. Points with different replication counts pair
 *       their first {@code min} replications. Trace points (one pass, no random input) are exact.
 *   <li><b>Wall-clock claims are not judged.</b> Allocator timings come from a separate, serial
 *       timing phase ({@link Sweep.Timing}) with warm-up and timed rounds, which gives their
 *       intervals; but a timing verdict would still change between two runs of the same seed, so
 *       those claims show their numbers and are NOT JUDGED (the benchmarks module measures them).
 *   <li><b>Output ownership.</b> A run owns, in its output folder, the paper's output names, the
 *       outputs the previous manifest lists, and its temporary files ({@link OutputFolder}); it
 *       removes those before writing and reports them and the files it left alone. Every file is
 *       written atomically ({@link AtomicFiles}); the manifest is written last.
 * </ul>
 */
package org.schedlab.experiments.repro;
