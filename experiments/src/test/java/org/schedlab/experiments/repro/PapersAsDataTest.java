package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.schedlab.experiments.mpl2009.Mpl2009;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.window2011.Window2011;

/** The reproduced papers' descriptions load from their YAML resources and stay consistent. */
class PapersAsDataTest {
    private static Map<String, Sweep> byId(List<Sweep> sweeps) {
        return sweeps.stream().collect(Collectors.toMap(Sweep::id, Function.identity()));
    }

    @Test
    void windowPaperHasItsSettingsInBothModes() {
        Window2011 w = new Window2011();
        Map<String, Sweep> full = byId(w.sweeps(Mode.FULL));
        Map<String, Sweep> quick = byId(w.sweeps(Mode.QUICK));
        assertThat(full.keySet()).isEqualTo(quick.keySet()).hasSize(8);
        assertThat(full.get("uniform").jobs()).isEqualTo(10_000);
        assertThat(full.get("uniform").rule().relativeError()).isEqualTo(0.05);
        assertThat(full.get("k-uniform-2.5").rule().max()).isEqualTo(200);
        assertThat(full.get("k-uniform-2.5").xs()).hasSize(12);
        assertThat(full.get("sdsc96").jobs()).isZero();
        assertThat(quick.get("uniform").jobs()).isEqualTo(3_000);
        assertThat(quick.get("uniform").rule().max()).isEqualTo(2);
        assertThat(quick.get("sdsc96").jobs()).isEqualTo(1_500);
        assertThat(quick.get("sdsc96").rule().max()).isEqualTo(1);
        assertThat(w.figures()).hasSize(15);
        assertThat(w.unavailable()).hasSize(1);
    }

    /** Every explanation a paper's YAML gives names some claim of that paper (a typo would never show). */
    @Test
    void everyExplanationNamesAClaim() {
        for (Paper p : List.<Paper>of(
                new Window2011(),
                new org.schedlab.experiments.gang2000.Gang2000(),
                new org.schedlab.experiments.coalloc2000.Coalloc2000(),
                new org.schedlab.experiments.fattree2009.Fattree2009(),
                new org.schedlab.experiments.mpl2009.Mpl2009())) {
            List<String> ids = new java.util.ArrayList<>();
            List<Paper> variants = new java.util.ArrayList<>(List.of(p));
            p.readings().forEach(r -> variants.add(p.underReading(r.name())));
            variants.forEach(v -> Evaluation.allClaims(v).forEach(c -> ids.add(c.id())));
            for (ExperimentFile.ExplainEntry x : ((DescribedPaper) p).explainEntries()) {
                String pattern = x.claim();
                boolean any = ids.stream().anyMatch(id -> DescribedPaper.matches(pattern, id));
                assertThat(any)
                        .as(p.id() + ": explain entry for '" + pattern + "' names no claim")
                        .isTrue();
            }
        }
    }

    /**
     * The MPL paper runs the window paper's synthetic workloads, machine, job counts and loads. Its
     * stopping rule is the same in quick mode; in full mode it keeps the window paper's metric,
     * relative error and maximum but asks for more replications at least (its paired rank
     * contrasts need them), never fewer.
     */
    @Test
    void mplPaperUsesTheWindowPapersSyntheticSettings() {
        for (Mode mode : Mode.values()) {
            Map<String, Sweep> window = byId(new Window2011().sweeps(mode));
            for (Sweep s : new Mpl2009().sweeps(mode)) {
                Sweep twin = window.get(s.id().endsWith("uniform") ? "uniform" : "decreasing");
                assertThat(s.workload()).isEqualTo(twin.workload());
                assertThat(s.machine()).isEqualTo(twin.machine());
                assertThat(s.jobs()).isEqualTo(twin.jobs());
                assertThat(s.xs()).isEqualTo(twin.xs());
                if (mode == Mode.QUICK) {
                    assertThat(s.rule()).isEqualTo(twin.rule());
                } else {
                    assertThat(s.rule().metric()).isEqualTo(twin.rule().metric());
                    assertThat(s.rule().relativeError()).isEqualTo(twin.rule().relativeError());
                    assertThat(s.rule().max()).isEqualTo(twin.rule().max());
                    assertThat(s.rule().min())
                            .isEqualTo(10)
                            .isGreaterThan(twin.rule().min());
                }
            }
        }
    }

    /** Every mesh allocator counts work, so the MPL paper's work claims are judged for both busy-list schemes. */
    @Test
    void mplPaperJudgesWorkAgainstEachBusyListScheme() {
        Mpl2009 p = new Mpl2009();
        List<String> ids = Evaluation.allClaims(p).stream().map(Claim::id).toList();
        for (String sweep : List.of("fcfs-uniform", "fcfs-decreasing", "oo-uniform", "oo-decreasing")) {
            assertThat(ids).contains("mpl-less-work-busy-list-" + sweep, "mpl-less-work-busy-list-ff-" + sweep);
            assertThat(ids).contains("mpl-fewer-comparisons-busy-list-" + sweep);
        }
        assertThat(p.figures().stream().map(Figure::id)).contains("work-fcfs-uniform", "work-oo-decreasing");
    }
}
