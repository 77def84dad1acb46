package org.schedlab.workloads.profile;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;

/**
 * A named bundle of trace conventions and a pass mode, chosen with {@code --profile NAME}, so
 * that numbers can be compared with another simulator's or a paper's in one word. Explicit
 * {@code --convention} and {@code --passes} options still win over the bundle.
 *
 * @param name the profile's stable name
 * @param summary one line: whose rules these are
 * @param source where the rules were established (files of the peer's public code, or a paper)
 * @param conventions the convention options it sets ({@link ConventionProfile#fromOptions} keys);
 *     keys it does not set keep the project defaults
 * @param passes the pass mode of the pass-based schedulers
 * @param differences known rules of the peer that no convention expresses, with their effect
 * @param events the engine's order of same-second events
 * @param schedulerOptions per scheduler name, {@code key=value} options added to a {@code
 *     --scheduler} spec of that name (options the spec gives itself win)
 * @param reproduces each scheduler of the peer that this profile reproduces, by the peer's own name
 *     (a class or a command-line name), mapped to our {@code --scheduler} spec, in listing order
 * @param statistics the peer's statistics conventions, as {@code simulate --statistics} reads them
 *     ({@link org.schedlab.core.metrics.StatisticsConventions}); empty for every job counted
 */
public record NamedProfile(
        String name,
        String summary,
        String source,
        Map<String, String> conventions,
        PassMode passes,
        List<String> differences,
        EventOrder events,
        Map<String, List<String>> schedulerOptions,
        Map<String, String> reproduces,
        String statistics) {
    public NamedProfile {
        java.util.Objects.requireNonNull(statistics, "statistics");
        org.schedlab.core.metrics.StatisticsConventions.parse("statistics of profile " + name, statistics);
        reproduces = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(reproduces));
        conventions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(conventions));
        differences = List.copyOf(differences);
        java.util.Objects.requireNonNull(events, "events");
        Map<String, List<String>> copy = new LinkedHashMap<>();
        schedulerOptions.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        schedulerOptions = java.util.Collections.unmodifiableMap(copy);
        ConventionProfile.fromOptions(conventions); // fails early on a bad bundle
    }

    // Hand-written for start-up, as NamedSchedulerFactory's are (why: there; registering a
    // built-in profile also compares it with itself). The hash is the name's alone: equal profiles
    // have equal names, and different registrations differ in their names.
    @Override
    public boolean equals(Object o) {
        return o == this
                || o instanceof NamedProfile p
                        && java.util.Objects.equals(name, p.name)
                        && java.util.Objects.equals(summary, p.summary)
                        && java.util.Objects.equals(source, p.source)
                        && conventions.equals(p.conventions)
                        && passes == p.passes
                        && differences.equals(p.differences)
                        && events.equals(p.events)
                        && schedulerOptions.equals(p.schedulerOptions)
                        && reproduces.equals(p.reproduces)
                        && statistics.equals(p.statistics);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hashCode(name);
    }

    /** A profile whose statistics count every job. */
    public NamedProfile(
            String name,
            String summary,
            String source,
            Map<String, String> conventions,
            PassMode passes,
            List<String> differences,
            EventOrder events,
            Map<String, List<String>> schedulerOptions,
            Map<String, String> reproduces) {
        this(name, summary, source, conventions, passes, differences, events, schedulerOptions, reproduces, "");
    }

    /** The statistics conventions of this profile. */
    public org.schedlab.core.metrics.StatisticsConventions statisticsConventions() {
        return org.schedlab.core.metrics.StatisticsConventions.parse("statistics of profile " + name, statistics);
    }

    /** A profile that maps no peer scheduler. */
    public NamedProfile(
            String name,
            String summary,
            String source,
            Map<String, String> conventions,
            PassMode passes,
            List<String> differences,
            EventOrder events,
            Map<String, List<String>> schedulerOptions) {
        this(name, summary, source, conventions, passes, differences, events, schedulerOptions, Map.of(), "");
    }

    /** A profile with SchedLab's event order and no scheduler options. */
    public NamedProfile(
            String name,
            String summary,
            String source,
            Map<String, String> conventions,
            PassMode passes,
            List<String> differences) {
        this(name, summary, source, conventions, passes, differences, EventOrder.DEFAULT, Map.of(), Map.of(), "");
    }

    /**
     * The scheduler spec {@code text} with this profile's options for its scheduler added: each
     * {@code key=value} of the profile whose key the spec does not set itself is appended. A spec
     * with a positional argument (no {@code =}) is left alone.
     */
    public String schedulerSpec(String text) {
        String[] parts = text.split(":", -1);
        List<String> extra = schedulerOptions.get(parts[0]);
        if (extra == null) {
            return text;
        }
        java.util.Set<String> given = new java.util.HashSet<>();
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq < 0) {
                return text;
            }
            given.add(parts[i].substring(0, eq));
        }
        StringBuilder b = new StringBuilder(text);
        for (String option : extra) {
            int eq = option.indexOf('=');
            if (!given.contains(eq < 0 ? option : option.substring(0, eq))) {
                b.append(':').append(option);
            }
        }
        return b.toString();
    }

    /** The bundle's options overlaid with {@code explicit} ones (explicit keys win). */
    public Map<String, String> with(Map<String, String> explicit) {
        Map<String, String> merged = new LinkedHashMap<>(conventions);
        merged.putAll(explicit);
        return merged;
    }

    /** The options as {@code key=value} words, in order, for help and outputs. */
    public String describeConventions() {
        if (conventions.isEmpty()) {
            return "(project defaults)";
        }
        StringBuilder b = new StringBuilder();
        conventions.forEach((k, v) ->
                b.append(b.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return b.toString();
    }
}
