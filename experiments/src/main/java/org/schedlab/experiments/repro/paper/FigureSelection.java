package org.schedlab.experiments.repro.paper;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.schedlab.core.spec.BadInputException;

/**
 * A paper restricted to some of its figures: only the sweeps those figures draw from run, and
 * claims whose sweeps did not run are reported as SKIPPED.
 */
public record FigureSelection(Paper paper, Set<String> figureIds) implements Paper, Notes {
    /**
     * Restricts {@code paper} to {@code ids}.
     *
     * @throws BadInputException naming the first unknown figure id
     */
    public FigureSelection {
        figureIds = Set.copyOf(figureIds);
        Set<String> known = new LinkedHashSet<>();
        paper.figures().forEach(f -> known.add(f.id()));
        for (String id : figureIds) {
            if (!known.contains(id)) {
                throw new BadInputException("--figures: " + paper.id() + " has no figure '" + id + "' (known: "
                        + String.join(", ", known) + ")");
            }
        }
    }

    @Override
    public String id() {
        return paper.id();
    }

    @Override
    public List<Sweep> sweeps(Mode mode) {
        Set<String> needed = new LinkedHashSet<>();
        figures().forEach(f -> needed.addAll(f.sweeps()));
        return paper.sweeps(mode).stream().filter(s -> needed.contains(s.id())).toList();
    }

    @Override
    public List<Figure> figures() {
        return paper.figures().stream().filter(f -> figureIds.contains(f.id())).toList();
    }

    @Override
    public List<Claim> claims() {
        return paper.claims();
    }

    /** All of the paper's tables; those whose sweeps did not run are reported as skipped. */
    @Override
    public List<Table> tables() {
        return paper.tables();
    }

    /** All of the paper's outputs: a run of some figures removes the stale others. */
    @Override
    public List<String> outputFiles() {
        return paper.outputFiles();
    }

    @Override
    public List<Explanation> explanations() {
        return paper.explanations();
    }

    @Override
    public Analytic analytic(String name) {
        return paper.analytic(name);
    }

    /** Of every sweep of the paper, those that did not run included (their skipped table cells). */
    @Override
    public String timeUnit(String sweep) {
        return paper.timeUnit(sweep);
    }

    @Override
    public String modelTimeUnit() {
        return paper.modelTimeUnit();
    }

    @Override
    public String analyticUnit(String name) {
        return paper.analyticUnit(name);
    }

    @Override
    public List<String> unavailable() {
        return paper.unavailable();
    }

    @Override
    public Reading reading() {
        return paper.reading();
    }

    @Override
    public List<Reading> readings() {
        return paper.readings();
    }

    @Override
    public List<String> headlineReadings() {
        return paper.headlineReadings();
    }

    @Override
    public Paper underReading(String selection) {
        return new FigureSelection(paper.underReading(selection), figureIds);
    }

    @Override
    public String explanation(Claim claim, Decision.Outcome outcome, Mode mode) {
        return paper.explanation(claim, outcome, mode);
    }

    @Override
    public List<Erratum> errata() {
        return paper.errata();
    }

    @Override
    public String notes(Mode mode) {
        String base = paper instanceof Notes n ? n.notes(mode) : "";
        return base + " Only these figures were run: "
                + String.join(", ", figures().stream().map(Figure::id).toList())
                + "; claims that need other figures are SKIPPED.";
    }
}
