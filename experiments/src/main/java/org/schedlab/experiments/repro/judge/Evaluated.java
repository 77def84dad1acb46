package org.schedlab.experiments.repro.judge;

import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;

/**
 * One evaluated claim.
 *
 * @param claim the claim
 * @param verdict the verdict, or null when an input was skipped
 * @param error a failure while evaluating, or null
 * @param why the paper's explanation of this verdict under its reading, or null
 */
public record Evaluated(Claim claim, Claim.Verdict verdict, String error, String why) {
    /** PASS, FAIL (also for an evaluation error), INCONCLUSIVE or SKIPPED. */
    public String label() {
        if (error != null) {
            return "FAIL";
        }
        return verdict == null ? "SKIPPED" : verdict.outcome().name().replace('_', ' ');
    }

    /** The outcome (FAIL for an evaluation error), or null when skipped. */
    public Decision.Outcome outcome() {
        if (error != null) {
            return Decision.Outcome.FAIL;
        }
        return verdict == null ? null : verdict.outcome();
    }

    /**
     * What the report prints beside the verdict: the explanation, and for an inconclusive one
     * what would settle it.
     */
    public String explanation() {
        String settle =
                verdict == null || error != null ? "" : verdict.decision().settle();
        if (why == null) {
            return settle;
        }
        return settle.isEmpty() ? why : why + " (To settle: " + settle + ".)";
    }
}
