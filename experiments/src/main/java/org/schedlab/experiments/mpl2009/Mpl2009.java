package org.schedlab.experiments.mpl2009;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.experiments.repro.judge.Claims;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.ExperimentFile;

/**
 * Reproduction of I. Ababneh, "On submesh allocation for 2D mesh multicomputers using the
 * free-list approach: global placement schemes", Performance Evaluation 66(2) (2009) 105–120.
 *
 * <p>Only the abstract and section openings are available to us, so the figures are ours: mean
 * turnaround against load for the five mesh allocators under FCFS and under aggressive
 * out-of-order scheduling, on the window paper's synthetic workloads (32x32 mesh, the same
 * settings), plus the allocators' measured allocation and deallocation times. The sweeps and
 * figures are data, in the resource {@code papers/mpl-2009.yaml}; this class holds the claims.
 */
public final class Mpl2009 extends DescribedPaper {
    /** The stable id. */
    public static final String ID = "mpl-2009";

    static final String MPL = "MPL";
    static final String FSC = "FSC";
    static final String BL_BF = "Busy-list BF";
    static final String BL_FF = "Busy-list FF";
    static final String FF = "First Fit";
    static final List<String> BUSY_LIST_AND_FF = List.of(BL_BF, BL_FF, FF);

    static final List<String> SWEEPS = List.of("fcfs-uniform", "fcfs-decreasing", "oo-uniform", "oo-decreasing");

    /** Loads the paper's description from its YAML resource. */
    public Mpl2009() {
        super(ExperimentFile.resource(ID));
    }

    @Override
    public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        for (String sweep : SWEEPS) {
            c.add(Claims.bestOnAverage(
                    "best-" + sweep,
                    "MPL gives the best mean turnaround (" + sweep + ")",
                    sweep,
                    "meanTurnaround",
                    MPL));
            c.add(Claims.rank(
                    "second-" + sweep,
                    "FSC ranks second in mean turnaround (" + sweep + ")",
                    sweep,
                    "meanTurnaround",
                    FSC,
                    2));
        }
        for (String sweep : SWEEPS) {
            c.add(Claims.wallClock(Claims.rank(
                    "mpl-faster-" + sweep,
                    "MPL's allocation + deallocation time is below the busy-list schemes' and first fit's (" + sweep
                            + ")",
                    sweep,
                    "allocateReleaseNanos",
                    MPL,
                    1,
                    List.of(MPL, BL_BF, BL_FF, FF),
                    Claims.Over.ALL_POINTS)));
            c.add(Claims.wallClock(Claims.rank(
                    "fsc-slowest-" + sweep,
                    "FSC is the least efficient: the largest allocation + deallocation time (" + sweep + ")",
                    sweep,
                    "allocateReleaseNanos",
                    FSC,
                    5,
                    null,
                    Claims.Over.ALL_POINTS)));
        }
        return c;
    }
}
