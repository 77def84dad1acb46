package org.schedlab.schedulers.relaxed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.schedulers.relaxed.ChangePlan.Change;
import org.schedlab.schedulers.relaxed.ChangePlan.Entry;

/**
 * The sorted arrays of a plan's changes hold what a sorted set in PReMAS's order would, and a
 * slot search that passes over a job's own changes answers as one with those changes taken out.
 */
class SortedChangesTest {
    private static Entry entry(long index, double submit, double estimate, int processors) {
        Job job = new Job((int) index, submit, estimate, estimate, processors, new ProcessorRequest(processors));
        return new Entry(job, index);
    }

    @Test
    void keepsTheOrderAndTheSetOfASortedSet() {
        Random random = new Random(7);
        TreeSet<Change> reference = new TreeSet<>(ChangePlan.ORDER);
        SortedChanges changes = new SortedChanges();
        List<Change> made = new ArrayList<>();
        for (int step = 0; step < 5_000; step++) {
            if (made.isEmpty() || random.nextInt(3) > 0) {
                // few distinct times and some jobs of estimate 0, so that ties are frequent
                Entry e = entry(step, 0, random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(5), 1 + random.nextInt(8));
                Change c = new Change(e, random.nextInt(20), random.nextBoolean());
                made.add(c);
                assertThat(changes.add(c)).isEqualTo(reference.add(c));
                // an equal change (same job, kind and time) is kept once
                assertThat(changes.add(new Change(e, c.time(), c.start()))).isFalse();
            } else {
                Change c = made.remove(random.nextInt(made.size()));
                assertThat(changes.remove(c)).isEqualTo(reference.remove(c));
                assertThat(changes.remove(c)).isFalse();
            }
            if (step % 97 == 0) {
                assertThat(changes).containsExactlyElementsOf(reference);
                for (int i = 0; i < changes.size; i++) {
                    Change c = changes.change[i];
                    assertThat(changes.time[i]).isEqualTo(c.time());
                    assertThat(changes.delta[i]).isEqualTo(c.delta());
                    assertThat(changes.zero[i]).isEqualTo(c.entry().estimate == 0);
                    assertThat(changes.owner[i]).isEqualTo(c.entry().index);
                }
            }
        }
        assertThat(changes).containsExactlyElementsOf(reference);
        changes.clear();
        assertThat(changes.size).isZero();
        assertThat(changes.iterator().hasNext()).isFalse();
    }

    @Test
    void aSearchPassesOverTheJobsOwnSlotAsIfItWereTakenOut() {
        Random random = new Random(11);
        int capacity = 16;
        for (int round = 0; round < 200; round++) {
            ChangePlan plan = new ChangePlan();
            List<Entry> entries = new ArrayList<>();
            double now = random.nextInt(5);
            int free = capacity;
            for (int i = 0; i < 12; i++) {
                Entry e =
                        entry(i, 0, random.nextInt(6) == 0 ? 0 : 1 + random.nextInt(30), 1 + random.nextInt(capacity));
                // mostly at its earliest start; sometimes anywhere, also where too few are free, so
                // that a job's own end falls inside the spans the searches read
                double at = random.nextInt(3) == 0 ? now + random.nextInt(40) : plan.earliest(e, free, now);
                plan.put(e, at);
                entries.add(e);
            }
            for (Entry e : entries) {
                double old = e.start.time();
                double passedOver = plan.earliest(e, free, now);
                double bounded = plan.earliest(e, free, now, old);
                plan.take(e);
                double takenOut = plan.earliest(e, free, now);
                plan.put(e, old);
                assertThat(passedOver).isEqualTo(takenOut);
                // bounded by the old start: exact up to it, and beyond it when the answer is
                assertThat(bounded <= old ? bounded == takenOut : takenOut > old)
                        .isTrue();
            }
        }
    }

    @Test
    void aSearchAnswersTheSameWhileNothingItReadChanges() {
        Random random = new Random(13);
        int capacity = 16;
        int edited = 0;
        for (int round = 0; round < 300; round++) {
            ChangePlan plan = new ChangePlan();
            List<Entry> entries = new ArrayList<>();
            double now = random.nextInt(5);
            for (int i = 0; i < 12; i++) {
                Entry e =
                        entry(i, 0, random.nextInt(6) == 0 ? 0 : 1 + random.nextInt(30), 1 + random.nextInt(capacity));
                plan.put(e, random.nextInt(3) == 0 ? now + random.nextInt(40) : plan.earliest(e, capacity, now));
                entries.add(e);
            }
            Entry e = entries.get(random.nextInt(entries.size()));
            double limit = random.nextBoolean() ? Double.POSITIVE_INFINITY : e.start.time();
            double answer = plan.earliest(e, capacity, now, limit);
            double horizon = plan.horizon;
            // slots of other jobs put and taken out after what the search read
            for (int k = 0; k < 4 && horizon < Double.POSITIVE_INFINITY; k++) {
                Entry other = entry(
                        100 + k, 0, random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(20), 1 + random.nextInt(capacity));
                plan.put(other, Math.max(now, horizon) + 1 + random.nextInt(10));
                edited++;
                Entry gone = entries.get(random.nextInt(entries.size()));
                if (gone != e && gone.start.time() > horizon) {
                    plan.take(gone);
                }
            }
            assertThat(plan.earliest(e, capacity, now, limit)).isEqualTo(answer);
        }
        assertThat(edited).isGreaterThan(100);
    }
}
