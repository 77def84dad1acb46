package org.schedlab.experiments.repro.paper;

import java.util.List;

/** A reproduced paper: its runs, its figures and its claims, as data. */
public interface Paper {
    /** The stable id, e.g. {@code window-2011}. */
    String id();

    /** The sweeps to run in {@code mode}. */
    List<Sweep> sweeps(Mode mode);

    /** The figures, each drawn from one sweep. */
    List<Figure> figures();

    /** The paper's claims, each evaluated from the results. */
    List<Claim> claims();

    /** The tables, each cell read from a sweep or computed analytically. */
    default List<Table> tables() {
        return List.of();
    }

    /**
     * The unit of the clock of sweep {@code sweep}, for the time metrics' {@code unit} column:
     * {@code s} for a trace (an SWF workload), {@link #modelTimeUnit} for every other workload.
     *
     * @throws IllegalArgumentException when no sweep has that id
     */
    default String timeUnit(String sweep) {
        for (Mode mode : Mode.values()) {
            for (Sweep s : sweeps(mode)) {
                if (s.id().equals(sweep)) {
                    return s.workload().startsWith("swf:") ? "s" : modelTimeUnit();
                }
            }
        }
        throw new IllegalArgumentException(id() + " has no sweep '" + sweep + "'");
    }

    /** The unit of the synthetic workloads' clock: {@code time units} unless the paper names one. */
    default String modelTimeUnit() {
        return "time units";
    }

    /**
     * The unit of the analytic computation {@code name}'s values before a table's scale, for the
     * table CSV's {@code unit} column; blank unless the paper declares one.
     */
    default String analyticUnit(String name) {
        return "";
    }

    /**
     * The analytic computation {@code name} that table cells name (a closed-form or numerical
     * result that involves no simulation).
     *
     * @throws IllegalArgumentException when the paper has none of that name
     */
    default Analytic analytic(String name) {
        throw new IllegalArgumentException(id() + " has no analytic computation '" + name + "'");
    }

    /**
     * A computed table cell: exact by default (a closed form or a numerical result, no sampling),
     * or a Monte-Carlo estimate with a 95% interval ({@link #monteCarlo}) for a computation that
     * samples but is not a simulation run of a sweep.
     */
    @FunctionalInterface
    interface Analytic {
        /** The value of the cell at {@code row}, {@code column} (labels), before the table's scale. */
        double value(String row, String column);

        /**
         * The cell with its interval, before the table's scale: an exact value unless overridden.
         *
         * @param seed the run's master seed, from which a Monte-Carlo computation draws its streams
         */
        default Estimate estimate(String row, String column, long seed) {
            return new Estimate(value(row, column), 0, 0, true);
        }

        /**
         * A Monte-Carlo computation: {@code f} returns its estimate with a 95% interval (never
         * exact), drawn deterministically from {@code seed}; the cell's kind is {@code monte-carlo}.
         */
        static Analytic monteCarlo(MonteCarlo f) {
            return new MonteCarloAnalytic(f);
        }
    }

    /** The {@link Analytic} of a Monte-Carlo computation: sampled, so its table cells are claims, not checks. */
    final class MonteCarloAnalytic implements Analytic {
        private final MonteCarlo f;

        MonteCarloAnalytic(MonteCarlo f) {
            this.f = f;
        }

        @Override
        public double value(String row, String column) {
            throw new UnsupportedOperationException("a Monte-Carlo cell needs a seed");
        }

        @Override
        public Estimate estimate(String row, String column, long seed) {
            Estimate e = f.estimate(row, column, seed);
            if (e.exact()) {
                throw new IllegalStateException("a Monte-Carlo estimate is never exact (" + row + ", " + column + ")");
            }
            return e;
        }
    }

    /** The sampling behind a Monte-Carlo table cell. */
    @FunctionalInterface
    interface MonteCarlo {
        /** The estimate at {@code row}, {@code column} with its 95% interval, from streams of {@code seed}. */
        Estimate estimate(String row, String column, long seed);
    }

    /**
     * The file names a run of this paper may write into its output folder: every figure's CSV and
     * PNG, every table's CSV, the readings summary, {@code report.md}, {@code report.html} and {@code manifest.json}. A run removes these
     * (and the outputs listed by an earlier manifest there) before writing, so no stale result
     * survives, and leaves every other file alone.
     */
    default List<String> outputFiles() {
        List<String> f = new java.util.ArrayList<>();
        figures().forEach(x -> {
            f.add(x.id() + ".csv");
            f.add(x.id() + ".png");
        });
        tables().forEach(t -> f.add(t.id() + ".csv"));
        f.add("readings.csv");
        f.add("report.md");
        f.add("report.html");
        f.add("manifest.json");
        return f;
    }

    /** Explanations of series expected to be identical on some sweeps (structural results). */
    default List<Explanation> explanations() {
        return List.of();
    }

    /** Figures of the paper we cannot produce, with the reason (e.g. a trace we do not have). */
    default List<String> unavailable() {
        return List.of();
    }

    /** The reading this paper is described under ({@link Reading#DEFAULT} unless selected). */
    default Reading reading() {
        return Reading.DEFAULT;
    }

    /** The readings it declares besides the default, in declaration order. */
    default List<Reading> readings() {
        return List.of();
    }

    /**
     * The declared readings whose verdicts the default report counts too: they need no runs of their
     * own, so they are judged on the default reading's results.
     */
    default List<String> headlineReadings() {
        return List.of();
    }

    /**
     * This paper under another reading: {@code default}, a declared reading's name, or declared
     * single readings joined with {@code ,} or {@code +} (applied in that order).
     *
     * @throws org.schedlab.core.spec.BadInputException naming the known readings when one is unknown
     */
    default Paper underReading(String selection) {
        if (selection.equals(Reading.DEFAULT_NAME)) {
            return this;
        }
        throw new org.schedlab.core.spec.BadInputException(
                "--reading " + selection + ": " + id() + " declares no readings besides 'default'");
    }

    /**
     * The explanation the paper gives for {@code claim}'s {@code outcome} under its reading in a run
     * of {@code mode}, or null when it gives none.
     */
    default String explanation(Claim claim, Decision.Outcome outcome, Mode mode) {
        return null;
    }

    /** Printed values of the paper's tables that its own numbers contradict (misprints), if any. */
    default List<Erratum> errata() {
        return List.of();
    }

    /**
     * A printed table value that the paper's own numbers contradict, with the value they imply.
     *
     * @param table the table id
     * @param row the row label
     * @param column the column label
     * @param implied the value the paper's other numbers imply (display units)
     * @param why how it is implied, in our words
     */
    record Erratum(String table, String row, String column, double implied, String why) {}
}
