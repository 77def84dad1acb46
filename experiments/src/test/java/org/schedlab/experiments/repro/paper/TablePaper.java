package org.schedlab.experiments.repro.paper;

import java.util.List;

/**
 * A paper for tests of tables and readings: id {@code p}, no sweeps, figures or claims, the given
 * tables (their times in seconds), one analytic computation answering every name, and a reading.
 *
 * @param tables the paper's tables
 * @param analytic the computation behind every analytic name, or null for none
 * @param reading the reading the paper is judged under
 */
public record TablePaper(List<Table> tables, Paper.Analytic analytic, Reading reading) implements Paper {
    /** A paper with no tables whose every analytic cell is computed by {@code analytic}. */
    public static TablePaper computing(Paper.Analytic analytic) {
        return new TablePaper(List.of(), analytic, Reading.DEFAULT);
    }

    /** A paper of the given tables, with no analytic computation, judged under the default reading. */
    public static TablePaper of(Table... tables) {
        return new TablePaper(List.of(tables), null, Reading.DEFAULT);
    }

    @Override
    public String id() {
        return "p";
    }

    /** Every time metric of its tables is in seconds (the paper has no sweep to say). */
    @Override
    public String timeUnit(String sweep) {
        return "s";
    }

    @Override
    public List<Sweep> sweeps(Mode mode) {
        return List.of();
    }

    @Override
    public List<Figure> figures() {
        return List.of();
    }

    @Override
    public List<Claim> claims() {
        return List.of();
    }

    @Override
    public Analytic analytic(String name) {
        return analytic == null ? Paper.super.analytic(name) : analytic;
    }
}
