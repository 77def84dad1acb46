package org.schedlab.experiments.repro.paper;

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
 * @param kind a claim about the simulator, or a check of arithmetic (counted apart)
 */
public record Claim(
        String id, String statement, String paperValue, String tolerance, Function<Results, Verdict> check, Kind kind) {

    /** A claim about the simulator's results (kind {@link Kind#CLAIM}). */
    public Claim(String id, String statement, String paperValue, String tolerance, Function<Results, Verdict> check) {
        this(id, statement, paperValue, tolerance, check, Kind.CLAIM);
    }

    /** What a verdict speaks for. */
    public enum Kind {
        /** The simulator's results against the paper: counted in the claims' PASS/FAIL totals. */
        CLAIM,
        /**
         * Arithmetic on the paper's own formulas or numbers (an exact computation, a consistency test
         * of a printed table): reported apart, since it says nothing about the simulator.
         */
        CHECK
    }

    /** This claim reported as a {@link Kind#CHECK}. */
    public Claim asCheck() {
        return new Claim(id, statement, paperValue, tolerance, check, Kind.CHECK);
    }

    /**
     * The outcome of a check.
     *
     * @param measured our numbers with their 95% intervals, formatted
     * @param decision PASS, FAIL or INCONCLUSIVE, judged on the intervals
     * @param summary the few numbers that matter, for the readings table (null: the verdict alone)
     */
    public record Verdict(String measured, Decision decision, String summary) {
        /** A verdict without a summary. */
        public Verdict(String measured, Decision decision) {
            this(measured, decision, null);
        }

        /** The verdict's outcome. */
        public Decision.Outcome outcome() {
            return decision.outcome();
        }
    }
}
