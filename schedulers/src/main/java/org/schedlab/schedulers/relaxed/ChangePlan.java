package org.schedlab.schedulers.relaxed;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.schedlab.core.job.Job;

/**
 * A plan of the machine's future as PReMAS keeps it ({@code StatefulScheduler.estSched}): a sorted
 * set of changes, each the planned start or end of one job, over processor counts. The running
 * jobs have their end in it; a waiting job its start and end. The free count now is kept beside
 * it by the scheduler.
 *
 * <p>Changes of one second are ordered as PReMAS's {@code SchedChange.compareTo} orders them: the
 * ends of jobs of nonzero runtime, then the changes of jobs of runtime 0 (by arrival, a job's start
 * before its end), then the starts of the others; equal kinds by arrival.
 */
final class ChangePlan {
    /** A job known to the plan: its size, planned runtime and arrival number. */
    static final class Entry {
        final Job job;
        final long index;
        final int processors;
        final double estimate;
        final boolean runtimeZero;
        /** Its planned start and end in the plan in use ({@code null} once started, for the start). */
        Change start;

        Change end;
        /**
         * Opportunistic's note of this job's last search in the current round of visits: the round,
         * how many plan edits the round had made by then, and how far the search read.
         */
        long searchedInRound = -1;

        int editsWhenSearched;
        double searchHorizon;
        /** ELC's guaranteed start and end. */
        Change guaranteedStart;

        Change guaranteedEnd;

        Entry(Job job, long index) {
            this.job = job;
            this.index = index;
            this.processors = job.request().processors();
            this.estimate = job.estimate();
            this.runtimeZero = job.runtime() == 0;
        }
    }

    /** One planned change: {@code entry}'s start or end at {@code time}. */
    record Change(Entry entry, double time, boolean start) {
        int delta() {
            return start ? -entry.processors : entry.processors;
        }
    }

    /** PReMAS's order of changes ({@code SchedChange.compareTo}), arrival number for job number. */
    static final Comparator<Change> ORDER = (a, b) -> {
        int c = Double.compare(a.time, b.time);
        if (c != 0) {
            return c;
        }
        if (a.entry == b.entry && a.start == b.start) {
            return 0;
        }
        boolean za = a.entry.runtimeZero;
        boolean zb = b.entry.runtimeZero;
        if (za != zb) { // a runtime-0 job's changes after the others' ends, before their starts
            return (za && b.start) || (zb && !a.start) ? -1 : 1;
        }
        if (za) {
            if (a.entry == b.entry) {
                return a.start ? -1 : 1;
            }
            return Long.compare(a.entry.index, b.entry.index);
        }
        if (a.start != b.start) {
            return a.start ? 1 : -1;
        }
        return Long.compare(a.entry.index, b.entry.index);
    };

    final SortedChanges changes = new SortedChanges();

    /**
     * Where the last slot search stopped reading: the time of the last change it read (looking
     * ahead included), +infinity when it read to the end of the plan, -infinity when it read
     * nothing. The search gives the same answer while every change of the plan up to this time
     * stays as it was and the free count, the time and the job's own slot do too.
     */
    double horizon;

    /** Adds {@code e}'s start at {@code start} and its end an estimate later, as its planned slot. */
    void put(Entry e, double start) {
        e.start = new Change(e, start, true);
        e.end = new Change(e, start + e.estimate, false);
        changes.add(e.start);
        changes.add(e.end);
    }

    /** Takes {@code e}'s planned slot out. */
    void take(Entry e) {
        changes.remove(e.start);
        changes.remove(e.end);
    }

    /**
     * The earliest start of {@code e} from {@code now} ({@code StatefulScheduler.findTime}), with
     * {@code free} processors free now, as if {@code e}'s own changes were not in the plan. A
     * breakpoint is tried with every change up to it applied; the job fits there if the free count
     * stays at its size at every later second before its end. A job estimated at 0 s whose start
     * leaves fewer than the size free in the span moves the try to that second, with its whole
     * second applied (PReMAS's "skip").
     */
    double earliest(Entry e, int free, double now) {
        return earliest(e, free, now, Double.POSITIVE_INFINITY);
    }

    /**
     * {@link #earliest(Entry, int, double)} when only a start no later than {@code limit} matters:
     * the search stops once its try passes {@code limit} and returns that later try. The tries only
     * move later, so the answer is exact whenever it is at most {@code limit}, and above it
     * otherwise.
     */
    double earliest(Entry e, int free, double now, double limit) {
        if (e.estimate == 0) {
            return firstChange(e, free, now, limit);
        }
        SortedChanges s = changes;
        int n = s.size;
        double[] time = s.time;
        int[] delta = s.delta;
        boolean[] zero = s.zero;
        int need = e.processors;
        double anchor = Math.max(now, e.job.submit());
        int current = free;
        long[] owner = s.owner;
        long own = e.index;
        int ahead = next(0, n, owner, own); // the next change not yet read
        while (ahead < n) {
            int sc = ahead;
            ahead = next(ahead + 1, n, owner, own);
            if (time[sc] <= anchor) {
                current += delta[sc];
                continue;
            }
            boolean skip = false;
            boolean done = false;
            while (current >= need) {
                double second = time[sc];
                current += delta[sc];
                skip |= zero[sc] && current < need;
                while (ahead < n && time[ahead] == second) {
                    sc = ahead;
                    ahead = next(ahead + 1, n, owner, own);
                    current += delta[sc];
                    skip |= zero[sc] && current < need;
                }
                if (skip) {
                    current -= delta[sc]; // given back: the move of the anchor below applies it again
                    break;
                }
                if (second >= anchor + e.estimate || ahead >= n) {
                    done = true;
                    break;
                }
                sc = ahead;
                ahead = next(ahead + 1, n, owner, own);
            }
            if (done) {
                horizon = ahead < n ? time[ahead] : Double.POSITIVE_INFINITY;
                return anchor;
            }
            anchor = time[sc];
            if (anchor > limit) {
                horizon = ahead < n ? time[ahead] : Double.POSITIVE_INFINITY;
                return anchor;
            }
            current += delta[sc];
        }
        horizon = Double.POSITIVE_INFINITY;
        return anchor;
    }

    /** The first index from {@code i} whose change is not of the job {@code own} ({@code n} if none). */
    private static int next(int i, int n, long[] owner, long own) {
        while (i < n && owner[i] == own) {
            i++;
        }
        return i;
    }

    /**
     * Where a job estimated at 0 s goes ({@code StatefulScheduler.zeroCase}): now if its processors
     * are free now, else the first change after which enough are free (a time above {@code limit}
     * once the search passes it); {@code e}'s own changes are passed over.
     */
    double firstChange(Entry e, int free, double now, double limit) {
        int need = e.processors;
        if (free >= need) {
            horizon = Double.NEGATIVE_INFINITY;
            return now;
        }
        double at = now;
        SortedChanges s = changes;
        int n = s.size;
        for (int i = next(0, n, s.owner, e.index); i < n; i = next(i + 1, n, s.owner, e.index)) {
            at = s.time[i];
            horizon = at;
            if (at > limit) {
                return at;
            }
            free += s.delta[i];
            if (free >= need) {
                return at;
            }
        }
        horizon = Double.POSITIVE_INFINITY;
        return at;
    }

    /**
     * The most processors free at the end of any second from {@code now} to {@code until} (every
     * change up to {@code now} applied for the first), with {@code free} free now: a job estimated
     * above 0 s that needs more cannot start by {@code until} ({@link #earliest} tries a start
     * only where the free count at the end of its second suffices), unless its own changes in that
     * span are passed over.
     */
    int mostFree(int free, double now, double until) {
        SortedChanges s = changes;
        int n = s.size;
        int i = 0;
        int current = free;
        while (i < n && s.time[i] <= now) {
            current += s.delta[i++];
        }
        int most = current;
        while (i < n && s.time[i] <= until) {
            double second = s.time[i];
            while (i < n && s.time[i] == second) {
                current += s.delta[i++];
            }
            most = Math.max(most, current);
        }
        return most;
    }

    /** The waiting jobs in the order of their planned starts. */
    List<Entry> byStart() {
        List<Entry> out = new ArrayList<>();
        for (Change c : changes) {
            if (c.start) {
                out.add(c.entry);
            }
        }
        return out;
    }

    /**
     * PReMAS's compression ({@code Manager.compress}): the plan keeps the running jobs' ends, and
     * every waiting job is placed again at its earliest start, in the order of its old start.
     */
    void compress(int free, double now) {
        List<Entry> order = byStart();
        for (Entry e : order) {
            take(e);
        }
        for (Entry e : order) {
            put(e, earliest(e, free, now));
        }
    }
}
