package org.schedlab.core.testing;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.schedlab.core.job.Job;

/** Turns start times computed by a reference simulator into what the engine reports. */
public final class Departures {
    private Departures() {}

    /** The waits of {@code jobs} started at {@code start}, in the engine's departure order: by end time, then job order. */
    public static double[] waitsInDepartureOrder(List<Job> jobs, double[] start) {
        Integer[] order = IntStream.range(0, jobs.size()).boxed().toArray(Integer[]::new);
        Arrays.sort(
                order,
                Comparator.<Integer>comparingDouble(i -> start[i] + jobs.get(i).runtime())
                        .thenComparingInt(i -> i));
        double[] wait = new double[jobs.size()];
        for (int k = 0; k < order.length; k++) {
            int i = order[k];
            wait[k] = start[i] - jobs.get(i).submit();
        }
        return wait;
    }
}
