package org.schedlab.core.stats;

/**
 * When to stop adding replications: after {@code min} replications, stop as soon as the relative
 * half-width of the 95% interval of {@code metric} is at most {@code relativeError}, and in any
 * case after {@code max}. A fixed number R of replications is {@code fixed(R)}.
 *
 * @param metric the metric the rule watches (e.g. {@code meanTurnaround})
 * @param relativeError the target relative half-width, e.g. 0.05; 0 with {@code min == max} for a
 *     fixed count
 * @param min replications always run, {@code >= 1}
 * @param max replications never exceeded, {@code >= min}
 */
public record StoppingRule(String metric, double relativeError, int min, int max) {
    public StoppingRule {
        if (min < 1 || max < min) {
            throw new IllegalArgumentException("need 1 <= min <= max, got min " + min + ", max " + max);
        }
        if (!(relativeError >= 0) || Double.isInfinite(relativeError)) {
            throw new IllegalArgumentException("relative error must be finite and >= 0: " + relativeError);
        }
    }

    /** Exactly {@code n} replications. */
    public static StoppingRule fixed(int n) {
        return new StoppingRule("meanTurnaround", 0, n, n);
    }

    /** Whether {@code interval} (over the replications so far) satisfies the rule. */
    public boolean satisfied(ConfidenceInterval interval) {
        if (interval.n() >= max) {
            return true;
        }
        if (interval.n() < min) {
            return false;
        }
        double re = interval.relativeError();
        return relativeError > 0 && re <= relativeError;
    }
}
