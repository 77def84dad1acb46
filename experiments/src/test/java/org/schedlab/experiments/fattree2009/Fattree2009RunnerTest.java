package org.schedlab.experiments.fattree2009;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;

/**
 * The standalone runner on a small synthetic trace stored under the HPC2N file name (the other two
 * traces are missing and must be reported as skipped): outputs complete, deterministic whatever
 * the thread count, and consistent with the published values' structure.
 */
class Fattree2009RunnerTest {
    @TempDir
    Path dir;

    /** 600 seeded jobs for a 240-node machine: many small, some wide, with estimates >= runtimes. */
    private Path traces() throws IOException {
        Path traces = Files.createDirectories(dir.resolve("traces"));
        SplittableRandom rnd = new SplittableRandom(7);
        List<String> lines = new ArrayList<>(List.of("; MaxProcs: 240"));
        long t = 0;
        for (int i = 1; i <= 600; i++) {
            t += rnd.nextInt(0, 300);
            int runtime = rnd.nextInt(1, 5000);
            int size = rnd.nextInt(3) == 0 ? rnd.nextInt(1, 241) : 1 << rnd.nextInt(0, 5);
            int estimate = runtime + rnd.nextInt(0, 3000);
            lines.add(i + " " + t + " -1 " + runtime + " -1 -1 -1 " + size + " " + estimate + " -1 1 1 1 1 1 1 -1 -1");
        }
        Files.write(traces.resolve("HPC2N-2002-2.2-cln.swf.gz"), lines);
        return traces;
    }

    private static List<Fattree2009Runner.Outcome> run(Fattree2009Runner.Options o) throws IOException {
        return Fattree2009Runner.run(o, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    @Test
    void writesEveryOutputAndIsDeterministic() throws IOException {
        Path traces = traces();
        Path one = dir.resolve("one");
        Path two = dir.resolve("two");
        List<Fattree2009Runner.Outcome> a = run(new Fattree2009Runner.Options(true, traces, one, 1, 0));
        run(new Fattree2009Runner.Options(true, traces, two, 2, 0));
        // 2 schedulers x (non-contiguous + 5 policies x 6 speed-ups)
        assertThat(a).hasSize(62);
        for (String f : List.of("runs.csv", "fig3.csv", "fig7.csv", "breakeven.csv", "load.csv")) {
            assertThat(Files.readString(one.resolve(f))).as(f).isEqualTo(Files.readString(two.resolve(f)));
        }
        assertThat(one.resolve("fig7.png")).exists();
        assertThat(one.resolve("fig4.csv")).doesNotExist(); // LLNL is missing
        String report = Files.readString(one.resolve("report.md"));
        assertThat(report)
                .contains("SKIPPED (trace not found): LLNL")
                .contains("SKIPPED (trace not found): SDSC")
                .contains("| HPC2N | 4-ary 4-tree | 240 | 600 | 527,371 |")
                .contains("## Break-even speed-up");
        assertThat(Files.readAllLines(one.resolve("runs.csv"))).hasSize(63);
    }

    @Test
    void theBaselineIsNeverAcceleratedAndSpeedupsShortenTotalTimes() throws IOException {
        List<Fattree2009Runner.Outcome> out =
                run(new Fattree2009Runner.Options(true, traces(), dir.resolve("o"), 2, 0));
        for (String sched : List.of("fcfs", "easy")) {
            List<Fattree2009Runner.Outcome> contiguous = out.stream()
                    .filter(o -> o.point().scheduler().equals(sched)
                            && o.point().allocator().equals("contiguous"))
                    .toList();
            assertThat(contiguous).hasSize(6);
            assertThat(contiguous.get(5).meanTotal())
                    .isLessThan(contiguous.get(0).meanTotal());
            assertThat(out.stream()
                            .filter(o -> o.point().scheduler().equals(sched)
                                    && o.point().allocator().equals("noncontiguous"))
                            .count())
                    .isEqualTo(1);
        }
        assertThat(out).allSatisfy(o -> assertThat(o.jobs()).isEqualTo(600));
    }

    @Test
    void badOptionsAreBadInput() {
        assertThatThrownBy(() -> Fattree2009Runner.parse(new String[] {"--fast"}))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown option '--fast'");
        assertThatThrownBy(() -> Fattree2009Runner.parse(new String[] {"--threads", "0", "--traces", "."}))
                .hasMessageContaining("--threads must be an integer >= 1, got '0'");
        assertThatThrownBy(() -> Fattree2009Runner.parse(
                        new String[] {"--traces", dir.resolve("nope").toString()}))
                .hasMessageContaining("not a directory");
        assertThat(Fattree2009Runner.parse(new String[] {"--full", "--traces", "."})
                        .jobs())
                .isZero();
        assertThat(Fattree2009Runner.parse(new String[] {"--traces", "."}).speedups())
                .containsExactly(0.0, 0.1, 0.2, 0.3, 0.4, 0.5);
        assertThat(Fattree2009Runner.parse(new String[] {"--full", "--traces", "."})
                        .speedups())
                .hasSize(11);
    }
}
