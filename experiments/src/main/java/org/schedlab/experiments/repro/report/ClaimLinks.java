package org.schedlab.experiments.repro.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Table;

/**
 * Which figures and tables each claim rests on, for the links of {@code report.html}. A claim's
 * predicate is Java code that reads the results, so the link is found by asking it: the claim is
 * evaluated again on the results with one figure's (or table's) data taken away (its metric
 * removed from the points of its sweeps); if the verdict or our numbers change, or the evaluation
 * fails, the claim rests on that figure or table. A table cell's claim rests on its table, and on
 * every figure that draws that cell as a published value.
 */
final class ClaimLinks {
    private ClaimLinks() {}

    /**
     * The figures and tables a claim rests on.
     *
     * @param figures figure ids
     * @param tables table ids
     */
    record Links(List<String> figures, List<String> tables) {}

    /** The links of every evaluated claim (and check), in the order given. */
    static Map<Evaluated, Links> of(Evaluation evaluation, List<Figure> drawn) {
        Paper paper = evaluation.paper();
        Results results = evaluation.results();
        Map<String, Results> withoutFigure = new LinkedHashMap<>();
        for (Figure f : drawn) {
            Map<String, Set<String>> remove = new LinkedHashMap<>();
            f.sweeps()
                    .forEach(s -> remove.computeIfAbsent(s, k -> new LinkedHashSet<>())
                            .add(f.metric()));
            withoutFigure.put(f.id(), without(paper, results, remove));
        }
        Map<String, Results> withoutTable = new LinkedHashMap<>();
        for (TableResult t : evaluation.tables()) {
            Map<String, Set<String>> remove = new LinkedHashMap<>();
            Table table = t.table();
            for (int r = 0; r < table.rows().size(); r++) {
                for (int c = 0; c < table.columns().size(); c++) {
                    Table.Source s = table.cell(r, c);
                    if (s.analytic() == null && s.sweep() != null && s.metric() != null) {
                        remove.computeIfAbsent(s.sweep(), k -> new LinkedHashSet<>())
                                .add(s.metric());
                    }
                }
            }
            if (!remove.isEmpty()) {
                withoutTable.put(table.id(), without(paper, results, remove));
            }
        }
        Map<Evaluated, Links> out = new LinkedHashMap<>();
        for (Evaluated e : evaluation.claims()) {
            List<String> figs = new ArrayList<>();
            List<String> tabs = new ArrayList<>();
            String cellTable = tableOfCell(paper, e.claim());
            if (cellTable != null) {
                tabs.add(cellTable);
                for (Figure f : drawn) {
                    boolean drawsCell = f.paper().stream()
                            .anyMatch(m -> cellTable.equals(m.table())
                                    && e.claim().id().equals(m.table() + ":" + m.row() + ":" + m.column()));
                    if (drawsCell) {
                        figs.add(f.id());
                    }
                }
            } else if (e.verdict() != null && e.error() == null) {
                String before = signature(e.claim(), results);
                withoutFigure.forEach((id, r) -> {
                    if (!before.equals(signature(e.claim(), r))) {
                        figs.add(id);
                    }
                });
                withoutTable.forEach((id, r) -> {
                    if (!before.equals(signature(e.claim(), r))) {
                        tabs.add(id);
                    }
                });
            }
            out.put(e, new Links(figs, tabs));
        }
        return out;
    }

    /** The table whose published cell {@code c} judges, or null. */
    static String tableOfCell(Paper paper, Claim c) {
        for (Table t : paper.tables()) {
            if (c.id().startsWith(t.id() + ":") && !Double.isNaN(t.tolerance())) {
                return t.id();
            }
        }
        return null;
    }

    /** What a claim says on {@code r}: its numbers and verdict, or how it failed. */
    private static String signature(Claim c, Results r) {
        try {
            Claim.Verdict v = c.check().apply(r);
            return v == null ? "skipped" : v.outcome() + "|" + v.measured() + "|" + Objects.toString(v.summary());
        } catch (RuntimeException ex) {
            return "error";
        }
    }

    /** A copy of {@code r} with the named metrics removed from every point of the named sweeps. */
    private static Results without(Paper paper, Results r, Map<String, Set<String>> remove) {
        Results out = new Results(r.seed());
        Set<String> sweeps = new LinkedHashSet<>();
        r.skipped().keySet().forEach(sweeps::add);
        for (Results.Point p : r.diverged()) {
            sweeps.add(p.sweep());
        }
        paper.sweeps(Mode.FULL).forEach(s -> sweeps.add(s.id()));
        for (String s : sweeps) {
            String reason = r.skipReason(s);
            if (reason != null) {
                out.skip(s, reason);
                continue;
            }
            Set<String> gone = remove.getOrDefault(s, Set.of());
            for (Results.Point p : r.points(s)) {
                out.add(strip(p, gone));
            }
        }
        for (Results.Point p : r.diverged()) {
            out.diverge(p);
        }
        return out;
    }

    private static Results.Point strip(Results.Point p, Set<String> gone) {
        if (gone.isEmpty()) {
            return p;
        }
        Map<String, org.schedlab.core.stats.ConfidenceInterval> metrics = new LinkedHashMap<>(p.metrics());
        Map<String, double[]> samples = new LinkedHashMap<>(p.samples());
        gone.forEach(m -> {
            metrics.remove(m);
            samples.remove(m);
        });
        return new Results.Point(
                p.sweep(), p.series(), p.x(), metrics, p.replications(), samples, p.exact(), p.stop(), null);
    }
}
