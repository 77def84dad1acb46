package org.schedlab.experiments.run;

import java.util.List;

/** The papers SchedLab reproduces, by stable id. */
public final class Papers {
    private Papers() {}

    /**
     * One reproduced paper.
     *
     * @param id the stable id used by {@code schedlab reproduce}
     * @param title authors, title, venue and year
     */
    public record Paper(String id, String title) {}

    public static final List<Paper> ALL = List.of(
            new Paper(
                    "window-2011",
                    "Ababneh & Bani-Mohammad, a window-based job scheduling scheme for 2D mesh"
                            + " multicomputers, SIMPAT 2011"),
            new Paper(
                    "mpl-2009",
                    "Ababneh, submesh allocation with the free-list approach: global placement schemes,"
                            + " Performance Evaluation 2009"),
            new Paper("gang-2000", "Zhou, Walsh & Brent, resource allocation schemes for gang scheduling, JSSPP 2000"),
            new Paper(
                    "coalloc-2000",
                    "Bucur & Epema, the influence of the structure and sizes of jobs on co-allocation,"
                            + " JSSPP 2000"),
            new Paper(
                    "fattree-2009",
                    "Pascual, Navaridas & Miguel-Alonso, effects of topology-aware allocation policies on"
                            + " scheduling performance, JSSPP 2009"));

    /** The paper with {@code id}, or null. */
    public static Paper byId(String id) {
        return ALL.stream().filter(p -> p.id().equals(id)).findFirst().orElse(null);
    }
}
