package org.schedlab.gang.scheme;

/**
 * How the multiple-slot schemes (BRMS, BRMMS) hand out extra copies, where Zhou, Walsh and Brent
 * (JSSPP 2000) leave it open. The default ({@link #EVERY_EVENT}) is algorithms.md 4.5: after every
 * step with an arrival or a departure, in rounds, with no limit per job. Two other readings of the
 * paper are options of the scheduler spec, for the reading of BRMS's Table 2 rows:
 *
 * <ul>
 *   <li>{@code copies=N}: a job holds at most {@code N} extra copies;
 *   <li>{@code extras=departures}: extra copies are handed out only after a step in which a job
 *       ended, as in the paper's Fig. 1, where the resources freed by terminated jobs go to running
 *       ones; a row an arrival opens then stays open to later arrivals until the next departure.
 * </ul>
 *
 * @param maxCopies the most extra copies a job may hold ({@link Integer#MAX_VALUE}: no limit)
 * @param onDeparturesOnly whether extra copies are handed out only after a departure
 */
public record Extras(int maxCopies, boolean onDeparturesOnly) {
    /** No limit, after every step with events. */
    public static final Extras EVERY_EVENT = new Extras(Integer.MAX_VALUE, false);

    public Extras {
        if (maxCopies < 0) {
            throw new IllegalArgumentException("the most extra copies must be >= 0, got " + maxCopies);
        }
    }

    /** The options as typed after the scheme ({@code :copies=1:extras=departures}), empty for the default. */
    public String spelling() {
        return (maxCopies == Integer.MAX_VALUE ? "" : ":copies=" + maxCopies)
                + (onDeparturesOnly ? ":extras=departures" : "");
    }
}
