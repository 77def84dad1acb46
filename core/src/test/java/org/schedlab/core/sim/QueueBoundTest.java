package org.schedlab.core.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;

/** The bound on the waiting queue (issue 53): an unstable run stops with a message, not out of memory. */
class QueueBoundTest {
    @Test
    void theArrivalBeyondTheBoundStopsTheRunAsDiverged() {
        // one processor, jobs of 10 arriving every 1: the queue grows by 9 jobs in 10 arrivals
        List<Job> jobs = new ArrayList<>();
        for (int i = 1; i <= 1000; i++) {
            jobs.add(Job.of(i, i, 10, 1));
        }
        QueueBound bound = new QueueBound(50);
        Simulation sim = new Simulation(new FlatAllocator(1), new SimulationTest.Fifo()).addListener(bound);
        assertThatThrownBy(() -> sim.run(jobs.iterator()))
                .isInstanceOf(RunDiverged.class)
                .isInstanceOf(QueueBound.Exceeded.class)
                .hasMessage("the queue grew beyond 50 jobs: the offered load exceeds what this machine serves (at time"
                        + " 57.0, after 57 arrivals)");
        assertThat(bound.waiting()).isEqualTo(51);
        assertThat(sim.arrived()).isEqualTo(57);
    }

    @Test
    void aQueueAtTheBoundIsAllowed() {
        // 20 jobs at once on one processor: 19 wait at most
        List<Job> jobs = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            jobs.add(Job.of(i, 0, 1, 1));
        }
        QueueBound bound = new QueueBound(19);
        assertThatCode(() -> new Simulation(new FlatAllocator(1), new SimulationTest.Fifo())
                        .addListener(bound)
                        .run(jobs.iterator()))
                .doesNotThrowAnyException();
        assertThat(bound.waiting()).isZero();
        // a job that starts at its arrival never waits: 20 jobs fit at once
        QueueBound none = new QueueBound(1);
        assertThatCode(() -> new Simulation(new FlatAllocator(20), new SimulationTest.Fifo())
                        .addListener(none)
                        .run(jobs.iterator()))
                .doesNotThrowAnyException();
    }

    @Test
    void aKilledJobCountsAsWaitingAgain() {
        QueueBound b = new QueueBound(2);
        Job a = Job.of(1, 0, 5, 1);
        Job c = Job.of(2, 0, 5, 1);
        b.onArrival(a, 0);
        b.onArrival(c, 0);
        b.onStart(a, null, 0);
        b.onKill(a, null, 0, 1);
        assertThat(b.waiting()).isEqualTo(2);
        assertThatThrownBy(() -> b.onArrival(Job.of(3, 1, 5, 1), 1))
                .isInstanceOf(QueueBound.Exceeded.class)
                .satisfies(e -> assertThat(((QueueBound.Exceeded) e).limit()).isEqualTo(2));
    }

    @Test
    void aBoundBelowOneIsRefused() {
        assertThatThrownBy(() -> new QueueBound(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatCode(() -> new QueueBound(1)).doesNotThrowAnyException();
    }
}
