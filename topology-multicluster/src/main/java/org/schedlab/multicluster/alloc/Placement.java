package org.schedlab.multicluster.alloc;

/**
 * Which clusters receive the components of an unordered request (Bucur and Epema, JSSPP 2000,
 * sections 2.3 and 3.3). Components are always placed in decreasing order of size.
 */
public enum Placement {
    /** First Fit: each component goes to the first cluster, in index order, where it fits. */
    FIRST_FIT("ff"),
    /**
     * Worst Fit: each component goes to the cluster with the most idle processors (ties: lowest
     * index). With distinct clusters this pairs the k-th largest component with the k-th most idle
     * cluster.
     */
    WORST_FIT("wf");

    private final String spelling;

    Placement(String spelling) {
        this.spelling = spelling;
    }

    /** {@code ff} or {@code wf}, as in spec strings. */
    public String spelling() {
        return spelling;
    }

    /** The placement spelled {@code ff} or {@code wf}, or {@code null} for anything else. */
    public static Placement bySpelling(String s) {
        for (Placement p : values()) {
            if (p.spelling.equals(s)) {
                return p;
            }
        }
        return null;
    }
}
