package org.schedlab.fattree.reference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.job.Job;
import org.schedlab.fattree.alloc.ReferencePolicies;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * A second, deliberately simple simulator of FCFS and topology-aware EASY on a k-ary n-tree,
 * written from algorithms.md section 5 (5.3 for the schedulers, section 0 for the event order) and
 * sharing no code with the engine, the schedulers module or the fat-tree allocators: the machine
 * is a {@code boolean[]} of free nodes, placements come from the naive {@link ReferencePolicies},
 * running jobs are a plain list, and every what-if state is rebuilt from scratch. The engine must
 * give the same start time to every job (Pascual, Navaridas and Miguel-Alonso, JSSPP 2009).
 *
 * <p>Event order: the next time is the earliest of the next arrival and the earliest end of a
 * running job; every job ending then and every job arriving then is applied, and then one
 * scheduling pass runs (one pass per timestamp). A job of runtime 0 started by that pass ends at
 * the same time, which makes a further pass at that time.
 *
 * <p>EASY pass, as algorithms.md 5.3 words it:
 *
 * <ol>
 *   <li>the head starts while the policy places it;
 *   <li>the shadow time {@code S}: the running jobs sorted by expected end {@code e = max(start +
 *       estimate, now)}; {@code S} is {@code e} of the first job in that order after whose release
 *       (with every job before it) the head has a placement. Found here by bisection over the
 *       number of released jobs, which the monotonicity of the policies in free nodes allows (the
 *       engine releases one group of equal expected end at a time instead);
 *   <li>the projected state: the current free nodes plus those of every running job with {@code e
 *       <= S}, recomputed from scratch whenever it is needed (so it includes the jobs backfilled
 *       earlier in the pass);
 *   <li>each later queued job, in queue order, whose placement {@code P} the policy finds now,
 *       starts if {@code now + estimate <= S}, or if the head has a placement in the projected
 *       state with {@code P} marked busy.
 * </ol>
 *
 * <p>Only jobs no larger than the free node count are asked about, and the placements found in one
 * state are remembered by size until the next start; both are exact shortcuts (a placement depends
 * only on the free nodes and the size), kept so that whole traces run in minutes.
 */
public final class ReferenceFatTreeScheduling {
    /** A job started by the simulator. */
    private record Run(int job, int[] nodes, double start, double end, double estimatedEnd) {}

    private final String allocator;
    private final KaryNTree tree;
    private final boolean easy;
    private final List<Job> jobs;
    private final double[] start;

    private final boolean[] free;
    private int freeCount;
    private final List<Integer> queue = new ArrayList<>();
    private final List<Run> running = new ArrayList<>();
    private final Map<Integer, int[]> placedNow = new HashMap<>();
    private final Map<Integer, Boolean> triedNow = new HashMap<>();

    private ReferenceFatTreeScheduling(String scheduler, String allocator, KaryNTree tree, List<Job> jobs) {
        if (!scheduler.equals("fcfs") && !scheduler.equals("easy")) {
            throw new IllegalArgumentException("the reference knows fcfs and easy, not " + scheduler);
        }
        this.easy = scheduler.equals("easy");
        this.allocator = allocator;
        this.tree = tree;
        this.jobs = jobs;
        this.start = new double[jobs.size()];
        Arrays.fill(start, Double.NaN);
        this.free = new boolean[tree.nodes()];
        Arrays.fill(free, 0, tree.installed(), true);
        this.freeCount = tree.installed();
    }

    /**
     * Start times, indexed by position in {@code jobs} (sorted by submit time; each job's runtime
     * is the one it runs for, estimate and size as given).
     *
     * @param scheduler {@code fcfs} or {@code easy}
     * @param allocator {@code noncontiguous}, {@code contiguous} or {@code quasi:QCT}
     */
    public static double[] starts(String scheduler, String allocator, KaryNTree tree, List<Job> jobs) {
        ReferenceFatTreeScheduling sim = new ReferenceFatTreeScheduling(scheduler, allocator, tree, jobs);
        sim.run();
        return sim.start;
    }

    private void run() {
        int next = 0;
        while (next < jobs.size() || !running.isEmpty()) {
            double now = Double.POSITIVE_INFINITY;
            if (next < jobs.size()) {
                now = jobs.get(next).submit();
            }
            for (Run r : running) {
                now = Math.min(now, r.end());
            }
            for (int i = running.size() - 1; i >= 0; i--) {
                Run r = running.get(i);
                if (r.end() == now) {
                    running.remove(i);
                    for (int node : r.nodes()) {
                        free[node] = true;
                    }
                    freeCount += r.nodes().length;
                    stateChanged();
                }
            }
            while (next < jobs.size() && jobs.get(next).submit() == now) {
                queue.add(next++);
            }
            pass(now);
        }
        for (int i = 0; i < start.length; i++) {
            if (Double.isNaN(start[i])) {
                throw new IllegalStateException("job " + jobs.get(i).id() + " never started");
            }
        }
    }

    private void pass(double now) {
        while (!queue.isEmpty()) {
            int[] p = placeNow(queue.get(0));
            if (p == null) {
                break;
            }
            begin(0, p, now);
        }
        if (!easy || queue.isEmpty()) {
            return;
        }
        int headSize = jobs.get(queue.get(0)).procs();
        double shadow = Double.NaN; // computed when a later job first has a placement
        int q = 1;
        while (q < queue.size()) {
            Job job = jobs.get(queue.get(q));
            int[] p = placeNow(queue.get(q));
            if (p == null) {
                q++;
                continue;
            }
            if (Double.isNaN(shadow)) {
                shadow = shadowTime(headSize, now);
            }
            boolean endsByShadow = now + job.estimate() <= shadow;
            if (!endsByShadow) {
                boolean[] projected = projected(now, shadow);
                for (int node : p) {
                    projected[node] = false;
                }
                if (ReferencePolicies.select(allocator, tree, projected, headSize) == null) {
                    q++;
                    continue;
                }
            }
            begin(q, p, now); // the job leaves the queue; q now names the next one
        }
    }

    /** The policy's placement for queued job {@code job} in the current state, or null. */
    private int[] placeNow(int job) {
        int size = jobs.get(job).procs();
        if (size > freeCount) {
            return null;
        }
        if (triedNow.containsKey(size)) {
            return placedNow.get(size);
        }
        int[] p = ReferencePolicies.select(allocator, tree, free, size);
        triedNow.put(size, Boolean.TRUE);
        placedNow.put(size, p);
        return p;
    }

    private void stateChanged() {
        triedNow.clear();
        placedNow.clear();
    }

    private void begin(int queuePosition, int[] nodes, double now) {
        int job = queue.remove(queuePosition);
        Job j = jobs.get(job);
        for (int node : nodes) {
            if (!free[node]) {
                throw new IllegalStateException("node " + node + " given twice");
            }
            free[node] = false;
        }
        freeCount -= nodes.length;
        stateChanged();
        start[job] = now;
        running.add(new Run(job, nodes.clone(), now, now + j.runtime(), now + j.estimate()));
    }

    /** The shadow time of a head of {@code headSize} nodes that does not fit now. */
    private double shadowTime(int headSize, double now) {
        List<Run> order = new ArrayList<>(running);
        order.sort((a, b) -> Double.compare(expectedEnd(a, now), expectedEnd(b, now)));
        // smallest r such that the head fits once the first r jobs of the order are released
        int lo = 1;
        int hi = order.size();
        if (hi == 0 || !headFitsAfter(order, hi, headSize)) {
            throw new IllegalStateException("the head does not fit on the empty machine");
        }
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (headFitsAfter(order, mid, headSize)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return expectedEnd(order.get(lo - 1), now);
    }

    private boolean headFitsAfter(List<Run> order, int released, int headSize) {
        boolean[] state = free.clone();
        for (int i = 0; i < released; i++) {
            for (int node : order.get(i).nodes()) {
                state[node] = true;
            }
        }
        return ReferencePolicies.select(allocator, tree, state, headSize) != null;
    }

    /** The free nodes at the shadow time: now's, plus every running job's expected to end by then. */
    private boolean[] projected(double now, double shadow) {
        boolean[] state = free.clone();
        for (Run r : running) {
            if (expectedEnd(r, now) <= shadow) {
                for (int node : r.nodes()) {
                    state[node] = true;
                }
            }
        }
        return state;
    }

    private static double expectedEnd(Run r, double now) {
        return Math.max(r.estimatedEnd(), now);
    }
}
