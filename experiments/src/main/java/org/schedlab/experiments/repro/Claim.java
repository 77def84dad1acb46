package org.schedlab.experiments.repro;

import java.util.function.Function;

/**
 * A published number or statement, checked against our measurements on their intervals.
 *
 * @param id stable id
 * @param statement what the paper says, in our words
 * @param paperValue the paper's number (or "qualitative")
 * @param tolerance how close counts as agreement, stated for the report
 * @param check computes our value and the verdict from the results; returns null when an input
 *     sweep was skipped
 */
public record Claim(
        String id, String statement, String paperValue, String tolerance, Function<Results, Verdict> check) {

    /**
     * The outcome of a check.
     *
     * @param measured our numbers with their 95% intervals, formatted
     * @param decision PASS, FAIL or INCONCLUSIVE, judged on the intervals
     */
    public record Verdict(String measured, Decision decision) {
        /** The verdict's outcome. */
        public Decision.Outcome outcome() {
            return decision.outcome();
        }
    }
}
