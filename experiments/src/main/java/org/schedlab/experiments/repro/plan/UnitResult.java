package org.schedlab.experiments.repro.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one {@link WorkUnit} produced.
 *
 * @param id the unit's id
 * @param status {@code done}, {@code diverged} (a replication left any steady state; {@code reason}
 *     says why) or {@code skipped} (the sweep's trace is missing; {@code reason} says where it was
 *     looked for)
 * @param reason why the unit diverged or was skipped, else null
 * @param samples every metric's value in each of the unit's replications, in replication order
 *     (empty unless done, and for a timing unit)
 * @param timings for a timing unit: per point ({@link #key}) the wall-clock arrays {@code
 *     allocateNanos}, {@code releaseNanos} and {@code allocateReleaseNanos}, one value per timed
 *     round
 */
public record UnitResult(
        String id,
        String status,
        String reason,
        Map<String, double[]> samples,
        Map<String, Map<String, double[]>> timings) {
    public static final String DONE = "done";
    public static final String DIVERGED = "diverged";
    public static final String SKIPPED = "skipped";

    public UnitResult {
        samples = Collections.unmodifiableMap(new LinkedHashMap<>(samples));
        timings = Collections.unmodifiableMap(new LinkedHashMap<>(timings));
    }

    public static UnitResult done(String id, Map<String, double[]> samples) {
        return new UnitResult(id, DONE, null, samples, Map.of());
    }

    static UnitResult timed(String id, Map<String, Map<String, double[]>> timings) {
        return new UnitResult(id, DONE, null, Map.of(), timings);
    }

    public static UnitResult diverged(String id, String reason) {
        return new UnitResult(id, DIVERGED, reason, Map.of(), Map.of());
    }

    static UnitResult skipped(String id, String reason) {
        return new UnitResult(id, SKIPPED, reason, Map.of(), Map.of());
    }

    /** The key of a point in {@link #timings}. */
    static String key(String series, double x) {
        return series + "\t" + Double.toString(x);
    }
}
