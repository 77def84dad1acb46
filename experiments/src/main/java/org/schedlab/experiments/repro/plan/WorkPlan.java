package org.schedlab.experiments.repro.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.repro.paper.Sweep;

/**
 * The work units of a list of sweeps ({@link WorkUnit}) and their deterministic assignment to
 * shards.
 *
 * <p>Units, in plan order: per sweep, per series, per point, the replication blocks in index
 * order; then the sweep's timing unit. A fixed replication count R is cut into blocks of {@link
 * #blockSize} replications so that no unit simulates much more than {@value #BLOCK_JOBS} jobs. A
 * relative-error stopping rule decides after every replication whether to go on, so its point is
 * one unit ({@link WorkUnit.Kind#ADAPTIVE}).
 *
 * <p>Assignment: longest estimated cost first, each unit to the shard with the least estimated
 * cost so far (ties: lowest shard index; equal costs: in the order of a hash of their ids, so that
 * the points of one series spread over the shards). The result depends only on the plan and the
 * shard count.
 */
public final class WorkPlan {
    /** Jobs a replication block aims at (a cut, not a limit: one replication is never split). */
    static final long BLOCK_JOBS = 200_000;

    /** The nominal job count of a whole trace in cost estimates (the plan does not read traces). */
    static final long TRACE_JOBS = 100_000;

    private WorkPlan() {}

    /** The units of {@code sweeps}, in plan order. */
    public static List<WorkUnit> units(List<Sweep> sweeps) {
        List<WorkUnit> units = new ArrayList<>();
        for (Sweep s : sweeps) {
            long jobs = jobs(s);
            StoppingRule rule = s.rule();
            for (Sweep.Series series : s.series()) {
                for (double x : s.xs()) {
                    String point = s.id() + "/" + series.label() + "/" + Sweep.format(x);
                    if (adaptive(rule)) {
                        long expected = Math.min(rule.max(), Math.max(rule.min(), 10));
                        units.add(new WorkUnit(
                                point + "/adaptive",
                                WorkUnit.Kind.ADAPTIVE,
                                s,
                                series,
                                x,
                                0,
                                rule.max(),
                                jobs * expected));
                    } else {
                        int r = rule.max();
                        int b = blockSize(jobs, r);
                        for (int from = 0; from < r; from += b) {
                            int to = Math.min(r, from + b);
                            units.add(new WorkUnit(
                                    point + "/r" + from + "-" + to,
                                    WorkUnit.Kind.BLOCK,
                                    s,
                                    series,
                                    x,
                                    from,
                                    to,
                                    jobs * (to - from)));
                        }
                    }
                }
            }
            if (s.timing() != null) {
                long runs = (long) (s.timing().warmup() + s.timing().rounds())
                        * s.xs().size()
                        * s.series().size();
                units.add(
                        new WorkUnit(s.id() + "/timing", WorkUnit.Kind.TIMING, s, null, Double.NaN, 0, 0, jobs * runs));
            }
        }
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (WorkUnit u : units) {
            if (!ids.add(u.id())) {
                throw new org.schedlab.core.spec.BadInputException(
                        "sweep '" + u.sweep().id() + "': two work units share the id " + u.id()
                                + " (series labels and points must be unique within a sweep)");
            }
        }
        return units;
    }

    /** Whether {@code rule} decides after each replication (a relative-error target below its maximum). */
    static boolean adaptive(StoppingRule rule) {
        return rule.relativeError() > 0 && rule.min() < rule.max();
    }

    /** Replications per block for runs of {@code jobs} jobs and a fixed count {@code r}. */
    static int blockSize(long jobs, int r) {
        long b = Math.max(1, (BLOCK_JOBS + jobs - 1) / Math.max(1, jobs));
        return (int) Math.min(r, b);
    }

    private static long jobs(Sweep s) {
        return s.jobs() > 0 ? s.jobs() : TRACE_JOBS;
    }

    /**
     * Splits {@code units} over {@code shards} shards; shard {@code i}'s units keep plan order.
     *
     * @param shards {@code >= 1}
     */
    public static List<List<WorkUnit>> assign(List<WorkUnit> units, int shards) {
        if (shards < 1) {
            throw new IllegalArgumentException("shards must be >= 1: " + shards);
        }
        Integer[] order = new Integer[units.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        // equal estimates are taken in an order scrambled by a hash of the id, not in plan order:
        // plan order walks the points of each series in turn, so with as many points as shards
        // each shard would get the same point of every series, e.g. all the heavy-load runs
        long[] scramble = new long[units.size()];
        for (int k = 0; k < scramble.length; k++) {
            scramble[k] = Long.parseUnsignedLong(Sha256.of(units.get(k).id()).substring(0, 15), 16);
        }
        java.util.Arrays.sort(
                order,
                Comparator.comparingLong((Integer i) -> units.get(i).cost())
                        .reversed()
                        .thenComparingLong(i -> scramble[i])
                        .thenComparingInt(i -> i));
        long[] load = new long[shards];
        int[] shardOf = new int[units.size()];
        for (int i : order) {
            int best = 0;
            for (int k = 1; k < shards; k++) {
                if (load[k] < load[best]) {
                    best = k;
                }
            }
            shardOf[i] = best;
            load[best] += units.get(i).cost();
        }
        List<List<WorkUnit>> out = new ArrayList<>();
        for (int k = 0; k < shards; k++) {
            out.add(new ArrayList<>());
        }
        for (int i = 0; i < units.size(); i++) {
            out.get(shardOf[i]).add(units.get(i));
        }
        return out;
    }

    /** The shard (0-based) of each unit id under {@code shards} shards. */
    public static java.util.Map<String, Integer> shardOf(List<WorkUnit> units, int shards) {
        java.util.Map<String, Integer> m = new java.util.HashMap<>();
        List<List<WorkUnit>> a = assign(units, shards);
        for (int k = 0; k < a.size(); k++) {
            for (WorkUnit u : a.get(k)) {
                m.put(u.id(), k);
            }
        }
        return m;
    }
}
