package org.schedlab.core.metrics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.sim.SimulationListener;

/**
 * A run's {@link PlacementMeasures}: each measure of every started job's placement (a job started
 * again after a kill counts each time), reported as {@code meanNAME} and {@code maxNAME} (the
 * name capitalised), NaN before the first start. One per run; not thread-safe.
 */
public final class PlacementMeasuresListener implements SimulationListener {
    private final PlacementMeasures measures;
    private final List<String> names;
    private final double[] values;
    private final double[] sums;
    private final double[] maxima;
    private long starts;

    public PlacementMeasuresListener(PlacementMeasures measures) {
        this.measures = measures;
        this.names = List.copyOf(measures.names());
        this.values = new double[names.size()];
        this.sums = new double[names.size()];
        this.maxima = new double[names.size()];
        java.util.Arrays.fill(maxima, Double.NEGATIVE_INFINITY);
    }

    @Override
    public void onStart(Job job, Allocation allocation, double now) {
        measures.measure(allocation, values);
        for (int i = 0; i < values.length; i++) {
            sums[i] += values[i];
            maxima[i] = Math.max(maxima[i], values[i]);
        }
        starts++;
    }

    /** {@code meanNAME} and {@code maxNAME} of every measure, in {@link PlacementMeasures#names()} order. */
    public Map<String, Double> figures() {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            List<String> figures = PlacementMeasure.figures(names.get(i));
            m.put(figures.get(0), starts == 0 ? Double.NaN : sums[i] / starts);
            m.put(figures.get(1), starts == 0 ? Double.NaN : maxima[i]);
        }
        return m;
    }
}
