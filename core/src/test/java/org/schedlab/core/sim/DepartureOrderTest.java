package org.schedlab.core.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sched.EventOrder;

/**
 * The engine's departure heap on runs with hundreds of jobs running and many equal ends: jobs
 * leave in the order of their end, then (per {@link EventOrder}) on-time ends first and earlier
 * starts first, then arrival, as a sort of every run by those keys gives.
 */
class DepartureOrderTest {
    private record Run(int id, int arrival, int startIndex, double end, boolean onTime) {}

    @Test
    void departuresLeaveInTheOrderOfTheirKeysUnderEveryEventOrder() {
        for (boolean arrivalsFirst : new boolean[] {false, true}) {
            for (boolean byStart : new boolean[] {false, true}) {
                for (boolean onTimeFirst : new boolean[] {false, true}) {
                    for (long seed = 1; seed <= 3; seed++) {
                        check(new EventOrder(arrivalsFirst, byStart, onTimeFirst), seed);
                    }
                }
            }
        }
    }

    private static void check(EventOrder order, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Job> jobs = new ArrayList<>();
        double t = 0;
        for (int i = 0; i < 600; i++) {
            t += random.nextInt(3) == 0 ? 1 : 0;
            int runtime = 1 + random.nextInt(6);
            int estimate = random.nextBoolean() ? runtime : runtime + 2;
            int procs = 1 + random.nextInt(3);
            jobs.add(new Job(i, t, runtime, estimate, procs, new ProcessorRequest(procs)));
        }
        EventOrderAndAuditTest.EventFifo scheduler = new EventOrderAndAuditTest.EventFifo();
        scheduler.newestFirst = true; // starts in another order than arrivals
        Map<Integer, Run> runs = new HashMap<>();
        List<Integer> left = new ArrayList<>();
        Simulation sim = new Simulation(new FlatAllocator(12), scheduler).eventOrder(order);
        sim.addListener(new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                runs.put(
                        job.id(),
                        new Run(job.id(), job.id(), runs.size(), now + job.runtime(), job.runtime() == job.estimate()));
            }

            @Override
            public void onEnd(Job job, Allocation allocation, double start, double end) {
                left.add(job.id());
            }
        });
        sim.run(jobs.iterator());
        Comparator<Run> keys = Comparator.comparingDouble(Run::end);
        if (order.onTimeEndsFirst()) {
            keys = keys.thenComparing(r -> !r.onTime());
        }
        if (order.endsByStart()) {
            keys = keys.thenComparingInt(Run::startIndex);
        }
        keys = keys.thenComparingInt(Run::arrival);
        List<Integer> expected =
                runs.values().stream().sorted(keys).map(Run::id).toList();
        assertThat(left).as("%s, seed %d", order, seed).isEqualTo(expected);
        assertThat(sim.ended()).isEqualTo(600);
    }
}
