package org.schedlab.experiments.repro.paper;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.schedlab.core.alloc.Work;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.core.metrics.PlacementMeasure;
import org.schedlab.core.sim.Simulation;
import org.schedlab.experiments.run.Fairness;
import org.schedlab.experiments.run.Registry;

/**
 * The unit of every metric a sweep's points can hold, written beside the metric in the {@code
 * unit} column of every figure and table CSV. One metric name has one unit: the time metrics are
 * in the time unit of the sweep they come from ({@link Paper#timeUnit}: {@code s} for a trace, the
 * experiment file's {@code timeUnit} for a model), and a displayed scale changes the name as well
 * as the unit ({@link Numbers#metricName}: {@code utilizationPercent} is in {@code percent}).
 */
public final class Units {
    /** Stands for the sweep's time unit in {@link #BASE}. */
    private static final String TIME = "{time}";

    /** The unit for a fraction of 1 (utilization, capacity loss). */
    public static final String FRACTION = "fraction";

    private static final Map<String, String> BASE = base();

    private Units() {}

    private static Map<String, String> base() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String name : MetricsSummary.NAMES) {
            m.put(name, TIME);
        }
        m.put("jobs", "jobs");
        m.put("meanBoundedSlowdown", "ratio");
        m.put("utilization", FRACTION);
        m.put(Results.QUEUE_GROWTH, "jobs per arrival");
        m.put("allocateNanos", "ns per job");
        m.put("releaseNanos", "ns per job");
        m.put("allocateReleaseNanos", "ns per job");
        m.put("slotsMean", "slots");
        m.put("slotsMax", "slots");
        m.put("meanTurnaroundSmall", TIME);
        m.put("meanTurnaroundMedium", TIME);
        m.put("meanTurnaroundLarge", TIME);
        m.put("shiftsPerJob", "shifts per job");
        m.put(Work.ALLOCATION_UNITS, "work units per job");
        m.put(Work.RELEASE_UNITS, "work units per job");
        m.put(Work.ALLOCATION_RELEASE_UNITS, "work units per job");
        m.put(Work.ALLOCATION_COMPARISONS, "comparisons per job");
        m.put(Work.RELEASE_COMPARISONS, "comparisons per job");
        m.put(Work.ALLOCATION_RELEASE_COMPARISONS, "comparisons per job");
        for (String name : Fairness.FIGURES) {
            m.put(name, name.startsWith("unfair") ? FRACTION : TIME);
        }
        m.put(Simulation.KILLS, "kills");
        m.put(Simulation.LOST_WORK, "processors x " + TIME);
        return Collections.unmodifiableMap(m);
    }

    /**
     * The figures of the placement measures the modules on the class path declare ({@link
     * Registry#measures()}): {@code meanNAME} and {@code maxNAME} of each, in the measure's unit.
     * Read from the registry only for a metric that is not a core one, so that a run naming none
     * never builds it here.
     */
    private static Map<String, String> measured() {
        Map<String, String> m = new LinkedHashMap<>();
        for (PlacementMeasure measure : Registry.onClassPath().measures().values()) {
            for (String figure : measure.figures()) {
                m.put(figure, measure.unit());
            }
        }
        return m;
    }

    /**
     * The metric names a sweep's points hold: the core metrics, the stability measure, the timing
     * metrics of timed sweeps, the figures engines and allocators add and the means and maxima of
     * the placement measures modules declare. A figure, table or stopping rule naming another is
     * refused before anything runs.
     */
    public static Set<String> metrics() {
        Set<String> all = new LinkedHashSet<>(BASE.keySet());
        all.addAll(measured().keySet());
        return Collections.unmodifiableSet(all);
    }

    /** Whether a sweep's points hold {@code metric} ({@link #metrics()}). */
    public static boolean isMetric(String metric) {
        return BASE.containsKey(metric) || measured().containsKey(metric);
    }

    /**
     * The unit of {@code metric} as displayed at {@code scale}.
     *
     * @param timeUnit the unit of the sweep's clock, for the time metrics
     * @throws IllegalArgumentException for a metric no sweep holds
     */
    public static String of(String metric, double scale, String timeUnit) {
        String base = BASE.containsKey(metric) ? BASE.get(metric) : measured().get(metric);
        if (base == null) {
            throw new IllegalArgumentException("no unit for metric '" + metric + "'");
        }
        return scaled(base.replace(TIME, timeUnit), scale);
    }

    /**
     * {@code unit} after the display scale: a fraction scaled by 100 is {@code percent}, another
     * scale reads {@code (UNIT) x S}; an undeclared (blank) unit stays blank.
     */
    public static String scaled(String unit, double scale) {
        if (scale == 1 || unit.isEmpty()) {
            return unit;
        }
        if (scale == 100 && unit.equals(FRACTION)) {
            return "percent";
        }
        return "(" + unit + ") x " + Sweep.format(scale);
    }
}
