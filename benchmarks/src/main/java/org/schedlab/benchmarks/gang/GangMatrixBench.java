package org.schedlab.benchmarks.gang;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.gang.matrix.Block;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;
import org.schedlab.gang.matrix.WorkloadTree;
import org.schedlab.gang.scheme.GangPolicy;
import org.schedlab.gang.scheme.Scheme;
import org.schedlab.gang.sim.GangSimulation;
import org.schedlab.workloads.synthetic.DowneyWorkload;

/**
 * Cost of gang scheduling with buddy blocks, re-packing and the workload tree (Zhou, Walsh and
 * Brent, JSSPP 2000) on {@code gang:128} with the {@code downey} workload.
 *
 * <p>The first four benchmarks work on a snapshot: the matrix of a {@code scheme} run at offered
 * load {@code rho} right after its {@code at}-th arrival was placed (seed {@value #SEED}; the setup
 * prints the snapshot's rows and jobs).
 *
 * <ul>
 *   <li>{@code treeUpdate}, ns/op: one block's leaves +1 and back -1 on a workload tree with the
 *       snapshot's idle counts (the update of one placement and one removal), blocks of drawn job
 *       sizes at random aligned places;
 *   <li>{@code treeBest}, ns/op: the scheme's block choice ({@code best}) for a drawn size;
 *   <li>{@code makeIdle}, ns/op: re-packing one block, drawn among the blocks whose node is
 *       non-zero (legal shifts change no leaf, so the set stays valid; repeated calls keep
 *       shuffling the snapshot);
 *   <li>{@code arriveDepart}, ns/op: one arrival of a drawn job under the scheme (block choice,
 *       re-packing, placement, upkeep) and its departure with the upkeep after it;
 *   <li>{@code run}, s/op: one whole run of {@code jobs} jobs (replication 0..4 of the Table 2
 *       streams, one per measured iteration) on {@code gang:128:1000}, a run that outgrows 1,000
 *       rows stopping there as in {@code reproduce gang-2000}; five iterations are one cell of
 *       Table 2.
 * </ul>
 */
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class GangMatrixBench {
    /** Master seed of the workloads. */
    public static final long SEED = 1;
    /** Processors. */
    public static final int P = 128;

    /** Thrown by the snapshot listener to stop a run. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super(null, null, false, false);
        }
    }

    /** A matrix in the middle of a run, and drawn inputs to work on it. */
    @State(Scope.Thread)
    public static class Snapshot {
        /** The scheme that built the matrix (and whose policy {@code arriveDepart} uses). */
        @Param({"br", "brmms"})
        public String scheme;

        /** Offered load. */
        @Param({"0.7", "0.9"})
        public double rho;

        /** Arrivals placed before the snapshot is taken. */
        @Param({"5000"})
        public int at;

        OusterhoutMatrix matrix;
        GangPolicy policy;
        WorkloadTree tree;
        Block[] anyBlocks;
        Block[] nonZeroBlocks;
        int[] sizes;
        Job[] arrivals;
        long order;
        int i;

        /** Runs to the snapshot and draws the inputs. */
        @Setup(Level.Trial)
        public void setUp() {
            Scheme s = Scheme.parse(scheme);
            DowneyWorkload.SizeRule rule = DowneyWorkload.SizeRule.DRAWN;
            DowneyWorkload w = new DowneyWorkload(
                    P, rule, DowneyWorkload.rateFor(rho, P, rule), 2 * at, new RandomStreams(SEED, 0), "bench");
            GangSimulation sim = new GangSimulation(P, s);
            int[] started = {0};
            sim.addListener(new SimulationListener() {
                @Override
                public void onStart(Job job, Allocation allocation, double time) {
                    if (++started[0] == at) {
                        throw new Stop();
                    }
                }
            });
            List<Job> all = new ArrayList<>();
            w.forEach(all::add);
            try {
                sim.run(all.iterator());
            } catch (Stop stop) {
                // the matrix is consistent: the stop comes after a placement
            }
            matrix = sim.matrix();
            matrix.checkInvariants();
            policy = s.policy();
            int jobs = 0;
            int[] idle = new int[P];
            for (int size = 1; size <= P; size *= 2) {
                for (int start = 0; start < P; start += size) {
                    jobs += matrix.jobsOn(new Block(start, size)).size();
                }
            }
            for (int p = 0; p < P; p++) {
                idle[p] = matrix.freeTree().leaf(p);
            }
            tree = WorkloadTree.of(idle);
            order = at;
            SplittableRandom rnd = new SplittableRandom(SEED);
            int n = 4096;
            sizes = new int[n];
            anyBlocks = new Block[n];
            arrivals = new Job[n];
            List<Block> nonZero = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                Job j = all.get(at + k % at);
                sizes[k] = Block.sizeFor(j.procs());
                anyBlocks[k] = new Block(rnd.nextInt(P / sizes[k]) * sizes[k], sizes[k]);
                arrivals[k] = j;
                int size = sizes[k];
                List<Block> candidates = new ArrayList<>();
                for (int start = 0; start < P; start += size) {
                    if (matrix.freeTree().value(new Block(start, size)) > 0) {
                        candidates.add(new Block(start, size));
                    }
                }
                if (!candidates.isEmpty()) {
                    nonZero.add(candidates.get(rnd.nextInt(candidates.size())));
                }
            }
            if (nonZero.isEmpty()) {
                throw new IllegalStateException("the snapshot has no block with an idle slot on every processor");
            }
            nonZeroBlocks = nonZero.toArray(new Block[0]);
            System.out.printf(
                    "%nsnapshot %s rho=%s after %d arrivals: %d rows, %d jobs, %d of %d drawn sizes with a non-zero block%n",
                    scheme, rho, at, matrix.rows(), jobs, nonZero.size(), n);
        }

        int next() {
            int k = i;
            i = (i + 1) & (sizes.length - 1);
            return k;
        }
    }

    /** One placement's and one removal's tree update (a block's leaves -1, then +1). */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public int treeUpdate(Snapshot s) {
        Block b = s.anyBlocks[s.next()];
        s.tree.add(b, 1);
        s.tree.add(b, -1);
        return s.tree.root();
    }

    /** The least loaded non-zero block of a drawn size. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public Block treeBest(Snapshot s) {
        return s.tree.best(s.sizes[s.next()]);
    }

    /** Re-packing ({@code MakeIdle}) of a block whose node is non-zero. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public int makeIdle(Snapshot s) {
        return s.matrix.makeIdle(s.nonZeroBlocks[s.next() % s.nonZeroBlocks.length]);
    }

    /** One arrival and its departure, each followed by the scheme's upkeep. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public int arriveDepart(Snapshot s) {
        GangJob g = s.policy.place(s.arrivals[s.next()], s.order++, s.matrix);
        s.policy.afterEvents(s.matrix);
        s.matrix.removeAll(g);
        s.policy.afterEvents(s.matrix);
        return s.matrix.rows();
    }

    /** The job sets of replications 0..4 of Table 2. */
    @State(Scope.Thread)
    public static class Table2 {
        /** Scheme. */
        @Param({"bc", "br", "brms", "brmms"})
        public String scheme;

        /** Offered load. */
        @Param({"0.7", "0.9"})
        public double rho;

        /** Jobs per run. */
        @Param({"20000"})
        public int jobs;

        List<List<Job>> sets;
        int next;

        /** Draws the five job sets once. */
        @Setup(Level.Trial)
        public void draw() {
            DowneyWorkload.SizeRule rule = DowneyWorkload.SizeRule.DRAWN;
            sets = new ArrayList<>();
            for (int r = 0; r < 5; r++) {
                List<Job> set = new ArrayList<>();
                new DowneyWorkload(
                                P,
                                rule,
                                DowneyWorkload.rateFor(rho, P, rule),
                                jobs,
                                new RandomStreams(SEED, r),
                                "table2")
                        .forEach(set::add);
                sets.add(set);
            }
        }
    }

    /** One whole run (the next of the five job sets); the end time, or -1 when it was stopped at 1,000 rows. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = 1)
    @Measurement(iterations = 5)
    public double run(Table2 t) {
        GangSimulation sim = new GangSimulation(P, Scheme.parse(t.scheme)).rowLimit(1000);
        List<Job> set = t.sets.get(t.next);
        t.next = (t.next + 1) % t.sets.size();
        try {
            sim.run(set.iterator());
        } catch (GangSimulation.RowLimitExceeded e) {
            return -1;
        }
        return sim.now();
    }
}
