/**
 * The reproduction pipeline: a paper (or a user's experiment) described as data, run, and reported.
 *
 * <p>The pipeline is cut by role into four packages, and a package only ever uses the ones listed
 * after it: {@code report} (the Markdown and HTML reports, the charts and CSVs, the output folder),
 * {@code judge} (verdicts of claims and tables on the results), {@code plan} (work units, shards,
 * the unit store and the runner) and {@code paper} (the model of a paper, its YAML reader and the
 * values its claims are stated in). The orchestrator here, {@link Reproduction}, is the only class
 * that uses all four; {@code PackageLayeringTest} checks the rule on the sources.
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
 *   <li><b>Work units and shards.</b> A reproduction is cut into work units ({@link WorkPlan}):
 *       per sweep, series and point, blocks of replications of at most about 200,000 simulated
 *       jobs; a point under a relative-error stopping rule is one unit (the rule decides after each
 *       replication, so its replications cannot be split without running past the rule); a timed
 *       sweep's timing phase is one unit. Units belong to sweeps, not figures, because several
 *       figures draw from one sweep. Ids come from the sweep id, series label, point and
 *       replication range, so a new paper (or {@code --spec} file) needs nothing extra.
 *       Replication {@code i} of a point draws from (master seed, {@code i}) whichever unit runs
 *       it: seeds are a function of the unit id and the master seed only, and keep the common
 *       random numbers across policies that the paired comparisons rely on (hashing the series
 *       into the seed would break them). A single run goes through the same units in memory;
 *       {@code --shard I/N} runs shard I's units (greedy longest-first over estimated cost) and
 *       writes one checksummed file per unit ({@link UnitStore}); {@code merge} assembles them
 *       ({@link Shards}). The timing phase measures wall-clock time and differs between any two
 *       runs; its claims are NOT JUDGED, and its figures are the only outputs that differ between
 *       a sharded and a single run (a shard runs its timing units after its simulations, but
 *       other shards may share the machine).
 * </ul>
 */
package org.schedlab.experiments.repro;

import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.plan.AtomicFiles;
import org.schedlab.experiments.repro.plan.Shards;
import org.schedlab.experiments.repro.plan.UnitStore;
import org.schedlab.experiments.repro.plan.WorkPlan;
import org.schedlab.experiments.repro.report.OutputFolder;
