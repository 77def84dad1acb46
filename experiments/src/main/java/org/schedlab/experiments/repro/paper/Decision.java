package org.schedlab.experiments.repro.paper;

/**
 * The outcome of judging a claim on intervals, with what would settle it when inconclusive.
 *
 * @param outcome PASS, FAIL or INCONCLUSIVE
 * @param replicationsNeeded for INCONCLUSIVE: replications per point that would likely settle
 *     it; 0 when more replications cannot (the estimate sits on the boundary), -1 when unknown
 *     (fewer than two replications so far)
 * @param replicationsNow for INCONCLUSIVE: replications behind the estimate
 */
public record Decision(Outcome outcome, int replicationsNeeded, int replicationsNow) {
    /** The three verdicts. */
    public enum Outcome {
        PASS,
        FAIL,
        INCONCLUSIVE,
        /** A wall-clock claim: measured and shown, but not judged (it would vary between runs). */
        NOT_JUDGED
    }

    /** Shown, not judged: see {@link Outcome#NOT_JUDGED}. */
    public static final Decision NOT_JUDGED = new Decision(Outcome.NOT_JUDGED, 0, 0);

    /** Decided in favour. */
    public static final Decision PASS = new Decision(Outcome.PASS, 0, 0);

    /** Decided against. */
    public static final Decision FAIL = new Decision(Outcome.FAIL, 0, 0);

    /** A decision on a point value that involves no sampling. */
    public static Decision of(boolean holds) {
        return holds ? PASS : FAIL;
    }

    static Decision undecided(Estimate e, double threshold) {
        return new Decision(Outcome.INCONCLUSIVE, e.replicationsToSettle(threshold), e.n());
    }

    /** Both hold: FAIL if either fails, PASS if both pass, else INCONCLUSIVE. */
    public Decision and(Decision other) {
        if (outcome == Outcome.FAIL) {
            return this;
        }
        if (other.outcome == Outcome.FAIL) {
            return other;
        }
        if (outcome == Outcome.PASS) {
            return other;
        }
        if (other.outcome == Outcome.PASS) {
            return this;
        }
        return hardest(this, other);
    }

    /** Either holds: PASS if either passes, FAIL if both fail, else INCONCLUSIVE. */
    public Decision or(Decision other) {
        if (outcome == Outcome.PASS) {
            return this;
        }
        if (other.outcome == Outcome.PASS) {
            return other;
        }
        if (outcome == Outcome.FAIL) {
            return other;
        }
        if (other.outcome == Outcome.FAIL) {
            return this;
        }
        return hardest(this, other);
    }

    /** Of two inconclusive parts, the one that needs the most to settle (unknown and impossible first). */
    private static Decision hardest(Decision a, Decision b) {
        if (a.replicationsNeeded <= 0 || b.replicationsNeeded <= 0) {
            return a.replicationsNeeded <= b.replicationsNeeded ? a : b;
        }
        return a.replicationsNeeded >= b.replicationsNeeded ? a : b;
    }

    /** For the report: what would settle an inconclusive claim; empty otherwise. */
    public String settle() {
        if (outcome == Outcome.NOT_JUDGED) {
            return "wall-clock time varies between runs and machines: see the JMH numbers of the benchmarks module";
        }
        if (outcome != Outcome.INCONCLUSIVE) {
            return "";
        }
        if (replicationsNeeded < 0) {
            return "needs at least 2 replications per point for an interval";
        }
        if (replicationsNeeded == 0) {
            return "the estimate sits on the boundary: more replications alone are unlikely to settle it";
        }
        return "about " + replicationsNeeded + " replications per point (now " + replicationsNow + ")";
    }
}
