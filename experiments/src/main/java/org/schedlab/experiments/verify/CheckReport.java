package org.schedlab.experiments.verify;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What {@code check} found, rule by rule.
 *
 * @param outcomes one per rule checked (or named as not checked), in rule order
 */
public record CheckReport(List<Outcome> outcomes) {
    public CheckReport {
        outcomes = List.copyOf(outcomes);
    }

    /**
     * One rule's outcome.
     *
     * @param rule the rule
     * @param checked the jobs (or heads, or starts) it was checked on
     * @param skipped those it could not be decided for (the note says why)
     * @param violations how many broke it
     * @param first the earliest violation, or null
     * @param note why jobs were skipped, or why the rule was not checked at all; empty otherwise
     */
    public record Outcome(Rule rule, long checked, long skipped, long violations, Violation first, String note) {}

    /** Whether every rule checked holds. */
    public boolean passed() {
        return outcomes.stream().allMatch(o -> o.violations() == 0);
    }

    /** The earliest violation of any rule (ties: rule order, then job). */
    public Optional<Violation> firstViolation() {
        return outcomes.stream()
                .map(Outcome::first)
                .filter(java.util.Objects::nonNull)
                .min(Comparator.comparingDouble(Violation::time)
                        .thenComparing(v -> v.rule().ordinal())
                        .thenComparingInt(Violation::job));
    }
}
