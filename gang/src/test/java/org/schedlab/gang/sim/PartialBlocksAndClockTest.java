package org.schedlab.gang.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.gang.matrix.Blocks;
import org.schedlab.gang.scheme.Scheme;
import org.schedlab.workloads.synthetic.DowneyWorkload;

/**
 * The two engine readings, on hand-computed cases: jobs on part of their buddy block ({@link
 * Blocks#PARTIAL}) and the jump slot clock ({@link SlotClock#JUMP}).
 */
class PartialBlocksAndClockTest {
    private static double meanTurnaround(GangSimulation sim, List<Job> jobs) {
        Metrics metrics = new Metrics(sim.matrix().processors());
        sim.addListener(metrics);
        sim.auditEverySlot(true).run(jobs.iterator());
        return metrics.summary().meanTurnaround();
    }

    @ParameterizedTest
    @EnumSource(
            value = Scheme.class,
            names = {"BR", "BRMS", "BRMMS"})
    void aJobOnPartOfItsBlockLeavesTheRestToAnother(Scheme scheme) {
        // P = 4, at time 0: A (3 processors, 4 slots) and B (1 processor, 4 slots).
        // Whole blocks: A holds 0-3 in S1, B needs S2; they alternate, A ends at 7, B at 8.
        // Partial blocks: A holds 0-2, B takes processor 3 in the same slot; both end at 4.
        List<Job> jobs = List.of(Job.of(1, 0, 4, 3), Job.of(2, 0, 4, 1));
        GangSimulation whole = new GangSimulation(4, scheme);
        assertThat(meanTurnaround(whole, jobs)).isEqualTo((7 + 8) / 2.0);
        assertThat(whole.figures().get("slotsMax")).isEqualTo(2.0);
        GangSimulation partial = new GangSimulation(4, scheme, Blocks.PARTIAL);
        assertThat(meanTurnaround(partial, jobs)).isEqualTo(4.0);
        assertThat(partial.figures().get("slotsMax")).isEqualTo(1.0);
        assertThat(partial.figures().get("slotsMean")).isEqualTo(1.0);
        assertThat(partial.figures().get("utilization")).isEqualTo(1.0);
    }

    @Test
    void bcKeepsWholeBlocks() {
        assertThatThrownBy(() -> new GangSimulation(4, Scheme.BC, Blocks.PARTIAL))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("BC");
    }

    static Stream<Arguments> partialSchemesAndLoads() {
        List<Arguments> a = new ArrayList<>();
        for (Scheme s : List.of(Scheme.BR, Scheme.BRMS, Scheme.BRMMS)) {
            for (double rho : new double[] {0.3, 0.9}) {
                for (long seed = 1; seed <= 3; seed++) {
                    a.add(Arguments.of(s, rho, seed));
                }
            }
        }
        return a.stream();
    }

    /** Random runs with partial blocks: every slot audited, every job ends, r_a at most 1. */
    @ParameterizedTest
    @MethodSource("partialSchemesAndLoads")
    void partialBlockRunsAuditCleanAfterEverySlot(Scheme scheme, double rho, long seed) {
        DowneyWorkload w = new DowneyWorkload(
                32,
                DowneyWorkload.SizeRule.DRAWN,
                DowneyWorkload.rateFor(rho, 32, DowneyWorkload.SizeRule.DRAWN),
                400,
                new RandomStreams(seed, 0));
        List<Job> jobs = new ArrayList<>();
        w.forEach(jobs::add);
        GangSimulation sim = new GangSimulation(32, scheme, Blocks.PARTIAL);
        meanTurnaround(sim, jobs);
        assertThat(sim.ended()).isEqualTo(400);
        assertThat(sim.matrix().rows()).isZero();
        assertThat(sim.figures().get("utilization")).isPositive().isLessThanOrEqualTo(1.0);
        GangSimulation again = new GangSimulation(32, scheme, Blocks.PARTIAL);
        again.run(jobs.iterator());
        assertThat(again.figures()).isEqualTo(sim.figures());
    }

    @Test
    void theJumpClockStartsASlotAtAnArrivalOnAnIdleMachine() {
        // one job of 3 processors and 7 slots arriving at 2.5: the global clock places it at 3 (ends
        // at 10, turnaround 7.5), the jump clock at 2.5 (ends at 9.5, turnaround 7)
        List<Job> one = List.of(Job.of(1, 2.5, 7, 3));
        assertThat(meanTurnaround(new GangSimulation(8, Scheme.BR), one)).isEqualTo(7.5);
        GangSimulation jump = new GangSimulation(8, Scheme.BR).clock(SlotClock.JUMP);
        assertThat(meanTurnaround(jump, one)).isEqualTo(7.0);
        assertThat(jump.now()).isEqualTo(9.5);
        // span 2.5..9.5 with one row throughout
        assertThat(jump.figures().get("slotsMean")).isEqualTo(1.0);
    }

    @ParameterizedTest
    @EnumSource(Scheme.class)
    void aJobArrivingAtABusyMachineWaitsForTheEndOfTheCurrentSlot(Scheme scheme) {
        // two 8-processor jobs: J1 (2 slots) at 0.25, J2 (1 slot) at 1.5.
        // Jump clock: slots [0.25, 1.25) and [1.25, 2.25) run J1, which ends at 2.25; J2 arrived
        // during the second slot, is placed at its end in the freed row and ends at 3.25.
        // Turnarounds 2 and 1.75.
        // Global clock: J1 is placed at 1 and runs [1, 2); J2 is placed at 2 in a second row, runs
        // [2, 3) and ends at 3; J1 runs [3, 4) and ends at 4. Turnarounds 3.75 and 1.5.
        List<Job> jobs = List.of(Job.of(1, 0.25, 2, 8), Job.of(2, 1.5, 1, 8));
        assertThat(meanTurnaround(new GangSimulation(8, scheme).clock(SlotClock.JUMP), jobs))
                .isEqualTo((2 + 1.75) / 2);
        assertThat(meanTurnaround(new GangSimulation(8, scheme), jobs)).isEqualTo((3.75 + 1.5) / 2);
    }

    @ParameterizedTest
    @EnumSource(Scheme.class)
    void withArrivalsAtWholeTimesBothClocksAgree(Scheme scheme) {
        List<Job> jobs = new ArrayList<>();
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
        int t = 0;
        for (int i = 1; i <= 200; i++) {
            t += rnd.nextInt(4) * rnd.nextInt(3); // gaps of 0..6, often 0: idle and busy spells
            jobs.add(Job.of(i, t, 1 + rnd.nextInt(12), 1 + rnd.nextInt(16)));
        }
        GangSimulation global = new GangSimulation(16, scheme);
        GangSimulation jump = new GangSimulation(16, scheme).clock(SlotClock.JUMP);
        assertThat(meanTurnaround(jump, jobs)).isEqualTo(meanTurnaround(global, jobs));
        assertThat(jump.figures()).isEqualTo(global.figures());
    }
}
