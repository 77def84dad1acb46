package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;

/**
 * Which verdicts a run into a folder keeps from the folder's manifest: those of the claims it
 * skipped and an earlier run of the same paper and reading judged, nothing else.
 */
class KeptVerdictsTest {
    @TempDir
    Path dir;

    /** A paper without sweeps whose claims answer as given, explaining a verdict by {@code why}. */
    private record Claimed(String id, List<Claim> claims, Reading reading, String why) implements Paper {
        Claimed(String id, List<Claim> claims, Reading reading) {
            this(id, claims, reading, null);
        }

        @Override
        public String explanation(Claim claim, Decision.Outcome outcome, Mode mode) {
            return why == null ? null : why + " " + outcome + ".";
        }

        @Override
        public List<Sweep> sweeps(Mode mode) {
            return List.of();
        }

        @Override
        public List<Figure> figures() {
            return List.of();
        }
    }

    private static Claim claim(String id, Function<Results, Claim.Verdict> check) {
        return new Claim(id, "statement " + id, "1", "exact", check);
    }

    private static Claim.Verdict verdict(Decision.Outcome o) {
        return new Claim.Verdict("measured " + o, new Decision(o, 7, 3), "summary " + o);
    }

    private static Evaluation evaluate(Paper p) {
        return Evaluation.of(p, new Results(), Mode.QUICK);
    }

    private Path manifest(String paper, String reading, KeptVerdicts.Merged m) throws IOException {
        return manifest("manifest.json", paper, reading, m);
    }

    private Path manifest(String file, String paper, String reading, KeptVerdicts.Merged m) throws IOException {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("paper", paper);
        root.put("reading", reading);
        root.put(KeptVerdicts.FIELD, m.entries());
        Path f = dir.resolve(file);
        new ObjectMapper().writeValue(f.toFile(), root);
        return f;
    }

    private static Claim.Verdict skipped(Results r) {
        return null;
    }

    @Test
    void skippedClaimsKeepTheirEarlierVerdictsAndJudgedOnesAreCounted() throws IOException {
        Paper first = new Claimed(
                "kv",
                List.of(
                        claim("a", r -> verdict(Decision.Outcome.PASS)),
                        claim("b", r -> verdict(Decision.Outcome.FAIL)),
                        claim("c", r -> {
                            throw new IllegalStateException("no such point");
                        }),
                        claim("d", KeptVerdictsTest::skipped)),
                Reading.DEFAULT);
        KeptVerdicts.Merged before = KeptVerdicts.none(evaluate(first), "quick, seed 1");
        assertThat(before.kept()).isZero();
        assertThat(before.rejudged()).isZero();
        Path manifest = manifest("kv", Reading.DEFAULT_NAME, before);

        Paper second = new Claimed(
                "kv",
                List.of(
                        claim("a", KeptVerdictsTest::skipped),
                        claim("b", r -> verdict(Decision.Outcome.INCONCLUSIVE)),
                        claim("c", KeptVerdictsTest::skipped),
                        claim("d", KeptVerdictsTest::skipped),
                        claim("e", KeptVerdictsTest::skipped)),
                Reading.DEFAULT);
        KeptVerdicts.Merged m = KeptVerdicts.merge(evaluate(second), manifest, "quick, seed 2");
        assertThat(m.kept()).isEqualTo(2);
        assertThat(m.rejudged()).isEqualTo(1);
        List<Evaluated> claims = m.evaluation().claims();
        assertThat(claims)
                .extracting(Evaluated::label)
                .containsExactly("PASS", "INCONCLUSIVE", "FAIL", "SKIPPED", "SKIPPED");

        Evaluated a = claims.get(0);
        assertThat(a.verdict().measured()).isEqualTo("measured PASS");
        assertThat(a.verdict().summary()).isEqualTo("summary PASS");
        assertThat(a.verdict().decision()).isEqualTo(new Decision(Decision.Outcome.PASS, 7, 3));
        assertThat(a.why())
                .isEqualTo(
                        "Kept from an earlier run into this folder (quick, seed 1): its figures did not run this time.");
        assertThat(claims.get(2).error()).isEqualTo("no such point");
        assertThat(claims.get(2).verdict()).isNull();
        assertThat(claims.get(1).why()).isNull();

        ObjectMapper json = new ObjectMapper();
        assertThat(json.valueToTree(m.entries().get(0)).path("judged").asText()).isEqualTo("quick, seed 1");
        assertThat(json.valueToTree(m.entries().get(1)).path("judged").asText()).isEqualTo("quick, seed 2");
        assertThat(json.valueToTree(m.entries().get(1)).path("verdict").asText())
                .isEqualTo("INCONCLUSIVE");
        assertThat(json.valueToTree(m.entries().get(3)).path("judged").asText()).isEqualTo("quick, seed 2");
        assertThat(json.valueToTree(m.entries().get(4)).path("verdict").asText())
                .isEqualTo("SKIPPED");
    }

    @Test
    void aKeptVerdictWithAnExplanationKeepsItAfterTheNote() throws IOException {
        Paper p = new Claimed(
                "kv", List.of(claim("a", r -> verdict(Decision.Outcome.FAIL))), Reading.DEFAULT, "Because of");
        Path manifest = manifest("kv", Reading.DEFAULT_NAME, KeptVerdicts.none(evaluate(p), "full, seed 1"));
        Paper later = new Claimed("kv", List.of(claim("a", KeptVerdictsTest::skipped)), Reading.DEFAULT);
        Evaluated a = KeptVerdicts.merge(evaluate(later), manifest, "quick, seed 1")
                .evaluation()
                .claims()
                .get(0);
        assertThat(a.why())
                .isEqualTo(
                        "Kept from an earlier run into this folder (full, seed 1): its figures did not run this time."
                                + " Because of FAIL.");
    }

    @Test
    void nothingIsKeptFromAnotherPaperOrReadingOrAnUnreadableOrMissingManifest() throws IOException {
        Paper judged = new Claimed("kv", List.of(claim("a", r -> verdict(Decision.Outcome.PASS))), Reading.DEFAULT);
        KeptVerdicts.Merged before = KeptVerdicts.none(evaluate(judged), "quick, seed 1");
        Paper later = new Claimed("kv", List.of(claim("a", KeptVerdictsTest::skipped)), Reading.DEFAULT);
        for (Path manifest : List.of(
                manifest("other.json", "other", Reading.DEFAULT_NAME, before),
                manifest("strict.json", "kv", "strict", before),
                Files.writeString(dir.resolve("broken.json"), "{ not json"),
                dir.resolve("none.json"),
                dir)) {
            KeptVerdicts.Merged m = KeptVerdicts.merge(evaluate(later), manifest, "quick, seed 2");
            assertThat(m.kept()).as(manifest.toString()).isZero();
            assertThat(m.evaluation().claims().get(0).label()).isEqualTo("SKIPPED");
        }
        // a claim the earlier run skipped too stays skipped, judged by this run
        Path skippedBefore = manifest("kv", Reading.DEFAULT_NAME, KeptVerdicts.none(evaluate(later), "quick, seed 1"));
        KeptVerdicts.Merged m = KeptVerdicts.merge(evaluate(later), skippedBefore, "quick, seed 3");
        assertThat(m.kept()).isZero();
        assertThat(m.rejudged()).isZero();
        assertThat(new ObjectMapper()
                        .valueToTree(m.entries().get(0))
                        .path("judged")
                        .asText())
                .isEqualTo("quick, seed 3");
    }
}
