package org.schedlab.schedulers.relaxed;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.TreeSet;
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

    final TreeSet<Change> changes = new TreeSet<>(ORDER);

    /** Adds {@code e}'s start at {@code start} and its end an estimate later, as its planned slot. */
    void put(Entry e, double start) {
        e.start = new Change(e, start, true);
        e.end = new Change(e, start + e.estimate, false);
        changes.add(e.start);
        changes.add(e.end);
    }

    /** Takes {@code e}'s planned slot out (its start and end stay recorded in {@code e}). */
    void take(Entry e) {
        changes.remove(e.start);
        changes.remove(e.end);
    }

    /** Puts back the slot {@link #take} took out. */
    void restore(Entry e) {
        changes.add(e.start);
        changes.add(e.end);
    }

    /**
     * The earliest start of {@code e} from {@code now} ({@code StatefulScheduler.findTime}), with
     * {@code free} processors free now. A breakpoint is tried with every change up to it applied;
     * the job fits there if the free count stays at its size at every later second before its end.
     * A job estimated at 0 s whose start leaves fewer than the size free in the span moves the try
     * to that second, with its whole second applied (PReMAS's "skip").
     */
    double earliest(Entry e, int free, double now) {
        if (e.estimate == 0) {
            return firstChange(e.processors, free, now);
        }
        int need = e.processors;
        double anchor = Math.max(now, e.job.submit());
        Iterator<Change> it = changes.iterator();
        int current = free;
        Change ahead = it.hasNext() ? it.next() : null; // the next change not yet read
        while (ahead != null) {
            Change sc = ahead;
            ahead = it.hasNext() ? it.next() : null;
            if (sc.time <= anchor) {
                current += sc.delta();
                continue;
            }
            boolean skip = false;
            boolean done = false;
            while (current >= need) {
                double second = sc.time;
                current += sc.delta();
                skip |= sc.entry.estimate == 0 && current < need;
                while (ahead != null && ahead.time == second) {
                    sc = ahead;
                    ahead = it.hasNext() ? it.next() : null;
                    current += sc.delta();
                    skip |= sc.entry.estimate == 0 && current < need;
                }
                if (skip) {
                    current -= sc.delta(); // given back: the move of the anchor below applies it again
                    break;
                }
                if (second >= anchor + e.estimate || ahead == null) {
                    done = true;
                    break;
                }
                sc = ahead;
                ahead = it.hasNext() ? it.next() : null;
            }
            if (done) {
                return anchor;
            }
            anchor = sc.time;
            current += sc.delta();
        }
        return anchor;
    }

    /**
     * Where a job estimated at 0 s goes ({@code StatefulScheduler.zeroCase}): now if its processors
     * are free now, else the first change after which enough are free.
     */
    double firstChange(int need, int free, double now) {
        if (free >= need) {
            return now;
        }
        double at = now;
        for (Change sc : changes) {
            at = sc.time;
            free += sc.delta();
            if (free >= need) {
                return at;
            }
        }
        return at;
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
