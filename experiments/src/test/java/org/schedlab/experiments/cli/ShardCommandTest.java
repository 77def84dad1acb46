package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.schedlab.experiments.cli.CliRunner.assertBadInput;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code reproduce --plan}, {@code --shard I/N} and {@code merge} through the command line. */
class ShardCommandTest {
    private static final String SPEC = """
            id: shard-study
            title: FCFS against OO on a small mesh
            sweeps:
              - id: uniform
                machine: mesh:8x8
                workload: mesh-uniform
                jobs: 300
                parameter: load
                points: [0.5, 1.0, 2.0]
                replications: {fixed: 3}
                series:
                  - {label: FCFS, scheduler: fcfs, allocator: mpl}
                  - {label: OO, scheduler: oo, allocator: mpl}
            figures:
              - {id: tat, sweep: uniform, metric: meanTurnaround, xLabel: Load, yLabel: Turnaround}
            """;

    @TempDir
    Path dir;

    @Test
    void badShardsAreBadInput() {
        assertBadInput(CliRunner.run("reproduce", "window-2011", "--shard", "3/3"), "--shard 3/3", "0..2");
        assertBadInput(CliRunner.run("reproduce", "window-2011", "--shard", "x"), "--shard x", "I/N");
        assertBadInput(CliRunner.run("reproduce", "window-2011", "--shard", "0/0"), "--shard 0/0");
        assertBadInput(CliRunner.run("merge", "--out", dir.toString()), "holds no work units");
    }

    @Test
    void planListsUnitsWithIdsAndCosts() {
        CliRunner r = CliRunner.run("reproduce", "window-2011", "--quick", "--plan", "--shard", "1/4");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("window-2011 (quick), shard 1/4: ").contains("\tblock\t0..1\t6000");
        CliRunner all = CliRunner.run("reproduce", "window-2011", "--quick", "--plan");
        long units = all.out()
                .lines()
                .filter(l -> l.contains("\tblock\t") || l.contains("\ttiming\t"))
                .count();
        assertThat(all.out()).startsWith("window-2011 (quick): " + units + " work units");
    }

    @Test
    void shardsMergeToTheSingleRunAndMissingShardsAreNamed() throws IOException {
        Path spec = Files.writeString(dir.resolve("study.yaml"), SPEC);
        Path single = dir.resolve("single");
        Path sharded = dir.resolve("sharded");
        assertThat(CliRunner.run("reproduce", "--spec", spec.toString(), "--out", single.toString(), "--no-progress")
                        .status())
                .isZero();
        CliRunner s0 = CliRunner.run(
                "reproduce", "--spec", spec.toString(), "--shard", "0/2", "--out", sharded.toString(), "--no-progress");
        assertThat(s0.status()).as(s0.err()).isZero();
        assertThat(s0.out()).contains("shard 0/2: 3 work units (0 already complete, 3 run)");

        CliRunner early = CliRunner.run("merge", "--out", sharded.toString());
        assertBadInput(early, "3 of 6 work units", "shard 1/2: 3 (", "--shard 1/2 --out");

        CliRunner again = CliRunner.run(
                "reproduce", "--spec", spec.toString(), "--shard", "0/2", "--out", sharded.toString(), "--no-progress");
        assertThat(again.out()).contains("(3 already complete, 0 run)");
        CliRunner s1 = CliRunner.run(
                "reproduce", "--spec", spec.toString(), "--shard", "1/2", "--out", sharded.toString(), "--no-progress");
        assertThat(s1.status()).as(s1.err()).isZero();
        CliRunner merged = CliRunner.run("merge", "--out", sharded.toString());
        assertThat(merged.status()).as(merged.err()).isZero();
        assertThat(merged.err()).isEmpty();
        for (String f : List.of("tat.csv", "report.md")) {
            assertThat(Files.readString(sharded.resolve(f))).as(f).isEqualTo(Files.readString(single.resolve(f)));
        }
        assertThat(Files.mismatch(sharded.resolve("tat.png"), single.resolve("tat.png")))
                .isEqualTo(-1L);

        CliRunner other = CliRunner.run(
                "reproduce",
                "--spec",
                spec.toString(),
                "--seed",
                "2",
                "--shard",
                "0/2",
                "--out",
                sharded.toString(),
                "--no-progress");
        assertBadInput(other, "holds work units of another reproduction");
    }

    /** Runs shards {@code shards} of {@code n} of {@code spec} into {@code out}. */
    private static void shards(Path spec, Path out, int n, int... shards) {
        for (int i : shards) {
            CliRunner.ok(
                    "reproduce",
                    "--spec",
                    spec.toString(),
                    "--shard",
                    i + "/" + n,
                    "--out",
                    out.toString(),
                    "--no-progress");
        }
    }

    @Test
    void mergeOfAFolderOfShardedFoldersMergesEachAndNamesTheIncompleteOnes() throws IOException {
        Path spec = Files.writeString(dir.resolve("study.yaml"), SPEC);
        Path parent = Files.createDirectory(dir.resolve("runs"));
        shards(spec, parent.resolve("b"), 2, 0, 1);
        shards(spec, parent.resolve("a"), 2, 0);
        Files.createDirectory(parent.resolve("empty"));
        CliRunner partial = CliRunner.run("merge", "--out", parent.toString());
        // b is merged and says so; a is named on the one line of standard error
        assertThat(partial.status()).isEqualTo(2);
        assertThat(partial.out()).endsWith(parent.resolve("b").resolve("report.md") + System.lineSeparator());
        assertThat(partial.err().strip().lines()).hasSize(1);
        assertThat(partial.err())
                .contains("3 of 6 work units")
                .contains(parent.resolve("a").toString());
        assertThat(parent.resolve("b").resolve("report.md")).exists();
        assertThat(parent.resolve("a").resolve("report.md")).doesNotExist();
        shards(spec, parent.resolve("a"), 2, 1);
        CliRunner all = CliRunner.ok("merge", "--out", parent.toString());
        // one summary line per folder, in name order
        List<String> lines = all.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0))
                .startsWith("shard-study: 1 figures")
                .endsWith(parent.resolve("a").resolve("report.md").toString());
        assertThat(lines.get(1))
                .endsWith(parent.resolve("b").resolve("report.md").toString());
        assertThat(Files.readString(parent.resolve("a").resolve("report.md")))
                .isEqualTo(Files.readString(parent.resolve("b").resolve("report.md")));
    }

    @Test
    void mergeRefusesAChangedSpecAndAUserFileUnderAnOutputsName() throws IOException {
        Path spec = Files.writeString(dir.resolve("study.yaml"), SPEC);
        Path sharded = dir.resolve("sharded");
        shards(spec, sharded, 2, 0, 1);
        Files.writeString(sharded.resolve("tat.csv"), "my own file\n");
        assertBadInput(CliRunner.run("merge", "--out", sharded.toString()), "tat.csv");
        assertThat(Files.readString(sharded.resolve("tat.csv"))).isEqualTo("my own file\n");
        CliRunner forced = CliRunner.ok("merge", "--out", sharded.toString(), "--force");
        assertThat(forced.out()).contains("shard-study: 1 figures");
        assertThat(Files.readString(sharded.resolve("tat.csv"))).isNotEqualTo("my own file\n");
        Files.writeString(spec, SPEC.replace("jobs: 300", "jobs: 301"));
        assertBadInput(
                CliRunner.run("merge", "--out", sharded.toString()),
                "merge: " + spec + " changed since the shards ran; run them again");
    }

    @Test
    void mergeNamesAtMostFiveMissingUnitsAndCountsTheRest() throws IOException {
        Path spec = Files.writeString(dir.resolve("study.yaml"), SPEC);
        Path sharded = dir.resolve("sharded");
        shards(spec, sharded, 1, 0);
        try (var units = Files.newDirectoryStream(sharded.resolve("units"), "*.unit")) {
            for (Path u : units) {
                Files.delete(u);
            }
        }
        CliRunner r = CliRunner.run("merge", "--out", sharded.toString());
        assertBadInput(
                r, "merge: 6 of 6 work units of shard-study", "shard 0/1: 6 (", ", ... 1 more)", "Run that shard");
        Files.writeString(sharded.resolve("units").resolve("plan.txt"), "not a plan\n");
        assertBadInput(
                CliRunner.run("merge", "--out", sharded.toString()),
                sharded.resolve("units").resolve("plan.txt") + ": not a plan file of schedlab");
    }
}
