package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;

/** The lock of an output folder: one run at a time, a stale lock taken over, and no trace left. */
class OutputLockTest {
    @TempDir
    Path dir;

    @Test
    void aSecondRunIsRefusedWithTheHolderNamedAndTheLockGoesWithTheRun() throws IOException {
        Path out = dir.resolve("a").resolve("b");
        List<String> notes = new ArrayList<>();
        Path file = out.resolve(OutputLock.FILE);
        try (OutputLock lock = OutputLock.acquire("--out", out, "schedlab reproduce x", notes::add)) {
            assertThat(Files.readString(file))
                    .startsWith("pid " + ProcessHandle.current().pid() + ", schedlab reproduce x, started ")
                    .endsWith("\n");
            assertThatThrownBy(() -> OutputLock.acquire("--out", out, "schedlab reproduce y", notes::add))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("--out " + out + ": in use by another run (pid ")
                    .hasMessageContaining("schedlab reproduce x")
                    .hasMessageEndingWith("); wait for it to finish or choose another --out");
        }
        assertThat(notes).isEmpty();
        assertThat(file).doesNotExist();
        // the folders the lock made are removed while still empty
        assertThat(dir.resolve("a")).doesNotExist();
    }

    @Test
    void aFolderWithOutputsStaysAndAStaleLockIsTakenOverWithANote() throws IOException {
        Path out = Files.createDirectory(dir.resolve("out"));
        Files.writeString(out.resolve(OutputLock.FILE), "pid 1, schedlab old, started then\n");
        List<String> notes = new ArrayList<>();
        try (OutputLock lock = OutputLock.acquire("--out", out, "schedlab new", notes::add)) {
            Files.writeString(out.resolve("report.md"), "x");
        }
        assertThat(notes)
                .containsExactly("--out " + out + ": took over the lock left by a run that is no longer running (pid 1,"
                        + " schedlab old, started then)");
        assertThat(out.resolve("report.md")).exists();
        assertThat(out.resolve(OutputLock.FILE)).doesNotExist();
        Path fresh = dir.resolve("fresh");
        try (OutputLock lock = OutputLock.acquire("--out", fresh, "schedlab new", notes::add)) {
            Files.writeString(fresh.resolve("fig.csv"), "x");
        }
        assertThat(fresh.resolve("fig.csv")).exists();
    }
}
