package org.schedlab.experiments.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.experiments.view.MachineLayout;
import org.schedlab.experiments.view.Schedule;

/** One hand-made schedule per rule that breaks it, and the same schedule repaired. */
class ScheduleCheckTest {
    private static final MachineLayout FLAT4 = MachineLayout.parse("test", "flat:4");

    private static Schedule.Job job(
            int id, double submit, double start, double end, int procs, String alloc, double est) {
        return new Schedule.Job(id, submit, start, end, procs, alloc, -1, "", end - start, est);
    }

    private static Violation first(String scheduler, Schedule.Job... jobs) {
        CheckReport r = ScheduleCheck.check(new Schedule("flat:4", List.of(jobs)), FLAT4, scheduler);
        return r.firstViolation().orElse(null);
    }

    @Test
    void overCapacityIsFoundAtTheStartThatOverflows() {
        Violation v = first(null, job(1, 0, 0, 10, 3, "", 10), job(2, 0, 5, 8, 2, "", 3));
        assertThat(v.rule()).isEqualTo(Rule.CAPACITY);
        assertThat(v.job()).isEqualTo(2);
        assertThat(v.time()).isEqualTo(5);
        assertThat(v.detail()).isEqualTo("starts with 2 processors while 3 of the 4 are busy");
        // ends before starts at equal times: starting as the other ends is fine
        assertThat(first(null, job(1, 0, 0, 10, 3, "", 10), job(2, 0, 10, 12, 2, "", 3)))
                .isNull();
    }

    @Test
    void anEarlyStartIsFound() {
        Violation v = first(null, job(1, 5, 4, 6, 1, "0", 2));
        assertThat(v.rule()).isEqualTo(Rule.START_AFTER_SUBMIT);
        assertThat(v.job()).isEqualTo(1);
        assertThat(v.detail()).isEqualTo("starts at 4, before its submit time 5");
    }

    @Test
    void aProcessorHeldTwiceIsFoundWhereProcessorsAreListed() {
        Violation v = first(null, job(1, 0, 0, 10, 2, "0-1", 10), job(2, 0, 5, 8, 2, "1-2", 3));
        assertThat(v.rule()).isEqualTo(Rule.PROCESSORS_ONCE);
        assertThat(v.job()).isEqualTo(2);
        assertThat(v.detail()).isEqualTo("takes processor 1, which job 1 holds");
        assertThat(first(null, job(1, 0, 0, 10, 2, "0-1", 10), job(2, 0, 5, 8, 2, "2-3", 3)))
                .isNull();
        Violation count = first(null, job(1, 0, 0, 10, 2, "0-2", 10));
        assertThat(count.detail()).isEqualTo("its placement '0-2' lists 3 processors, it holds 2");
    }

    @Test
    void fcfsOrderIsBrokenByAJobStartingBeforeAnEarlierArrival() {
        Violation v = first("fcfs", job(1, 0, 5, 10, 1, "", 5), job(2, 1, 2, 3, 1, "", 1));
        assertThat(v.rule()).isEqualTo(Rule.FCFS_ORDER);
        assertThat(v.job()).isEqualTo(2);
        assertThat(first(null, job(1, 0, 5, 10, 1, "", 5), job(2, 1, 2, 3, 1, "", 1)))
                .isNull();
    }

    @Test
    void aDelayedEasyHeadIsFound() {
        // A holds the machine until its estimate, 10; B waits as the head from 1 with reservation 10
        Schedule.Job a = job(1, 0, 0, 10, 4, "0-3", 10);
        Violation v = first("easy", a, job(2, 1, 20, 25, 4, "0-3", 5));
        assertThat(v.rule()).isEqualTo(Rule.EASY_RESERVATION);
        assertThat(v.job()).isEqualTo(2);
        assertThat(v.time()).isEqualTo(10);
        assertThat(v.detail())
                .isEqualTo("head of the queue from 1, reserved for 10 (4 processors free by the running"
                        + " jobs' estimates), started at 20");
        assertThat(first("easy", a, job(2, 1, 10, 15, 4, "0-3", 5))).isNull();
        // a backfilled job that ends by the reservation, or uses the extra processors, keeps it
        Schedule.Job big = job(1, 0, 0, 10, 2, "0-1", 10);
        assertThat(first("easy", big, job(2, 1, 10, 15, 4, "0-3", 5), job(3, 2, 2, 10, 2, "2-3", 8)))
                .isNull();
        // one that runs past the reservation on the head's processors delays it: the head is late
        Violation late = first("easy", big, job(2, 1, 12, 17, 4, "0-3", 5), job(3, 2, 2, 12, 2, "2-3", 10));
        assertThat(late.rule()).isEqualTo(Rule.EASY_RESERVATION);
        assertThat(late.job()).isEqualTo(2);
    }

    @Test
    void aJobEndingAtTheDecisionTimeMayStillHoldItsProcessors() {
        // A ends at 5, when B arrives; a simulator that takes arrivals before that second's
        // departures (pyss) plans B behind A's estimate, 10: B at 8 keeps that reservation
        Schedule.Job a = job(1, 0, 0, 5, 4, "0-3", 10);
        assertThat(first("easy", a, job(2, 5, 8, 13, 4, "0-3", 5))).isNull();
        assertThat(first("conservative", a, job(2, 5, 8, 13, 4, "0-3", 5))).isNull();
        assertThat(first("easy", a, job(2, 5, 11, 16, 4, "0-3", 5)).time()).isEqualTo(10);
    }

    @Test
    void aHeadDelayedByAJobRunningPastItsEstimateIsSkippedNotFailed() {
        // A's estimate says 10, it runs to 20: the promise was made on the estimate
        CheckReport r = ScheduleCheck.check(
                new Schedule("flat:4", List.of(job(1, 0, 0, 20, 4, "0-3", 10), job(2, 1, 20, 25, 4, "0-3", 5))),
                FLAT4,
                "easy");
        assertThat(r.passed()).isTrue();
        CheckReport.Outcome easy = r.outcomes().get(r.outcomes().size() - 1);
        assertThat(easy.checked()).isEqualTo(1);
        assertThat(easy.skipped()).isEqualTo(1);
        assertThat(easy.note()).isEqualTo("1 heads waited while a job ran past its estimate");
    }

    @Test
    void aDelayedConservativeReservationIsFound() {
        // B arrives at 1 and can have the machine at 10, when A is expected to end; C, a later
        // arrival, may backfill at 10 under EASY rules too, but it pushes B back to 60
        Schedule.Job a = job(1, 0, 0, 10, 4, "0-3", 10);
        Schedule.Job b = job(2, 1, 60, 70, 4, "0-3", 10);
        Schedule.Job c = job(3, 2, 10, 60, 1, "0", 50);
        Violation v = first("conservative", a, b, c);
        assertThat(v.rule()).isEqualTo(Rule.CONSERVATIVE_RESERVATION);
        assertThat(v.job()).isEqualTo(2);
        assertThat(v.time()).isEqualTo(10);
        assertThat(v.detail())
                .isEqualTo("arrived at 1 with a reservation no later than 10 (4 processors free by the"
                        + " estimates of the jobs before it), started at 60");
        // in order: B at 10, C after B (its bound: B holds the machine to 20)
        assertThat(first("conservative", a, job(2, 1, 10, 20, 4, "0-3", 10), job(3, 2, 20, 70, 1, "0", 50)))
                .isNull();
        Violation late = first("conservative", a, job(2, 1, 10, 20, 4, "0-3", 10), job(3, 2, 30, 80, 1, "0", 50));
        assertThat(late.job()).isEqualTo(3);
        assertThat(late.time()).isEqualTo(20);
    }

    @Test
    void reservationRulesAreNotCheckedOnTopologies() {
        MachineLayout mesh = MachineLayout.parse("test", "mesh:2x2/mpl");
        CheckReport r = ScheduleCheck.check(
                new Schedule("mesh:2x2/mpl", List.of(job(1, 0, 0, 10, 4, "(1;1;2;2)", 10))), mesh, "easy");
        assertThat(r.passed()).isTrue();
        assertThat(r.outcomes().get(r.outcomes().size() - 1).note()).startsWith("not checked on mesh machines");
        Violation twice = ScheduleCheck.check(
                        new Schedule(
                                "mesh:2x2/mpl",
                                List.of(job(1, 0, 0, 10, 2, "(1;1;2;1)", 10), job(2, 0, 1, 5, 2, "(2;1;2;2)", 10))),
                        mesh,
                        null)
                .firstViolation()
                .orElseThrow();
        assertThat(twice.detail()).isEqualTo("takes processor 1, which job 1 holds");
    }
}
