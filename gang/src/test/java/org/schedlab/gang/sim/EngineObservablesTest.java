package org.schedlab.gang.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.gang.matrix.OusterhoutMatrix;
import org.schedlab.gang.scheme.Scheme;
import org.schedlab.workloads.synthetic.DowneyWorkload;

/**
 * What the engine shows outside, computed by hand on tiny BC runs: the matrix listener's calls,
 * the order of departures within a slot, the counters, the figures and the runtime classes, the
 * row limit, and the audits (issue 28: mutants that survived the rest of the suite).
 */
class EngineObservablesTest {
    /**
     * P = 2, BC. X (1 slot) and A (3 slots) arrive at 0 and share S1 (X on P1, A on P2); X ends at 1
     * and B (2 slots, arriving at 1) takes P1 in S1; A and B both end at 3, in the same slot, B on
     * the lower processor.
     */
    private static List<Job> shared() {
        return List.of(Job.of(1, 0, 1, 1), Job.of(2, 0, 3, 1), Job.of(3, 1, 2, 1));
    }

    /** Records the matrix listener's calls and the ends, in the order they come. */
    private static final class Recorder implements MatrixListener {
        final List<String> matrices = new ArrayList<>();
        final List<String> ends = new ArrayList<>();

        @Override
        public void onMatrix(double now, OusterhoutMatrix matrix) {
            matrices.add(now + "|" + matrix.render());
        }

        @Override
        public void onEnd(Job job, Allocation allocation, double start, double end) {
            ends.add(job.id() + "@" + end);
        }
    }

    @Test
    void aSubmitTimeBeyondTheClocksRangeIsRefusedBeforeTheClockJumpsThere() {
        // beyond 2^53 a slot's + 1 no longer moves the clock: the run would never end
        GangSimulation sim = new GangSimulation(2, Scheme.BC);
        assertThatThrownBy(() -> sim.run(
                        List.of(Job.of(1, 0, 1, 1), Job.of(2, 1e17, 3, 1)).iterator()))
                .isInstanceOf(org.schedlab.core.spec.BadInputException.class)
                .hasMessageStartingWith("job 2: submit time 1.0E17 is beyond the clock's range");
        assertThat(sim.ended()).isEqualTo(1);
    }

    @Test
    void theMatrixListenerSeesOnlySlotsWithArrivalsOrDepartures() {
        GangSimulation sim = new GangSimulation(2, Scheme.BC);
        Recorder rec = new Recorder();
        assertThat(sim.addListener(rec)).isSameAs(sim);
        sim.run(shared().iterator());
        // at 0 the first placements, at 1 X's departure and B's arrival, nothing at 2 (a quiet
        // slot), at 3 A's and B's departures, after which the empty row is gone
        assertThat(rec.matrices).containsExactly("0.0|S1: 1 2\n", "1.0|S1: 3 2\n", "3.0|");
    }

    @Test
    void jobsEndingInTheSameSlotDepartInArrivalOrder() {
        GangSimulation sim = new GangSimulation(2, Scheme.BC);
        Recorder rec = new Recorder();
        sim.addListener(rec);
        sim.run(shared().iterator());
        // B (job 3) sits on P1, before A (job 2) on P2, but arrived later
        assertThat(rec.ends).containsExactly("1@1.0", "2@3.0", "3@3.0");
        assertThat(sim.scheme()).isEqualTo(Scheme.BC);
        assertThat(sim.arrived()).isEqualTo(3);
        assertThat(sim.ended()).isEqualTo(3);
        assertThat(sim.slots()).isEqualTo(3);
        assertThat(sim.now()).isEqualTo(3.0);
    }

    @Test
    void figuresOfTheSharedRun() {
        GangSimulation sim = new GangSimulation(2, Scheme.BC);
        sim.run(shared().iterator());
        Map<String, Double> f = sim.figures();
        // active processor-slots 1 + 3 + 2 over 2 processors x 3 slots; one row in each slot
        assertThat(f.get("utilization")).isEqualTo(1.0);
        assertThat(f.get("slotsMean")).isEqualTo(1.0);
        assertThat(f.get("slotsMax")).isEqualTo(1.0);
        // turnarounds 1, 3 and 2, all small
        assertThat(f.get("meanTurnaroundSmall")).isEqualTo(2.0);
        assertThat(f.get("meanTurnaroundMedium")).isNaN();
        assertThat(f.get("meanTurnaroundLarge")).isNaN();
        assertThat(f.get("shiftsPerJob")).isEqualTo(0.0);
    }

    @Test
    void anEngineThatRanNoJobReportsZeroFigures() {
        GangSimulation sim = new GangSimulation(4, Scheme.BRMMS);
        sim.run(List.<Job>of().iterator());
        Map<String, Double> f = sim.figures();
        assertThat(f.get("utilization")).isEqualTo(0.0);
        assertThat(f.get("slotsMean")).isEqualTo(0.0);
        assertThat(f.get("slotsMax")).isEqualTo(0.0);
        assertThat(f.get("shiftsPerJob")).isEqualTo(0.0);
        assertThat(f.get("meanTurnaroundSmall")).isNaN();
        assertThat(sim.slots()).isZero();
        assertThat(sim.arrived()).isZero();
    }

    @Test
    void oneJobOfEachRuntimeClass() {
        // P = 2, BC: A (12 slots) and B (13) share S1, C (61) has S2. The rows alternate: A ends
        // at 23 (its 12th turn, slot 22), B at 25 (slot 24), then C runs every slot: 12 turns by
        // 24, 49 more end it at 74.
        GangSimulation sim = new GangSimulation(2, Scheme.BC);
        sim.run(List.of(Job.of(1, 0, 12, 1), Job.of(2, 0, 13, 1), Job.of(3, 0, 61, 1))
                .iterator());
        Map<String, Double> f = sim.figures();
        assertThat(f.get("meanTurnaroundSmall")).isEqualTo(23.0);
        assertThat(f.get("meanTurnaroundMedium")).isEqualTo(25.0);
        assertThat(f.get("meanTurnaroundLarge")).isEqualTo(74.0);
        assertThat(f.get("utilization")).isEqualTo((12 + 13 + 61) / (2.0 * 74));
        // 25 slots with two rows, 49 with one
        assertThat(f.get("slotsMean")).isEqualTo((25 * 2 + 49) / 74.0);
        assertThat(f.get("slotsMax")).isEqualTo(2.0);
        assertThat(sim.slots()).isEqualTo(74);
    }

    @Test
    void runtimeClassBoundsAreInclusive() {
        assertThat(GangSimulation.sizeClass(Job.of(1, 0, 0.5, 1))).isEqualTo("small");
        assertThat(GangSimulation.sizeClass(Job.of(1, 0, 12, 1))).isEqualTo("small");
        assertThat(GangSimulation.sizeClass(Job.of(1, 0, 12.01, 1))).isEqualTo("medium");
        assertThat(GangSimulation.sizeClass(Job.of(1, 0, 60, 1))).isEqualTo("medium");
        assertThat(GangSimulation.sizeClass(Job.of(1, 0, 60.5, 1))).isEqualTo("large");
        assertThat(GangSimulation.sizeClass(Job.of(1, 0, 1000, 1))).isEqualTo("large");
    }

    @Test
    void shiftsPerJobIsTheShiftsOverTheJobsThatEnded() {
        DowneyWorkload w = new DowneyWorkload(
                16,
                DowneyWorkload.SizeRule.DRAWN,
                DowneyWorkload.rateFor(0.8, 16, DowneyWorkload.SizeRule.DRAWN),
                200,
                new RandomStreams(3, 0));
        List<Job> jobs = new ArrayList<>();
        w.forEach(jobs::add);
        GangSimulation sim = new GangSimulation(16, Scheme.BR);
        sim.run(jobs.iterator());
        assertThat(sim.matrix().shifts()).isGreaterThan(1);
        assertThat(sim.ended()).isEqualTo(200);
        assertThat(sim.figures().get("shiftsPerJob")).isEqualTo(sim.matrix().shifts() / 200.0);
    }

    @Test
    void theRowLimitIsTheLargestNumberOfRowsAllowed() {
        List<Job> jobs = List.of(Job.of(1, 0, 2, 1), Job.of(2, 0, 2, 1), Job.of(3, 0, 2, 1));
        GangSimulation ok = new GangSimulation(2, Scheme.BC).rowLimit(2);
        ok.run(jobs.iterator());
        assertThat(ok.figures().get("slotsMax")).isEqualTo(2.0);
        GangSimulation tight = new GangSimulation(2, Scheme.BC).rowLimit(1);
        assertThatThrownBy(() -> tight.run(jobs.iterator()))
                .isInstanceOf(GangSimulation.RowLimitExceeded.class)
                .hasMessage("more than 1 slots at time 1.0 after 3 arrivals");
    }

    @Test
    void checkInvariantsAuditsTheMatrix() {
        GangSimulation sim = new GangSimulation(2, Scheme.BC);
        sim.checkInvariants();
        sim.matrix().freeTree().add(0, 1);
        assertThatThrownBy(sim::checkInvariants)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("idle-slot tree: ");
    }

    /**
     * Miscounts an idle slot in the matrix's tree at {@code from} and puts it right at {@code
     * until} (BC never reads the tree, so only an audit can notice).
     */
    private static MatrixListener miscount(double from, double until) {
        return (now, matrix) -> {
            if (now == from) {
                matrix.freeTree().add(0, 1);
            }
            if (now == until) {
                matrix.freeTree().add(0, -1);
            }
        };
    }

    @Test
    void auditEverySlotCatchesAMiscountThatIsGoneByTheEnd() {
        GangSimulation off = new GangSimulation(2, Scheme.BC);
        off.addListener(miscount(1.0, 3.0));
        off.run(shared().iterator());
        assertThat(off.ended()).isEqualTo(3);
        GangSimulation on = new GangSimulation(2, Scheme.BC).auditEverySlot(true);
        on.addListener(miscount(1.0, 3.0));
        assertThatThrownBy(() -> on.run(shared().iterator()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("idle-slot tree: ");
        assertThat(on.now()).isEqualTo(1.0);
    }

    @Test
    void theRunAuditsAtTheEnd() {
        GangSimulation sim = new GangSimulation(2, Scheme.BC);
        sim.addListener(miscount(3.0, -1));
        assertThatThrownBy(() -> sim.run(shared().iterator()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("idle-slot tree: ");
        assertThat(sim.ended()).isEqualTo(3);
    }
}
