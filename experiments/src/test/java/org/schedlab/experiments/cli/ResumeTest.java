package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.repro.Reproduction;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.plan.UnitResult;
import org.schedlab.experiments.repro.plan.UnitStore;
import org.schedlab.experiments.repro.plan.WorkPlan;
import org.schedlab.experiments.repro.plan.WorkUnit;

/**
 * Every reproduction resumes (issue 53): a plain run killed with SIGKILL mid-run and started again
 * reuses the work units it had finished and ends with the outputs of an uninterrupted run, byte for
 * byte, saying how many units it reused.
 */
class ResumeTest {
    @TempDir
    Path dir;

    /** 24 work units of 4,000 jobs each, one series per scheduler and one unit per point. */
    private static final String SPEC = String.join(
            "\n",
            "id: resume",
            "sweeps:",
            "  - id: s",
            "    machine: mesh:16x16",
            "    workload: mesh-uniform",
            "    jobs: 4000",
            "    parameter: load",
            "    points: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6]",
            "    replications: {fixed: 2}",
            "    series:",
            "      - {label: FCFS, scheduler: fcfs}",
            "      - {label: EASY, scheduler: easy}",
            "figures:",
            "  - {id: tat, sweep: s, metric: meanTurnaround}",
            "");

    private static List<String> files(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static long units(Path out) throws IOException {
        Path d = out.resolve(Reproduction.RESUME);
        if (!Files.isDirectory(d)) {
            return 0;
        }
        try (Stream<Path> s = Files.list(d)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".unit")).count();
        }
    }

    @Test
    void aPlainRunKilledMidRunResumesToTheOutputsOfAnUninterruptedRun() throws Exception {
        Path spec = Files.writeString(dir.resolve("resume.yaml"), SPEC, StandardCharsets.UTF_8);
        Path out = dir.resolve("killed");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        SchedLabCli.class.getName(),
                        "reproduce",
                        "--spec",
                        spec.toString(),
                        "--out",
                        out.toString(),
                        "--threads",
                        "1",
                        "--no-progress")
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("child.log").toFile())
                .start();
        long deadline = System.nanoTime() + 600_000_000_000L; // a hang guard, not a time limit
        while (p.isAlive() && units(out) < 3 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        p.destroyForcibly(); // SIGKILL: no cleanup
        p.waitFor();
        long finished = units(out);
        assertThat(finished)
                .as("killed after some units and before the last: " + Files.readString(dir.resolve("child.log")))
                .isBetween(3L, 23L);
        assertThat(files(out)).doesNotContain("manifest.json", "report.md", "tat.csv");

        CliRunner resumed =
                CliRunner.run("reproduce", "--spec", spec.toString(), "--out", out.toString(), "--no-progress");
        assertThat(resumed.status()).as(resumed.err()).isZero();
        Matcher m = Pattern.compile("reused (\\d+) finished work unit").matcher(resumed.err());
        assertThat(m.find()).as(resumed.err()).isTrue();
        assertThat(Long.parseLong(m.group(1))).isGreaterThanOrEqualTo(finished);
        assertThat(files(out)).doesNotContain(Reproduction.RESUME);

        Path whole = dir.resolve("whole");
        CliRunner single =
                CliRunner.run("reproduce", "--spec", spec.toString(), "--out", whole.toString(), "--no-progress");
        assertThat(single.status()).as(single.err()).isZero();
        assertThat(single.err()).doesNotContain("reused");
        assertThat(files(out)).isEqualTo(files(whole));
        for (String f : List.of("tat.csv", "tat.png", "report.md", "report.html")) {
            assertThat(Files.mismatch(out.resolve(f), whole.resolve(f))).as(f).isEqualTo(-1L);
        }
    }

    @Test
    void unitsOfAnotherSeedAreNotReused() throws IOException {
        Path spec = Files.writeString(dir.resolve("resume.yaml"), SPEC.replace("jobs: 4000", "jobs: 200"));
        Path out = dir.resolve("out");
        CliRunner first =
                CliRunner.run("reproduce", "--spec", spec.toString(), "--out", out.toString(), "--no-progress");
        assertThat(first.status()).as(first.err()).isZero();
        String csv = Files.readString(out.resolve("tat.csv"));
        // a stopped run of seed 2 left every unit, each planted as diverged: a run of seed 1 uses none
        UnitStore seed2 = UnitStore.at(out.resolve(Reproduction.RESUME), 2);
        for (WorkUnit u : WorkPlan.units(ExperimentFile.load(spec).sweeps(Mode.QUICK))) {
            seed2.write(u, UnitResult.diverged(u.id(), "planted"));
        }
        CliRunner again =
                CliRunner.run("reproduce", "--spec", spec.toString(), "--out", out.toString(), "--no-progress");
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.err()).doesNotContain("reused");
        assertThat(Files.readString(out.resolve("tat.csv"))).isEqualTo(csv);
        assertThat(out.resolve(Reproduction.RESUME)).doesNotExist();
    }
}
