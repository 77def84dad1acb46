package org.schedlab.experiments.formats;

import java.util.function.Consumer;
import org.schedlab.experiments.repro.plan.GuardedWriter;
import org.schedlab.experiments.view.Schedule;

/**
 * Writes a schedule job by job as the run ends them. A write failure is kept and reported by
 * {@link #close} as bad input naming where the schedule was going ({@link GuardedWriter}); a format
 * that needs every job before it writes (SWF is sorted by submit time) writes them in {@link
 * #close}.
 */
public abstract class ScheduleWriter implements Consumer<Schedule.Job>, AutoCloseable {
    /** The text output. */
    protected final GuardedWriter out;

    /**
     * @param out where the schedule goes (closed by {@link #close})
     * @param where where that is, for messages
     */
    protected ScheduleWriter(java.io.Writer out, String where) {
        this.out = out == null ? null : new GuardedWriter(out, where);
    }

    private boolean closed;

    /**
     * Writes what is still held back, then flushes and closes; reports the first write failure. A
     * second call does nothing.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        finish();
        out.close();
    }

    /** Writes what the format holds back until every job is known (nothing by default). */
    protected void finish() {}

    /** A writer that hands every job to {@code csv} (SchedLab's format, which has its own guard). */
    static ScheduleWriter of(org.schedlab.experiments.view.ScheduleCsv.Writer csv) {
        return new ScheduleWriter(null, null) {
            @Override
            public void accept(Schedule.Job job) {
                csv.accept(job);
            }

            @Override
            public void close() {
                csv.close();
            }
        };
    }
}
