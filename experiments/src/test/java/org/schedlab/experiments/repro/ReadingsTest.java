package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.cli.SchedLabCli;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.paper.Table;
import org.schedlab.experiments.repro.paper.TablePaper;

/** Readings: named overrides of a paper's settings, selected with {@code --reading}. */
class ReadingsTest {
    @TempDir
    Path dir;

    /** Two sweeps on a small mesh, with a table, and readings of every kind. */
    static final String STUDY = """
            id: study
            defaults:
              machine: mesh:8x8
              workload: mesh-uniform
              jobs: 300
              parameter: load
              replications: {fixed: 2}
              quick: {jobs: 200}
            readings:
              - name: default
                assumes: the keys as written
              - name: longer
                assumes: longer runs
                every: {jobs: 400, quick: {jobs: 250}}
              - name: oo-first
                assumes: OO searches the whole queue
                schedulers: {"fcfs": "window:2"}
              - name: last-row
                assumes: read the table at the first point
                tables: {t: {x: first}}
              - name: b-only
                assumes: more replications in sweep b
                sweeps: {b: {replications: {fixed: 3}}}
              - name: other-jobs
                assumes: other job counts
                every: {jobs: 350}
              - name: longer+oo-first
                assumes: both
                combines: [longer, oo-first]
            sweeps:
              - id: a
                points: [0.5, 1.0]
                series:
                  - {label: FCFS, scheduler: fcfs, allocator: mpl}
                  - {label: OO, scheduler: oo, allocator: mpl}
              - id: b
                points: [1.0]
                series: [{label: FCFS, scheduler: fcfs, allocator: first-fit}]
            figures:
              - {id: fa, sweep: a, metric: meanTurnaround}
            tables:
              - id: t
                sweep: a
                metric: meanTurnaround
                x: last
                relativeTolerance: 0.5
                columns: [{label: turnaround}]
                rows: [{label: FCFS, series: FCFS}, {label: OO, series: OO}]
                paper: [[2.0], [1.5]]
            explain:
              - {claim: "t:FCFS:*", readings: [oo-first], when: [PASS, FAIL, INCONCLUSIVE], text: "FCFS runs window:2 here"}
              - {claim: "t:*", text: "a toy table against made-up values"}
            """;

    private Path write(String text) throws IOException {
        return Files.writeString(dir.resolve("study.yaml"), text);
    }

    private static Sweep sweep(Paper p, Mode mode, String id) {
        return p.sweeps(mode).stream()
                .filter(s -> s.id().equals(id))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void readingsOverrideOnlyWhatTheyNameAndTheDefaultIsUntouched() throws IOException {
        DescribedPaper p = ExperimentFile.load(write(STUDY));
        assertThat(p.reading().name()).isEqualTo("default");
        assertThat(p.reading().assumes()).isEqualTo("the keys as written");
        assertThat(p.readings())
                .extracting(Reading::name)
                .containsExactly("longer", "oo-first", "last-row", "b-only", "other-jobs", "longer+oo-first");

        Paper longer = p.underReading("longer");
        assertThat(sweep(longer, Mode.FULL, "a").jobs()).isEqualTo(400);
        assertThat(sweep(longer, Mode.QUICK, "a").jobs()).isEqualTo(250);
        assertThat(sweep(p, Mode.FULL, "a").jobs()).isEqualTo(300);
        assertThat(sweep(p, Mode.QUICK, "a").jobs()).isEqualTo(200);

        Paper oo = p.underReading("oo-first");
        assertThat(sweep(oo, Mode.FULL, "a").series())
                .extracting(Sweep.Series::scheduler)
                .containsExactly("window:2", "oo");
        assertThat(sweep(oo, Mode.FULL, "b").series().get(0).scheduler()).isEqualTo("window:2");
        assertThat(sweep(p, Mode.FULL, "a").series().get(0).scheduler()).isEqualTo("fcfs");

        Paper b = p.underReading("b-only");
        assertThat(sweep(b, Mode.FULL, "b").rule().max()).isEqualTo(3);
        assertThat(sweep(b, Mode.FULL, "a").rule().max()).isEqualTo(2);

        Paper row = p.underReading("last-row");
        assertThat(row.tables().get(0).defaults().x()).isEqualTo("first");
        assertThat(p.tables().get(0).defaults().x()).isEqualTo("last");
    }

    @Test
    void combinationsApplyTheirPartsInOrderAndConflictsAreRefused() throws IOException {
        DescribedPaper p = ExperimentFile.load(write(STUDY));
        Paper both = p.underReading("longer,oo-first");
        assertThat(both.reading().name()).isEqualTo("longer+oo-first");
        assertThat(both.reading().assumes()).isEqualTo("both"); // the declared combination's statement
        assertThat(sweep(both, Mode.FULL, "a").jobs()).isEqualTo(400);
        assertThat(sweep(both, Mode.FULL, "a").series().get(0).scheduler()).isEqualTo("window:2");

        Paper adHoc = p.underReading("b-only+last-row");
        assertThat(adHoc.reading().name()).isEqualTo("b-only+last-row");
        assertThat(adHoc.reading().assumes())
                .isEqualTo("more replications in sweep b; and read the table at the first point");
        assertThat(adHoc.reading().parts()).containsExactly("b-only", "last-row");

        assertThatThrownBy(() -> p.underReading("longer,other-jobs"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("readings 'longer' and 'other-jobs' set 'jobs' of sweep a differently");
        assertThatThrownBy(() -> p.underReading("longer,nope"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("has no reading 'nope' (known: default, all, longer, oo-first");
        assertThatThrownBy(() -> p.underReading("longer,longer"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("'longer' is named twice");
    }

    @Test
    void badReadingsAreRefusedWhenTheFileIsRead() throws IOException {
        Map<String, String> bad = Map.of(
                "sweeps: {b: {replications: {fixed: 3}}}", "'sweeps' names unknown sweep 'nope'",
                "schedulers: {\"fcfs\": \"window:2\"}", "'schedulers' replaces 'fcfs:1', which no series runs",
                "tables: {t: {x: first}}", "'tables' names unknown table 'nope'",
                "every: {jobs: 350}", "cannot change a sweep's id",
                "combines: [longer, oo-first]", "names 'nope', which is not a declared reading of its own",
                "assumes: longer runs\n    every: {jobs: 400, quick: {jobs: 250}}", "missing key 'assumes'",
                "name: oo-first", "two readings have the name 'longer'",
                "name: b-only", "'all' selects every reading");
        Map<String, String> edits = Map.of(
                "sweeps: {b: {replications: {fixed: 3}}}", "sweeps: {nope: {replications: {fixed: 3}}}",
                "schedulers: {\"fcfs\": \"window:2\"}", "schedulers: {\"fcfs:1\": \"window:2\"}",
                "tables: {t: {x: first}}", "tables: {nope: {x: first}}",
                "every: {jobs: 350}", "every: {id: x}",
                "combines: [longer, oo-first]", "combines: [longer, nope]",
                // (replaced together with its 'every': a key written twice is refused on its own)
                "assumes: longer runs\n    every: {jobs: 400, quick: {jobs: 250}}", "every: {jobs: 401}",
                "name: oo-first", "name: longer",
                "name: b-only", "name: all");
        for (Map.Entry<String, String> e : edits.entrySet()) {
            assertThat(STUDY).contains(e.getKey());
            Path spec = write(STUDY.replace(e.getKey(), e.getValue()));
            assertThatThrownBy(() -> ExperimentFile.load(spec))
                    .as(e.getValue())
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("study.yaml")
                    .hasMessageContaining(bad.get(e.getKey()));
        }
        Path withKeys = write(STUDY.replace("assumes: the keys as written", "assumes: x\n    every: {jobs: 1}"));
        assertThatThrownBy(() -> ExperimentFile.load(withKeys))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("the default reading is the paper's own keys");
        Path explain = write(STUDY.replace("readings: [oo-first]", "readings: [nope]"));
        assertThatThrownBy(() -> ExperimentFile.load(explain))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("'readings' names unknown reading 'nope'");
    }

    private int cli(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int status = SchedLabCli.execute(args, new PrintWriter(o, true), new PrintWriter(e, true));
        assertThat(status).as(o + "\n" + e).isZero();
        return status;
    }

    private static Map<String, String> csvs(Path folder) throws IOException {
        try (var files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".csv")
                            && !f.getFileName().toString().equals("readings.csv"))
                    .collect(Collectors.toMap(f -> f.getFileName().toString(), f -> {
                        try {
                            return Files.readString(f);
                        } catch (IOException ex) {
                            throw new java.io.UncheckedIOException(ex);
                        }
                    }));
        }
    }

    @Test
    void allReadingsWriteOneFolderEachAndTheDefaultMatchesADefaultOnlyRun() throws IOException {
        Path spec = write(
                STUDY.replace("  - name: other-jobs\n    assumes: other job counts\n    every: {jobs: 350}\n", ""));
        Path alone = dir.resolve("alone");
        Path all = dir.resolve("all");
        cli("reproduce", "--spec", spec.toString(), "--out", alone.toString(), "--no-progress", "--threads", "1");
        cli("reproduce", "--spec", spec.toString(), "--out", all.toString(), "--no-progress", "--reading", "all");
        assertThat(csvs(all)).isEqualTo(csvs(alone));
        for (String r : List.of("longer", "oo-first", "last-row", "b-only", "longer+oo-first")) {
            Path folder = all.resolve("readings").resolve(r);
            assertThat(folder.resolve("report.md")).exists();
            assertThat(Files.readString(folder.resolve("report.md"))).contains("Reading: `" + r + "`");
            assertThat(Files.readString(folder.resolve("manifest.json"))).contains("\"reading\" : \"" + r + "\"");
        }
        // a single reading alone gives the same outputs as within 'all'
        Path single = dir.resolve("single");
        cli(
                "reproduce",
                "--spec",
                spec.toString(),
                "--out",
                single.toString(),
                "--no-progress",
                "--reading",
                "oo-first");
        assertThat(csvs(single)).isEqualTo(csvs(all.resolve("readings/oo-first")));
        assertThat(csvs(single)).isNotEqualTo(csvs(all));

        String report = Files.readString(all.resolve("report.md"));
        assertThat(report).contains("## Readings").contains("[`oo-first`](readings/oo-first/report.md)");
        assertThat(report).containsPattern("\\| t \\| RMS [0-9.]+% .*\\| `[a-z+-]+` \\|");
        List<String> readings = Files.readAllLines(all.resolve("readings.csv"));
        assertThat(readings.get(0))
                .isEqualTo(
                        "reading,kind,id,cells,withinInterval,withinTolerance,rmsRelativeDifference,rmsWithoutDivergingRows,diverged,verdict");
        assertThat(readings).anyMatch(l -> l.startsWith("oo-first,table,t,2,"));
        assertThat(readings).anyMatch(l -> l.startsWith("default,column,t/turnaround,2,"));
        assertThat(Files.readString(alone.resolve("report.md"))).doesNotContain("## Readings");
        // the explanation that applies under a reading, and only there
        assertThat(Files.readString(all.resolve("readings/oo-first/report.md"))).contains("FCFS runs window:2 here");
        assertThat(report).doesNotContain("FCFS runs window:2 here");
    }

    @Test
    void readingsShardAndMergeLikeASingleRun() throws IOException {
        Path spec = write(
                STUDY.replace("  - name: other-jobs\n    assumes: other job counts\n    every: {jobs: 350}\n", ""));
        Path single = dir.resolve("single");
        Path sharded = dir.resolve("sharded");
        cli("reproduce", "--spec", spec.toString(), "--out", single.toString(), "--no-progress", "--reading", "all");
        for (int i = 0; i < 3; i++) {
            cli(
                    "reproduce",
                    "--spec",
                    spec.toString(),
                    "--out",
                    sharded.toString(),
                    "--no-progress",
                    "--reading",
                    "all",
                    "--shard",
                    i + "/3");
        }
        cli("merge", "--out", sharded.toString());
        assertThat(csvs(sharded)).isEqualTo(csvs(single));
        assertThat(Files.readString(sharded.resolve("readings.csv")))
                .isEqualTo(Files.readString(single.resolve("readings.csv")));
        for (String r : List.of("longer", "oo-first", "b-only")) {
            assertThat(csvs(sharded.resolve("readings").resolve(r)))
                    .isEqualTo(csvs(single.resolve("readings").resolve(r)));
        }
    }

    @Test
    void unknownReadingOnTheCommandLineIsBadInput() throws IOException {
        Path spec = write(STUDY);
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int status = SchedLabCli.execute(
                new String[] {
                    "reproduce",
                    "--spec",
                    spec.toString(),
                    "--out",
                    dir.resolve("x").toString(),
                    "--reading",
                    "nope"
                },
                new PrintWriter(o, true),
                new PrintWriter(e, true));
        assertThat(status).isEqualTo(2);
        assertThat(e.toString()).contains("--reading nope: study has no reading 'nope' (known: default, all, longer");
        assertThat(dir.resolve("x")).doesNotExist();
    }

    @Test
    void relativeToleranceJudgesEachCellOnItsOwnScaleAndExactCellsAreChecks() {
        Table t = new Table(
                "t",
                "t",
                "",
                1,
                new Table.Source(null, null, null, null, null, "f"),
                List.of(new Table.Source("r", null, null, null, null, null)),
                List.of(new Table.Source("c", null, null, null, null, null)),
                List.of(List.of(100.0)),
                0.05,
                true);
        Paper exact = TablePaper.computing((row, column) -> 104);
        Claim c = TableResult.claims(t, exact).get(0);
        assertThat(c.kind()).isEqualTo(Claim.Kind.CHECK);
        assertThat(c.tolerance()).isEqualTo("within 5% of the paper's value");
        assertThat(c.check().apply(new Results()).outcome()).isEqualTo(Decision.Outcome.PASS);
        Table wide = new Table(
                t.id(),
                t.caption(),
                t.unit(),
                t.scale(),
                t.defaults(),
                t.rows(),
                t.columns(),
                List.of(List.of(98.0)),
                0.01,
                true);
        assertThat(TableResult.claims(wide, exact)
                        .get(0)
                        .check()
                        .apply(new Results())
                        .outcome())
                .isEqualTo(Decision.Outcome.FAIL);
        assertThatThrownBy(() -> new Table(
                        t.id(),
                        t.caption(),
                        t.unit(),
                        t.scale(),
                        t.defaults(),
                        t.rows(),
                        t.columns(),
                        t.paper(),
                        1.5,
                        true))
                .hasMessageContaining("a relative tolerance is a fraction below 1");
    }
}
