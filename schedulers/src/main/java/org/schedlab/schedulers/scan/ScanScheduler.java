package org.schedlab.schedulers.scan;

import java.util.ArrayDeque;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.Spec;

/**
 * Scan scheduling (Krueger, Lai and Dixit-Radiya, "Job scheduling is more important than processor
 * allocation for hypercube computers", IEEE TPDS 5(5), 1994), as PReMAS's {@code ScanScheduler}
 * ({@code long1710/Network-Topology}, {@code simulator/scheduler/ScanScheduler.java}) runs it.
 * Jobs are sorted by size into queues, each served first come, first served. The scheduler serves
 * one queue until it is empty, then moves to the next non-empty queue towards larger jobs ({@code
 * up}) or smaller ones ({@code down}), wrapping around at the end. Only the head of the queue being
 * served may start, while it fits; no job is started from another queue meanwhile.
 *
 * <p>With {@code queues=N} (default 4) the queue of index {@code i} (from 0) takes the jobs of at
 * most {@code (i + 1) * M / N} processors (integer division, M the machine's size) and more than
 * the queue before it; with {@code queues=powers} the limits are 1, 2, 4, ... and M. When every
 * queue is empty the served queue moves N - 1 steps round, as PReMAS's search for a non-empty
 * queue leaves it.
 *
 * <p>Cost per pass: O(N) to find a non-empty queue plus one {@code find} per job started.
 */
public final class ScanScheduler implements PassScheduler {
    /** The registered name. */
    public static final String NAME = "scan";

    private static final String USAGE = "scan[:up|down][:queues=N|powers] with N >= 1";

    /** {@code scan[:up|down][:queues=N|powers]}. */
    public static final NamedSchedulerFactory FACTORY = new NamedSchedulerFactory(
            NAME,
            "scan[:up|down][:queues=N|powers]  one FCFS queue per size class, served in turn towards larger (up,"
                    + " default) or smaller jobs; N queues of equal width (default 4) or limits at powers of two;"
                    + " Krueger et al., TPDS 1994; PReMAS's scan",
            ScanScheduler::create);

    private static ScanScheduler create(Spec spec) {
        spec.requireArgs(0, 2, USAGE);
        Boolean up = null;
        Integer queues = null;
        for (String arg : spec.args()) {
            if ((arg.equals("up") || arg.equals("down")) && up == null) {
                up = arg.equals("up");
            } else if (arg.equals("queues=powers") && queues == null) {
                queues = 0;
            } else if (arg.startsWith("queues=") && queues == null) {
                queues = spec.intPart(arg.substring("queues=".length()), "queues", 1, 1 << 20, USAGE);
            } else {
                throw spec.error("unknown or repeated option '" + arg + "'; expected " + USAGE);
            }
        }
        return new ScanScheduler(up == null || up, queues == null ? 4 : queues);
    }

    private final boolean up;
    private final int queueCount;
    private int[] limits;
    private ArrayDeque<Job>[] queues;
    private int next;
    private int waiting;

    /**
     * Scan towards larger jobs ({@code up}) or smaller ones, over {@code queueCount} queues of
     * equal width, or at powers of two if {@code queueCount} is 0.
     */
    public ScanScheduler(boolean up, int queueCount) {
        if (queueCount < 0) {
            throw new IllegalArgumentException("queues " + queueCount);
        }
        this.up = up;
        this.queueCount = queueCount;
    }

    /** The largest job size each queue takes, from the smallest class up (after the first event). */
    public int[] limits() {
        return limits.clone();
    }

    @SuppressWarnings("unchecked")
    private void setUp(int machine) {
        if (queueCount == 0) {
            int n = 1;
            for (int size = 1; size < machine; size *= 2) {
                n++;
            }
            limits = new int[n];
            for (int i = 0, size = 1; i < n; i++, size *= 2) {
                limits[i] = size;
            }
            limits[n - 1] = machine;
        } else {
            limits = new int[queueCount];
            for (int i = 0; i < queueCount; i++) {
                limits[i] = (int) ((long) (i + 1) * machine / queueCount);
            }
        }
        queues = new ArrayDeque[limits.length];
        for (int i = 0; i < limits.length; i++) {
            queues[i] = new ArrayDeque<>();
        }
        next = up ? 0 : limits.length - 1;
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        if (limits == null) {
            setUp(ctx.allocator().capacity());
        }
        int size = job.request().processors();
        int i = 0;
        while (i < limits.length - 1 && limits[i] < size) {
            i++;
        }
        queues[i].add(job);
        waiting++;
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {}

    @Override
    public void pass(SchedulerContext ctx) {
        if (limits == null) {
            return;
        }
        while (true) {
            int empty = 0;
            while (queues[next].isEmpty()) {
                if (++empty == queues.length) {
                    return;
                }
                next = up ? (next + 1) % queues.length : (next - 1 + queues.length) % queues.length;
            }
            Job head = queues[next].peek();
            Allocation placement = ctx.allocator().find(head.request());
            if (placement == null) {
                return;
            }
            queues[next].poll();
            waiting--;
            ctx.start(head, placement);
        }
    }

    @Override
    public int waiting() {
        return waiting;
    }
}
