package org.schedlab.benchmarks.fattree;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.schedlab.benchmarks.sim.BenchInputs;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.alloc.FatTreeAllocators;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * A recorded sequence of job starts and ends on a fat tree, replayed by every allocator: an FCFS
 * simulation with the non-contiguous policy of {@code jobs} synthetic jobs (Poisson arrivals at 1.5
 * times what the machine can carry, exponential runtimes of mean 1, sizes half powers of two up
 * to N/8 and half log-uniform up to N/2, like the traces of the fat-tree paper). The stream ends on
 * an empty machine.
 */
final class TreeStream {
    private final boolean[] allocate;
    private final int[] job;
    private final int[] size;
    private final int jobs;

    private TreeStream(List<int[]> events, int jobs) {
        this.allocate = new boolean[events.size()];
        this.job = new int[events.size()];
        this.size = new int[events.size()];
        for (int i = 0; i < events.size(); i++) {
            allocate[i] = events.get(i)[0] == 1;
            job[i] = events.get(i)[1];
            size[i] = events.get(i)[2];
        }
        this.jobs = jobs;
    }

    static TreeStream record(KaryNTree tree, int jobs, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int n = tree.installed();
        List<Job> list = new ArrayList<>(jobs);
        double meanSize = 0;
        int[] sizes = new int[jobs];
        for (int i = 0; i < jobs; i++) {
            sizes[i] = rnd.nextBoolean()
                    ? 1 << rnd.nextInt(0, 1 + Integer.numberOfTrailingZeros(Math.max(1, n / 8)))
                    : (int) Math.max(1, Math.min(n / 2, Math.round(Math.exp(rnd.nextDouble() * Math.log(n / 2.0)))));
            meanSize += sizes[i] / (double) jobs;
        }
        double rate = 1.5 * n / meanSize;
        double t = 0;
        for (int i = 0; i < jobs; i++) {
            t += -Math.log(1 - rnd.nextDouble()) / rate;
            list.add(Job.of(i, t, -Math.log(1 - rnd.nextDouble()), sizes[i]));
        }
        List<int[]> events = new ArrayList<>();
        Simulation sim = new Simulation(
                FatTreeAllocators.create(Spec.of(FatTreeAllocators.NONCONTIGUOUS), tree),
                BenchInputs.scheduler("fcfs"));
        sim.addListener(new SimulationListener() {
            @Override
            public void onStart(Job j, Allocation allocation, double now) {
                events.add(new int[] {1, j.id(), j.procs()});
            }

            @Override
            public void onEnd(Job j, Allocation allocation, double start, double end) {
                events.add(new int[] {0, j.id(), j.procs()});
            }
        });
        sim.run(list.iterator());
        return new TreeStream(events, jobs);
    }

    int events() {
        return allocate.length;
    }

    int jobs() {
        return jobs;
    }

    boolean isAllocate(int i) {
        return allocate[i];
    }

    int job(int i) {
        return job[i];
    }

    int size(int i) {
        return size[i];
    }
}
