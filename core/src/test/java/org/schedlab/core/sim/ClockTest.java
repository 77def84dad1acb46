package org.schedlab.core.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.spec.BadInputException;

/** The clock's range (issue 53): times a double no longer holds are refused, never summed. */
class ClockTest {
    private static void run(Job... jobs) {
        new Simulation(new FlatAllocator(4), new SimulationTest.Fifo())
                .run(List.of(jobs).iterator());
    }

    @Test
    void aSubmitTimeNear1e18IsRefusedNamingTheJob() {
        // there a double steps by 128 s: a 100-s job would have run 128 s or none
        assertThat(Math.ulp(1e18)).isEqualTo(128.0);
        assertThatThrownBy(() -> run(Job.of(1, 0, 5, 1), Job.of(7, 1e18, 100, 1)))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("job 7: submit time 1.0E18 is beyond the clock's range (times up to 2^42");
    }

    @Test
    void theLimitItselfIsInRangeAndTheNextDoubleIsNot() {
        assertThat(Clock.LIMIT).isEqualTo(4398046511104.0);
        // at the limit a double still resolves a millisecond
        assertThat(Math.ulp(Clock.LIMIT)).isLessThan(1e-3);
        assertThatCode(() -> Clock.checkSubmit(Job.of(1, Clock.LIMIT, 0, 1))).doesNotThrowAnyException();
        assertThatThrownBy(() -> Clock.checkSubmit(Job.of(1, Math.nextUp(Clock.LIMIT), 0, 1)))
                .hasMessageContaining(Clock.RANGE_NOTE);
    }

    @Test
    void aJobThatWouldEndBeyondTheLimitIsRefusedWhenItStarts() {
        assertThatThrownBy(() -> run(Job.of(3, Clock.LIMIT - 10, 11, 1)))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("job 3 would end at 4.398046511105E12, beyond the clock's range")
                .hasMessageEndingWith("(started at 4.398046511094E12 with runtime 11.0)");
        // ending exactly at the limit is in range
        assertThatCode(() -> run(Job.of(3, Clock.LIMIT - 10, 10, 1))).doesNotThrowAnyException();
    }

    @Test
    void aRuntimeThatVanishesAgainstItsStartIsRefused() {
        assertThatThrownBy(() -> Clock.checkEnd(Job.of(2, 1e12, 1e-9, 1), 1e12, 1e12 + 1e-9))
                .isInstanceOf(BadInputException.class)
                .hasMessage("job 2: runtime 1.0E-9 vanishes at time 1.0E12: beyond the clock's range for so short a"
                        + " job (a double there cannot tell its end from its start)");
        // a runtime of 0 ends where it starts by definition
        assertThatCode(() -> Clock.checkEnd(Job.of(2, 1e12, 0, 1), 1e12, 1e12)).doesNotThrowAnyException();
        assertThatCode(() -> Clock.checkEnd(Job.of(2, 1e12, 1e-3, 1), 1e12, 1e12 + 1e-3))
                .doesNotThrowAnyException();
    }

    @Test
    void runtimesWithinTheRangeKeepTheirValue() {
        // the same two jobs near the limit and near 0 give the same turnarounds
        for (double base : new double[] {0, Clock.LIMIT / 2}) {
            Metrics m = new Metrics(4, 10, null);
            new Simulation(new FlatAllocator(4), new SimulationTest.Fifo())
                    .addListener(m)
                    .run(List.of(Job.of(1, base, 100, 4), Job.of(2, base + 1, 50, 4))
                            .iterator());
            assertThat(m.summary().meanTurnaround()).as("base " + base).isEqualTo((100 + 149) / 2.0);
        }
    }
}
