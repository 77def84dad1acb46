package org.schedlab.experiments.repro.paper;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.schedlab.core.spec.BadInputException;

/**
 * A paper (or a user's experiment) described as data by an {@link ExperimentFile}: its sweeps in
 * each mode, its figures, report notes, the figures it cannot produce, its readings and the
 * explanations of its verdicts. Claims are not data: a reproduced paper extends this class, adds
 * them as predicates in Java and overrides {@link #rewrap} so that its readings keep its claims.
 */
public class DescribedPaper implements Paper, Notes {
    private final ExperimentFile file;
    private final String where;
    private final Reading reading;
    private final String id;
    private final String title;
    private final Map<Mode, List<Sweep>> sweeps;
    private final List<Figure> figures;
    private final List<Table> tables;
    private final List<Explanation> explanations;
    private final ExperimentFile.NotesEntry notes;
    private final List<String> unavailable;
    private final List<ExperimentFile.ExplainEntry> explain;

    DescribedPaper(
            ExperimentFile file,
            String where,
            Reading reading,
            String id,
            String title,
            Map<Mode, List<Sweep>> sweeps,
            List<Figure> figures,
            List<Table> tables,
            List<Explanation> explanations,
            ExperimentFile.NotesEntry notes,
            List<String> unavailable,
            List<ExperimentFile.ExplainEntry> explain) {
        this.file = file;
        this.where = where;
        this.reading = reading;
        this.id = id;
        this.title = title;
        this.sweeps = Map.copyOf(sweeps);
        this.figures = List.copyOf(figures);
        this.tables = List.copyOf(tables);
        this.explanations = List.copyOf(explanations);
        this.notes = notes;
        this.unavailable = List.copyOf(unavailable);
        this.explain = List.copyOf(explain);
    }

    /** Another paper's data under a subclass that adds claims. */
    protected DescribedPaper(DescribedPaper data) {
        this(
                data.file,
                data.where,
                data.reading,
                data.id,
                data.title,
                data.sweeps,
                data.figures,
                data.tables,
                data.explanations,
                data.notes,
                data.unavailable,
                data.explain);
    }

    /**
     * {@code data} (this paper's description under another reading) as an object of this class.
     * A subclass that adds claims returns an instance of itself ({@code new MyPaper(data)});
     * {@link #underReading} refuses to run a reading that would lose them.
     */
    protected DescribedPaper rewrap(DescribedPaper data) {
        return data;
    }

    @Override
    public final String id() {
        return id;
    }

    /** The file's {@code timeUnit}, or the default when it gives none. */
    @Override
    public final String modelTimeUnit() {
        return file.timeUnit() == null ? Paper.super.modelTimeUnit() : file.timeUnit();
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
    public final Reading reading() {
        return reading;
    }

    @Override
    public final List<Reading> readings() {
        return file.declaredReadings(where);
    }

    @Override
    public final List<String> headlineReadings() {
        file.declaredReadings(where); // validates them
        return file.headlineReadings();
    }

    @Override
    public final DescribedPaper underReading(String selection) {
        Reading r = resolve(selection);
        if (r.name().equals(reading.name())) {
            return this;
        }
        DescribedPaper same = rewrap(file.toPaper(where, r));
        if (same.getClass() != getClass()) {
            throw new IllegalStateException(getClass().getSimpleName() + " must override rewrap() to keep its claims"
                    + " under other readings");
        }
        return same;
    }

    /** The reading {@code selection} names; see {@link Paper#underReading}. */
    private Reading resolve(String selection) {
        List<Reading> declared = readings();
        String text = selection.strip();
        if (text.equals(Reading.DEFAULT_NAME)) {
            return file.toPaper(where, Reading.DEFAULT).reading();
        }
        for (Reading r : declared) {
            if (r.name().equals(text)) {
                return r;
            }
        }
        Set<String> parts = new LinkedHashSet<>();
        for (String part : text.split("[,+]", -1)) {
            String p = part.strip();
            Reading single = declared.stream()
                    .filter(r -> r.name().equals(p) && r.parts().equals(List.of(p)))
                    .findFirst()
                    .orElseThrow(() -> unknown(selection, p, declared));
            if (!parts.add(single.name())) {
                throw new BadInputException("--reading " + selection + ": '" + p + "' is named twice");
            }
        }
        List<String> order = new ArrayList<>(parts);
        for (Reading r : declared) {
            if (r.parts().equals(order)) {
                return r; // a declared combination, with its own statement
            }
        }
        List<String> assumed = new ArrayList<>();
        for (String p : order) {
            declared.stream().filter(r -> r.name().equals(p)).forEach(r -> assumed.add(r.assumes()));
        }
        return new Reading(String.join("+", order), String.join("; and ", assumed), order);
    }

    private BadInputException unknown(String selection, String part, List<Reading> declared) {
        List<String> names = new ArrayList<>(List.of(Reading.DEFAULT_NAME, "all"));
        declared.forEach(r -> names.add(r.name()));
        return new BadInputException("--reading " + selection + ": " + id + " has no reading '" + part + "' (known: "
                + String.join(", ", names) + "; join single readings with ',' to combine them)");
    }

    @Override
    public String explanation(Claim claim, Decision.Outcome outcome, Mode mode) {
        String own = explanation(claim, outcome, mode.name().toLowerCase(java.util.Locale.ROOT));
        if (own != null || mode != Mode.QUICK) {
            return own;
        }
        String full = explanation(claim, outcome, "full");
        return full == null ? null : FROM_FULL + full;
    }

    /** How a {@code --quick} report introduces an explanation that quotes the full run. */
    public static final String FROM_FULL = "Quoting the --full run (seed 1): ";

    /** The first entry for {@code claim}, {@code outcome}, this reading and exactly {@code mode} (or any mode). */
    private String explanation(Claim claim, Decision.Outcome outcome, String mode) {
        for (ExperimentFile.ExplainEntry x : explain) {
            boolean idMatches = matches(x.claim(), claim.id());
            List<String> when = x.when() == null ? List.of("FAIL", "INCONCLUSIVE") : x.when();
            boolean readingMatches =
                    x.readings() == null || x.readings().stream().anyMatch(reading::includes);
            boolean modeMatches = x.mode() == null || x.mode().equals(mode);
            if (idMatches && when.contains(outcome.name()) && readingMatches && modeMatches) {
                return x.text().strip();
            }
        }
        return null;
    }

    /**
     * Whether an {@code explain:} entry's {@code claim} pattern names the claim {@code id}: the id
     * itself, or a pattern where each {@code *} stands for any characters ({@code table5:*},
     * {@code mpl-less-work-*-every-load}).
     */
    public static boolean matches(String pattern, String id) {
        if (!pattern.contains("*")) {
            return pattern.equals(id);
        }
        StringBuilder regex = new StringBuilder();
        for (String part : pattern.split("\\*", -1)) {
            if (regex.length() > 0 || pattern.startsWith("*")) {
                regex.append(".*");
            }
            regex.append(java.util.regex.Pattern.quote(part));
        }
        return id.matches(regex.toString());
    }

    /** The explanation entries, for tests that check every entry names a claim. */
    public final List<ExperimentFile.ExplainEntry> explainEntries() {
        return explain;
    }

    @Override
    public String toString() {
        return title;
    }
}
