package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;

/** Bad input to {@code reproduce} (issue 13): named file, no output folder left behind. */
class ReproduceInputTest {
    @TempDir
    Path dir;

    @Test
    void aSpecWithAnUnknownSchedulerNamesTheFileAndSweepAndWritesNothing() throws IOException {
        Path yaml = spec("bad", "nosuch");
        Path out = dir.resolve("out");
        CliRunner r = CliRunner.run("reproduce", "--spec", yaml.toString(), "--out", out.toString(), "--no-progress");
        assertThat(r.status()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip().lines().count()).isEqualTo(1);
        assertThat(r.err()).contains(yaml.toString(), "sweep 's', series 'X'", "unknown scheduler 'nosuch'");
        assertThat(out).doesNotExist();
    }

    @Test
    void anUnwritableOutIsBadInputNamingThePath() throws IOException {
        Path yaml = spec("ok", "fcfs");
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");
        CliRunner r = CliRunner.run("reproduce", "--spec", yaml.toString(), "--out", file.toString(), "--no-progress");
        assertThat(r.status()).as(r.err()).isEqualTo(2);
        assertThat(r.err())
                .contains(file.toString())
                .doesNotContain("internal error")
                .doesNotContain("Exception");
    }

    @Test
    void theOutputFolderIsCheckedBeforeThePaperOrTheSpecIsRead() throws IOException {
        // the cheap check comes first: a file given as --out is named even when the paper is
        // unknown or the spec missing (both are found only after the registry and YAML are read)
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");
        for (String[] args : new String[][] {
            {"reproduce", "no-such-paper", "--out", file.toString(), "--no-progress"},
            {"reproduce", "--spec", dir.resolve("missing.yaml").toString(), "--out", file.toString(), "--no-progress"}
        }) {
            CliRunner r = CliRunner.run(args);
            assertThat(r.status()).as(r.err()).isEqualTo(2);
            assertThat(r.err().strip())
                    .isEqualTo(
                            "schedlab: --out " + file + ": is a file, not a folder (choose a folder for the outputs)");
        }
    }

    @Test
    void aMissingTraceDirectoryFromTheEnvironmentIsBadInputLikeTheOption() {
        Path missing = dir.resolve("nonexistent");
        assertThatThrownBy(() -> ReproduceCommand.traceDirectory(null, Map.of("SCHEDLAB_TRACES", missing.toString())))
                .isInstanceOf(BadInputException.class)
                .hasMessage("SCHEDLAB_TRACES=" + missing + ": not a directory");
        assertThatThrownBy(() -> ReproduceCommand.traceDirectory(missing, Map.of()))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--traces " + missing + ": not a directory");
        assertThat(ReproduceCommand.traceDirectory(null, Map.of("SCHEDLAB_TRACES", dir.toString())))
                .isEqualTo(dir);
    }

    /** A one-sweep experiment file on a small mesh with one series of {@code scheduler}. */
    private Path spec(String id, String scheduler) throws IOException {
        return TinySpec.write(dir, id, scheduler.equals("fcfs") ? "FCFS" : "X", scheduler, "meanWait");
    }
}
