package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

/**
 * The top command's own work: the line for a file problem or a full heap, the usage line naming the
 * command, {@code help COMMAND}, and a result that could not be written to standard output.
 */
class SchedLabCliTest {
    @Test
    void fileProblemsAreNamedInPlainWordsWhereverTheyAreInTheCauses() {
        assertThat(SchedLabCli.fileProblem(new UncheckedIOException(new AccessDeniedException("/a/b"))))
                .isEqualTo("cannot write or read /a/b: permission denied");
        assertThat(SchedLabCli.fileProblem(new RuntimeException(new NoSuchFileException("/c"))))
                .isEqualTo("cannot write or read /c: no such file or directory");
        assertThat(SchedLabCli.fileProblem(new FileSystemException("/d", null, "Read-only file system")))
                .isEqualTo("cannot write or read /d: Read-only file system");
        assertThat(SchedLabCli.fileProblem(new FileSystemException("/e")))
                .isEqualTo("cannot write or read /e: file system error");
        assertThat(SchedLabCli.fileProblem(new RuntimeException(new IOException("write: No space left on device"))))
                .isEqualTo("cannot write: no space left on device");
        assertThat(SchedLabCli.fileProblem(new IOException("Broken pipe"))).isNull();
        assertThat(SchedLabCli.fileProblem(new IOException())).isNull();
        assertThat(SchedLabCli.fileProblem(new IllegalStateException("x"))).isNull();
    }

    @Test
    void aFullHeapIsFoundAmongTheCauses() {
        assertThat(SchedLabCli.outOfMemory(new RuntimeException(new OutOfMemoryError())))
                .isTrue();
        assertThat(SchedLabCli.outOfMemory(new OutOfMemoryError())).isTrue();
        assertThat(SchedLabCli.outOfMemory(new RuntimeException(new IllegalStateException())))
                .isFalse();
        assertThat(SchedLabCli.OUT_OF_MEMORY).startsWith("schedlab: out of memory: the run filled the Java heap (");
    }

    @Test
    void aUsageErrorPointsToTheHelpOfItsCommand() {
        CliRunner r = CliRunner.run("simulate", "--no-such-option");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err().strip().lines().toList()).last().isEqualTo("see 'schedlab simulate --help'");
        CliRunner top = CliRunner.run("--no-such-option");
        assertThat(top.err().strip().lines().toList()).last().isEqualTo("see 'schedlab --help'");
    }

    @Test
    void helpNamesACommand() {
        CliRunner r = CliRunner.ok("help", "convert");
        assertThat(r.out()).startsWith("Usage: schedlab convert ");
    }

    @Test
    void aResultThatCannotBeWrittenIsNotASuccess() {
        PrintWriter broken = new PrintWriter(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("gone");
            }
        });
        StringWriter err = new StringWriter();
        assertThat(SchedLabCli.execute(new String[] {"--version"}, broken, new PrintWriter(err, true)))
                .isEqualTo(2);
        // the failure was not on the real standard output, whose reason is not known
        assertThat(err.toString())
                .isEqualTo("schedlab: cannot write standard output: write error" + System.lineSeparator());
        StringWriter ok = new StringWriter();
        assertThat(SchedLabCli.execute(new String[] {"--version"}, new PrintWriter(ok), new PrintWriter(err)))
                .isZero();
        assertThat(ok.toString()).startsWith("schedlab ");
    }
}
