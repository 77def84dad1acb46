package org.schedlab.experiments.repro.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Results;

/**
 * A small paper for the tests of the claims' links and of report.html built without running a
 * simulation: two figures and a table on one sweep, a figure on a sweep that was skipped, a figure
 * of a metric no table reads, and Java claims that read those figures' metrics, none, or fail. The
 * results are made by hand: two series at two loads, means given per point.
 */
final class LinkedPaper extends DescribedPaper {
    static final String SPEC = """
            id: linked
            title: Claims and the figures they rest on
            unavailable: [the paper's <Figure 9>]
            sweeps:
              - id: uniform
                machine: mesh:8x8
                workload: mesh-uniform
                jobs: 300
                parameter: load
                points: [0.5, 2.0]
                replications: {fixed: 2}
                series:
                  - {label: FCFS, scheduler: fcfs, allocator: mpl}
                  - {label: OO, scheduler: oo, allocator: mpl}
              - id: other
                machine: mesh:8x8
                workload: mesh-uniform
                jobs: 300
                parameter: load
                points: [0.5]
                replications: {fixed: 2}
                series:
                  - {label: FCFS, scheduler: fcfs, allocator: mpl}
            figures:
              - id: tat
                caption: Turnaround & load
                sweep: uniform
                metric: meanTurnaround
                xLabel: Load
                yLabel: Turnaround
                paper:
                  - {table: published}
                  - {series: OO, points: [[1.0, 1.5]], label: stated in the text}
              - {id: util, sweep: uniform, metric: utilization, xLabel: Load, yLabel: Utilization, paper: [{table: published, columns: [utilization], as: hline}]}
              - {id: wait, sweep: uniform, metric: meanWait, xLabel: Load, yLabel: Wait}
              - {id: gone, sweep: other, metric: meanWait, xLabel: Load, yLabel: Wait}
            tables:
              - id: published
                caption: Published values
                sweep: uniform
                x: last
                tolerance: 1000
                columns: [{label: turnaround, metric: meanTurnaround}, {label: utilization, metric: utilization}]
                rows: [{label: FCFS, series: FCFS}, {label: OO, series: OO}]
                paper: [[3.5, 0.5], [2.5, null]]
            """;

    /** Longer than the 90 characters a back link shows. */
    static final String FASTER =
            "OO's mean turnaround at the heaviest load is below FCFS's, as the paper's second figure"
                    + " shows for every load";

    static final Claim FASTER_CLAIM = new Claim(FASTER, FASTER, "below", "none", r -> {
        double oo = r.atLastX("uniform", "OO", "meanTurnaround");
        double fcfs = r.atLastX("uniform", "FCFS", "meanTurnaround");
        return new Claim.Verdict(oo + " < " + fcfs, Decision.of(oo < fcfs));
    });

    static final Claim BUSY = new Claim(
                    "busy",
                    "FCFS keeps the mesh at least half busy",
                    ">= 0.5",
                    "none",
                    r -> new Claim.Verdict(
                            "u = " + r.atLastX("uniform", "FCFS", "utilization"),
                            Decision.of(r.atLastX("uniform", "FCFS", "utilization") >= 0.5)))
            .asCheck();

    static final Claim WAITS = new Claim(
            "waits",
            "OO waits less",
            "less",
            "none",
            r -> new Claim.Verdict(
                    "w",
                    Decision.of(r.atLastX("uniform", "OO", "meanWait") < r.atLastX("uniform", "FCFS", "meanWait"))));

    /** Reads no figure: the diverged points and skipped sweeps, which a figure's removal keeps. */
    static final Claim COUNTS = new Claim(
            "counts",
            "one point diverged <and> one sweep was skipped",
            "1",
            "none",
            r -> new Claim.Verdict(
                    r.diverged().size() + " " + r.skipped().keySet(),
                    new Decision(Decision.Outcome.INCONCLUSIVE, 6, 2)));

    static final Claim BROKEN = new Claim("broken", "a claim whose code fails", "?", "none", r -> {
        throw new IllegalStateException("boom");
    });

    static final Claim NOT_RUN = new Claim("notRun", "a claim on a sweep that did not run", "?", "none", r -> null);

    private LinkedPaper(DescribedPaper data) {
        super(data);
    }

    static LinkedPaper load(Path dir) throws IOException {
        return new LinkedPaper(ExperimentFile.load(Files.writeString(dir.resolve("linked.yaml"), SPEC)));
    }

    @Override
    public List<Claim> claims() {
        return List.of(FASTER_CLAIM, BUSY, WAITS, COUNTS, BROKEN, NOT_RUN);
    }

    /**
     * FCFS at loads 0.5 and 2 (turnaround 2 and 3, utilization 0.375 and 0.625, wait 1 and 2) and OO
     * at load 2 (2.5, 0.5, 1.5); two replications each, 0.25 apart (every mean exact in binary).
     * FCFS at load 2 stopped at its maximum above its target. OO's point at load 0.5
     * diverged and sweep {@code other} was skipped.
     */
    static Results results() {
        Results r = new Results(3);
        r.add(point("FCFS", 0.5, 2, 0.375, 1, "fixed"));
        r.add(point("FCFS", 2.0, 3, 0.625, 2, "max"));
        r.add(point("OO", 2.0, 2.5, 0.5, 1.5, "fixed"));
        r.diverge(new Results.Point(
                "uniform",
                "OO",
                0.5,
                Map.of(),
                0,
                Map.of(),
                false,
                new Results.Stop("diverged", "meanTurnaround", Double.NaN, 0),
                "the queue grew <without> bound"));
        r.skip("other", "trace x.swf not found");
        return r;
    }

    private static Results.Point point(String series, double x, double tat, double util, double wait, String stop) {
        Map<String, double[]> samples = new LinkedHashMap<>();
        samples.put("meanTurnaround", new double[] {tat - 0.125, tat + 0.125});
        samples.put("utilization", new double[] {util - 0.125, util + 0.125});
        samples.put("meanWait", new double[] {wait - 0.125, wait + 0.125});
        Map<String, ConfidenceInterval> metrics = new LinkedHashMap<>();
        samples.forEach((k, v) -> metrics.put(k, ConfidenceInterval.of95(v)));
        return new Results.Point(
                "uniform",
                series,
                x,
                metrics,
                2,
                samples,
                false,
                new Results.Stop(stop, "meanTurnaround", 0.25, stop.equals("max") ? 0.05 : 0),
                null);
    }
}
