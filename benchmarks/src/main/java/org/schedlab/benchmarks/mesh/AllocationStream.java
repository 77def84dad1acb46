package org.schedlab.benchmarks.mesh;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.ForwardingAllocator;
import org.schedlab.core.job.Request;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.sim.Simulation;
import org.schedlab.mesh.alloc.MeshAllocator;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.mesh.geometry.SubmeshRequest;
import org.schedlab.schedulers.fcfs.FcfsScheduler;
import org.schedlab.workloads.synthetic.MeshSides;
import org.schedlab.workloads.synthetic.MeshWorkload;

/**
 * An immutable sequence of allocator operations recorded from an FCFS simulation on a reference
 * allocator: {@link Kind#ALLOCATE} (a job was placed; its request), {@link Kind#RELEASE} (that job
 * left) and {@link Kind#PROBE} (the queue head was tried and did not fit). Jobs are numbered
 * {@code 0, 1, ...} in the order they were placed. The simulation runs to completion, so the stream
 * starts and ends on an empty machine and can be replayed in a loop.
 */
public final class AllocationStream {
    /** What one recorded event does. */
    public enum Kind {
        /** Place job {@link #job(int)} with {@link #request(int)}. */
        ALLOCATE,
        /** Free job {@link #job(int)}. */
        RELEASE,
        /** Try {@link #request(int)} without placing it (a request that had to wait). */
        PROBE
    }

    private final Kind[] kinds;
    private final int[] jobs;
    private final SubmeshRequest[] requests;
    private final int jobCount;

    private AllocationStream(List<Kind> kinds, List<Integer> jobs, List<SubmeshRequest> requests, int jobCount) {
        this.kinds = kinds.toArray(new Kind[0]);
        this.jobs = jobs.stream().mapToInt(Integer::intValue).toArray();
        this.requests = requests.toArray(new SubmeshRequest[0]);
        this.jobCount = jobCount;
    }

    /**
     * Records the stream of the window paper's synthetic workload on an {@code side x side} mesh:
     * side lengths drawn by {@code sides} on {@code [1, side]}, exponential service of mean 1, and
     * Poisson arrivals at {@code load} times the rate the machine could serve if it were packed
     * perfectly (so {@code load > 1} saturates it and the FCFS queue never empties).
     *
     * @param reference the allocator name used while recording (its placements decide when jobs fit)
     */
    public static AllocationStream record(
            MeshSides sides, int side, double load, int jobs, long seed, String reference) {
        double meanSide = sides.mean(side);
        double rate = load * side * side / (meanSide * meanSide * MeshWorkload.MEAN_SERVICE);
        MeshWorkload workload = new MeshWorkload(sides, side, side, rate, jobs, new RandomStreams(seed, 0));
        Recorder recorder = new Recorder(MeshAllocators.create(reference, side, side, true));
        new Simulation(recorder, new FcfsScheduler()).run(workload.iterator());
        return new AllocationStream(recorder.kinds, recorder.jobs, recorder.requests, recorder.nextJob);
    }

    /** Number of events. */
    public int size() {
        return kinds.length;
    }

    /** Number of distinct jobs (allocate events). */
    public int jobCount() {
        return jobCount;
    }

    /** The kind of event {@code i}. */
    public Kind kind(int i) {
        return kinds[i];
    }

    /** The job of an allocate or release event, -1 for a probe. */
    public int job(int i) {
        return jobs[i];
    }

    /** The request of an allocate or probe event, null for a release. */
    public SubmeshRequest request(int i) {
        return requests[i];
    }

    /** Number of events of one kind. */
    public long count(Kind kind) {
        long n = 0;
        for (Kind k : kinds) {
            if (k == kind) {
                n++;
            }
        }
        return n;
    }

    /** Passes every call to the reference allocator and writes it down. */
    private static final class Recorder extends ForwardingAllocator {
        private final Map<Allocation, Integer> jobOf = new IdentityHashMap<>();
        private final List<Kind> kinds = new ArrayList<>();
        private final List<Integer> jobs = new ArrayList<>();
        private final List<SubmeshRequest> requests = new ArrayList<>();
        private Allocation lastFound;
        private SubmeshRequest lastRequest;
        private int nextJob;

        Recorder(MeshAllocator inner) {
            super(inner);
        }

        @Override
        public Allocation find(Request request) {
            Allocation a = super.find(request);
            SubmeshRequest shape = shape(request);
            if (a == null) {
                add(Kind.PROBE, -1, shape);
            } else {
                lastFound = a;
                lastRequest = shape;
            }
            return a;
        }

        @Override
        public void commit(Allocation allocation) {
            if (allocation != lastFound) {
                throw new IllegalStateException("commit of a placement that was not the last one found");
            }
            super.commit(allocation);
            jobOf.put(allocation, nextJob);
            add(Kind.ALLOCATE, nextJob++, lastRequest);
        }

        @Override
        public void release(Allocation allocation) {
            super.release(allocation);
            add(Kind.RELEASE, jobOf.remove(allocation), null);
        }

        @Override
        public Allocator copy() {
            throw new UnsupportedOperationException("FCFS does not plan with copies");
        }

        private void add(Kind kind, int job, SubmeshRequest request) {
            kinds.add(kind);
            jobs.add(job);
            requests.add(request);
        }

        private static SubmeshRequest shape(Request request) {
            if (request instanceof SubmeshRequest s) {
                return s;
            }
            if (request instanceof ShapedRequest s) {
                return new SubmeshRequest(s.width(), s.height());
            }
            throw new IllegalArgumentException("not a mesh request: " + request);
        }
    }
}
