package org.schedlab.experiments.formats;

/**
 * What a schedule file says about its run besides the jobs.
 *
 * @param machine the machine as it describes itself ({@code flat:100}, {@code mesh:32x32/mpl})
 * @param capacity its processors, or 0 when not known
 * @param slowdownThreshold the bounded-slowdown threshold of the run ({@code > 0})
 * @param note one line on where the schedule comes from (the command), or empty
 */
public record ScheduleHeader(String machine, int capacity, double slowdownThreshold, String note) {
    public ScheduleHeader {
        if (!(slowdownThreshold > 0)) {
            throw new IllegalArgumentException("slowdown threshold must be > 0: " + slowdownThreshold);
        }
        note = note == null ? "" : note.replace('\n', ' ');
    }
}
