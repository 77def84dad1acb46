package org.schedlab.multicluster.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.spec.Spec;
import org.schedlab.multicluster.machine.MulticlusterMachine;
import org.schedlab.multicluster.machine.MulticlusterMachineFactory;
import org.schedlab.multicluster.workload.CoallocWorkloadFactory;

/** The allocator under the core engine, audited after every event, for every allocator form. */
class MulticlusterSimulationTest {
    /** Strict FCFS (the schedulers module is not a dependency of this one). */
    private static final class Fcfs implements Scheduler {
        private final Deque<Job> queue = new ArrayDeque<>();

        @Override
        public void onArrival(Job job, SchedulerContext ctx) {
            queue.add(job);
            startHeads(ctx);
        }

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {
            startHeads(ctx);
        }

        private void startHeads(SchedulerContext ctx) {
            for (Job head = queue.peek(); head != null && ctx.tryStart(head); head = queue.peek()) {
                queue.poll();
            }
        }

        @Override
        public int waiting() {
            return queue.size();
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"total", "ordered", "unordered:ff", "unordered:wf", "unordered:ff:share", "unordered:wf:share"})
    void everyJobRunsOnceAndTheStateStaysConsistent(String allocator) {
        MulticlusterMachine m = (MulticlusterMachine)
                new MulticlusterMachineFactory().create(Spec.of("multicluster:4x8"), Spec.of(allocator));
        var workload = new CoallocWorkloadFactory(false)
                .create(
                        Spec.of("coalloc:1:8"),
                        new WorkloadParams(m, new RandomStreams(9, 0), Double.NaN, 0.5, 2000, Map.of()));
        Simulation sim = new Simulation(m.newAllocator(), new Fcfs()).auditEveryEvent(true);
        sim.run(java.util.stream.StreamSupport.stream(workload.spliterator(), false)
                .map(m::map)
                .iterator());
        assertThat(sim.started()).isEqualTo(2000);
        assertThat(sim.ended()).isEqualTo(2000);
    }
}
