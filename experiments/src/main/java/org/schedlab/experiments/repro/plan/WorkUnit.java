package org.schedlab.experiments.repro.plan;

import org.schedlab.experiments.repro.paper.Sweep;

/**
 * One unit of a reproduction's work: the smallest piece a shard runs and a result file holds. A
 * unit is a block of replications of one series at one point of a sweep (the figures and tables
 * of a paper draw from sweeps, so a point that backs several figures is run once), or the whole
 * replication sequence of a point under an adaptive stopping rule, or the timing phase of a timed
 * sweep. Its id is derived from the paper's data alone (sweep id, series label, point, replication
 * range), never from run order, thread count or shard count.
 *
 * @param id stable id, e.g. {@code uniform/FCFS/0.5/r0-2}
 * @param kind what the unit runs
 * @param sweep the sweep
 * @param series the series (null for a timing unit)
 * @param x the point (NaN for a timing unit)
 * @param from first replication index (inclusive); for an adaptive unit 0
 * @param to last replication index (exclusive); for an adaptive unit the rule's maximum
 * @param cost the estimated cost in simulated jobs (a nominal 100,000 jobs for a whole trace)
 */
public record WorkUnit(String id, Kind kind, Sweep sweep, Sweep.Series series, double x, int from, int to, long cost) {
    /** What a unit runs. */
    public enum Kind {
        /** Replications {@code from..to-1} of a point with a fixed replication count. */
        BLOCK,
        /** Every replication of a point whose stopping rule watches a relative error (sequential). */
        ADAPTIVE,
        /** The serial timing phase of a timed sweep (wall clock, never bit-identical). */
        TIMING
    }

    /**
     * The text that identifies what this unit computes: everything in its sweep and series, its
     * point and replication range. A result file records its hash, so a result computed under other
     * settings (an edited YAML, another mode's sweep) is never taken for this unit's.
     */
    public String definition(long seed) {
        return "seed=" + seed + "\nunit=" + id + "\nkind=" + kind + "\nsweep=" + sweep + "\nseries=" + series + "\nx="
                + Double.toString(x) + "\nreplications=" + from + ".." + to + "\n";
    }
}
