package org.schedlab.experiments.formats;

import java.util.Arrays;
import java.util.List;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.view.Schedule;

/**
 * The state of a run over time, from its schedule ({@code simulate --series-out FILE.csv}): one row
 * per time with the columns {@link #COLUMNS}:
 *
 * <ul>
 *   <li>{@code time};
 *   <li>{@code busy}: processors held by running jobs, and {@code utilization}, busy over the
 *       machine's processors (on gang machines every running job counts, so both can exceed the
 *       machine: rows share its processors);
 *   <li>{@code running}: jobs running; {@code queued}: jobs submitted and not yet started;
 *   <li>{@code waiting_work}: the work of the queued jobs, processors times runtime (processor-time
 *       in the workload's unit).
 * </ul>
 *
 * <p>Event-exact (no step): one row per time at which something happens (a submit, a start or an
 * end), holding the state after everything at that time. With a step {@code S}: one row at every
 * {@code first + k S} from the first event to the last, holding the state after everything up to
 * and including that time (a sample, not an average over the step).
 */
public final class TimeSeries {
    /** The columns, in file order. */
    public static final List<String> COLUMNS =
            List.of("time", "busy", "utilization", "running", "queued", "waiting_work");

    /** Most rows a sampled series writes (a step too small for the run is refused). */
    static final long MAX_ROWS = 10_000_000;

    private TimeSeries() {}

    /**
     * Writes the series of {@code schedule}.
     *
     * @param capacity the machine's processors ({@code > 0})
     * @param step the sampling step, or NaN for event-exact rows
     */
    public static void write(Schedule schedule, int capacity, double step, java.io.Writer out)
            throws java.io.IOException {
        List<Schedule.Job> jobs = schedule.jobs();
        int n = jobs.size();
        // events as (time, job, kind) sorted by time: kind 0 submit, 1 start, 2 end
        double[] times = new double[3 * n];
        for (int i = 0; i < n; i++) {
            Schedule.Job j = jobs.get(i);
            times[3 * i] = j.submit();
            times[3 * i + 1] = j.start();
            times[3 * i + 2] = j.end();
        }
        Integer[] order = new Integer[3 * n];
        for (int e = 0; e < order.length; e++) {
            order[e] = e;
        }
        Arrays.sort(order, (a, b) -> Double.compare(times[a], times[b]));
        double next = n == 0 ? 0 : times[order[0]];
        double last = n == 0 ? 0 : times[order[order.length - 1]];
        if (!Double.isNaN(step) && (last - next) / step > MAX_ROWS) {
            throw new org.schedlab.core.spec.BadInputException(
                    "--series-step " + Sweep.format(step) + " gives more than " + MAX_ROWS + " rows over the run's "
                            + Sweep.format(last - next) + " time units: choose a larger step");
        }
        out.write(String.join(",", COLUMNS) + "\n");
        long busy = 0;
        long running = 0;
        long queued = 0;
        double work = 0;
        StringBuilder b = new StringBuilder(1 << 16);
        int e = 0;
        while (e < order.length) {
            double t = times[order[e]];
            if (!Double.isNaN(step)) {
                // samples before this event time hold the state so far
                while (next < t) {
                    row(b, next, busy, capacity, running, queued, work);
                    next = nextSample(next, step);
                }
            }
            for (; e < order.length && times[order[e]] == t; e++) {
                Schedule.Job j = jobs.get(order[e] / 3);
                double jobWork = (double) j.procs() * (Double.isNaN(j.runtime()) ? j.end() - j.start() : j.runtime());
                switch (order[e] % 3) {
                    case 0 -> {
                        queued++;
                        work += jobWork;
                    }
                    case 1 -> {
                        queued--;
                        work -= jobWork;
                        running++;
                        busy += j.procs();
                    }
                    default -> {
                        running--;
                        busy -= j.procs();
                    }
                }
            }
            if (queued == 0) {
                work = 0; // no rounding residue when nothing waits
            }
            if (Double.isNaN(step)) {
                row(b, t, busy, capacity, running, queued, work);
            } else if (next == t) {
                row(b, next, busy, capacity, running, queued, work);
                next = nextSample(next, step);
            }
            if (b.length() > 1 << 15) {
                out.write(b.toString());
                b.setLength(0);
            }
        }
        if (!Double.isNaN(step)) {
            while (next <= last) {
                row(b, next, busy, capacity, running, queued, work);
                next = nextSample(next, step);
            }
        }
        out.write(b.toString());
    }

    private static double nextSample(double t, double step) {
        double n = t + step;
        return n > t ? n : Math.nextUp(t); // a step too small for the time's magnitude still moves on
    }

    private static void row(
            StringBuilder b, double t, long busy, int capacity, long running, long queued, double work) {
        b.append(Sweep.format(t))
                .append(',')
                .append(busy)
                .append(',')
                .append(Sweep.format((double) busy / capacity))
                .append(',')
                .append(running)
                .append(',')
                .append(queued)
                .append(',')
                .append(Sweep.format(work))
                .append('\n');
    }
}
