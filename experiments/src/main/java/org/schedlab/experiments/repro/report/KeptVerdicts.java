package org.schedlab.experiments.repro.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Paper;

/**
 * The verdicts of a folder's report across runs. Every run records each claim's and check's
 * verdict in the folder's {@code manifest.json} ({@link #entry}: the verdict, the numbers and the
 * explanation as the report shows them, and which run judged it). A run of some figures ({@code
 * --figures}) judges only the claims whose sweeps it ran and would report the others as SKIPPED;
 * into a folder whose manifest is of the same paper and reading, it keeps the earlier verdict of
 * each claim it did not judge instead ({@link #merge}), marked in the report as kept from the run
 * that judged it, so the folder's report, its counts and its manifest still cover every claim, and
 * say which ones this run judged again. A run of every figure judges every claim itself.
 */
public final class KeptVerdicts {
    /** The manifest's field that holds the verdicts. */
    public static final String FIELD = "verdicts";

    private KeptVerdicts() {}

    /**
     * An evaluation with its verdicts' origins.
     *
     * @param evaluation the claims judged now, with the kept ones in place of the skipped
     * @param entries the manifest's entry of every claim, in order: a kept one as recorded before
     * @param kept how many verdicts are kept from earlier runs
     * @param rejudged how many verdicts this run judged while an earlier one was on record
     */
    public record Merged(Evaluation evaluation, List<Object> entries, int kept, int rejudged) {
        public Merged {
            entries = List.copyOf(entries);
        }
    }

    /** Every verdict of {@code evaluation} as judged by {@code run}: nothing kept. */
    public static Merged none(Evaluation evaluation, String run) {
        List<Object> entries = new ArrayList<>();
        evaluation.claims().forEach(e -> entries.add(entry(e, run)));
        return new Merged(evaluation, entries, 0, 0);
    }

    /**
     * {@code evaluation} with each claim it skipped replaced by the verdict the folder's {@code
     * manifest} records for it, when that manifest is of the same paper and reading and the claim
     * was judged there.
     *
     * @param run this run (mode, seed and start), for the claims it judges
     */
    public static Merged merge(Evaluation evaluation, Path manifest, String run) {
        Map<String, JsonNode> earlier = read(manifest, evaluation.paper());
        List<Evaluated> claims = new ArrayList<>();
        List<Object> entries = new ArrayList<>();
        int kept = 0;
        int rejudged = 0;
        for (Evaluated e : evaluation.claims()) {
            String id = e.claim().id();
            JsonNode before = earlier.get(id);
            boolean skipped = e.verdict() == null && e.error() == null;
            if (skipped && before != null && !before.path("verdict").asText().equals("SKIPPED")) {
                String from = before.path("judged").asText("an earlier run");
                claims.add(kept(e.claim(), before, from));
                entries.add(before);
                kept++;
            } else {
                claims.add(e);
                entries.add(entry(e, run));
                if (!skipped && before != null) {
                    rejudged++;
                }
            }
        }
        Evaluation merged = new Evaluation(evaluation.paper(), evaluation.results(), evaluation.tables(), claims);
        return new Merged(merged, entries, kept, rejudged);
    }

    /** The earlier verdict of {@code claim} as recorded, marked as kept in its explanation. */
    private static Evaluated kept(Claim claim, JsonNode v, String from) {
        String outcome = text(v, "outcome");
        Claim.Verdict verdict = outcome == null
                ? null
                : new Claim.Verdict(
                        text(v, "measured"),
                        new Decision(
                                Decision.Outcome.valueOf(outcome),
                                v.path("replicationsNeeded").asInt(),
                                v.path("replicationsNow").asInt()),
                        text(v, "summary"));
        String why = text(v, "why");
        String note = "Kept from an earlier run into this folder (" + from + "): its figures did not run this time.";
        return new Evaluated(claim, verdict, text(v, "error"), why == null ? note : note + " " + why);
    }

    /**
     * The manifest entry of {@code e}, judged by {@code judged}: what the report shows of it, and
     * what {@link #merge} needs to show it again.
     */
    public static Map<String, Object> entry(Evaluated e, String judged) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("claim", e.claim().id());
        m.put("kind", e.claim().kind().name().toLowerCase(java.util.Locale.ROOT));
        m.put("verdict", e.label());
        m.put("outcome", e.verdict() == null ? null : e.verdict().outcome().name());
        m.put(
                "replicationsNeeded",
                e.verdict() == null ? null : e.verdict().decision().replicationsNeeded());
        m.put(
                "replicationsNow",
                e.verdict() == null ? null : e.verdict().decision().replicationsNow());
        m.put("measured", e.verdict() == null ? null : e.verdict().measured());
        m.put("summary", e.verdict() == null ? null : e.verdict().summary());
        m.put("error", e.error());
        m.put("why", e.why());
        m.put("judged", judged);
        return m;
    }

    /** The verdicts a manifest of the same paper and reading records, by claim id; none otherwise. */
    private static Map<String, JsonNode> read(Path manifest, Paper paper) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        if (!Files.isRegularFile(manifest)) {
            return out;
        }
        try {
            JsonNode root = new ObjectMapper().readTree(manifest.toFile());
            if (!paper.id().equals(root.path("paper").asText(null))
                    || !paper.reading().name().equals(root.path("reading").asText(null))) {
                return out;
            }
            for (JsonNode v : root.path(FIELD)) {
                String id = v.path("claim").asText(null);
                if (id != null) {
                    out.put(id, v);
                }
            }
        } catch (IOException | RuntimeException e) {
            // an unreadable manifest keeps nothing; it is replaced anyway
            out.clear();
        }
        return out;
    }

    private static String text(JsonNode v, String field) {
        JsonNode n = v.path(field);
        return n.isMissingNode() || n.isNull() ? null : n.asText();
    }
}
