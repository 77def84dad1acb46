package org.schedlab.experiments.repro;

import java.util.List;
import java.util.Map;

/**
 * A paper (or a user's experiment) described as data by an {@link ExperimentFile}: its sweeps in
 * each mode, its figures, report notes and the figures it cannot produce. Claims are not data: a
 * reproduced paper extends this class and adds them as predicates in Java.
 */
public class DescribedPaper implements Paper, Reproduction.Notes {
    private final String id;
    private final String title;
    private final Map<Mode, List<Sweep>> sweeps;
    private final List<Figure> figures;
    private final List<Table> tables;
    private final List<Explanation> explanations;
    private final ExperimentFile.NotesEntry notes;
    private final List<String> unavailable;

    DescribedPaper(
            String id,
            String title,
            Map<Mode, List<Sweep>> sweeps,
            List<Figure> figures,
            List<Table> tables,
            List<Explanation> explanations,
            ExperimentFile.NotesEntry notes,
            List<String> unavailable) {
        this.id = id;
        this.title = title;
        this.sweeps = Map.copyOf(sweeps);
        this.figures = List.copyOf(figures);
        this.tables = List.copyOf(tables);
        this.explanations = List.copyOf(explanations);
        this.notes = notes;
        this.unavailable = List.copyOf(unavailable);
    }

    /** Another paper's data under a subclass that adds claims. */
    protected DescribedPaper(DescribedPaper data) {
        this(
                data.id,
                data.title,
                data.sweeps,
                data.figures,
                data.tables,
                data.explanations,
                data.notes,
                data.unavailable);
    }

    @Override
    public final String id() {
        return id;
    }

    /** The title given in the file (the id when none). */
    public final String title() {
        return title;
    }

    @Override
    public final List<Sweep> sweeps(Mode mode) {
        return sweeps.get(mode);
    }

    @Override
    public final List<Figure> figures() {
        return figures;
    }

    @Override
    public final List<Table> tables() {
        return tables;
    }

    @Override
    public final List<Explanation> explanations() {
        return explanations;
    }

    /** None: claims are predicates, added in Java by a subclass. */
    @Override
    public List<Claim> claims() {
        return List.of();
    }

    @Override
    public final List<String> unavailable() {
        return unavailable;
    }

    @Override
    public String notes(Mode mode) {
        return notes.text(mode);
    }

    @Override
    public String toString() {
        return title;
    }
}
