package org.schedlab.experiments.repro.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;

/** Text written during a run: the first failure is kept, nothing more is written, and close reports it. */
class GuardedWriterTest {
    @TempDir
    Path dir;

    /** Accepts {@code ok} writes, then fails every one with {@code failure}; counts the attempts. */
    private static final class Failing extends Writer {
        final StringWriter text = new StringWriter();
        final int ok;
        final IOException failure;
        final IOException onClose;
        int attempts;

        Failing(int ok, IOException failure, IOException onClose) {
            this.ok = ok;
            this.failure = failure;
            this.onClose = onClose;
        }

        @Override
        public void write(char[] b, int off, int len) throws IOException {
            if (++attempts > ok) {
                throw failure;
            }
            text.write(b, off, len);
        }

        @Override
        public void flush() {}

        @Override
        public void close() throws IOException {
            if (onClose != null) {
                throw onClose;
            }
        }
    }

    @Test
    void theFirstWriteFailureStopsTheWritingAndIsReportedAtClose() {
        Failing w = new Failing(1, new IOException("No space left on device"), new IOException("later"));
        GuardedWriter g = new GuardedWriter(w, "--schedule-out s.csv");
        g.write("a\n");
        g.write("b\n");
        g.write("c\n");
        assertThat(w.attempts).isEqualTo(2);
        assertThat(w.text.toString()).isEqualTo("a\n");
        assertThatThrownBy(g::close)
                .isInstanceOf(BadInputException.class)
                .hasMessage("--schedule-out s.csv: cannot write: No space left on device");
    }

    @Test
    void aFailureOnCloseIsReportedWithItsReason() {
        GuardedWriter g = new GuardedWriter(
                new Failing(10, null, new FileSystemException("s.csv", null, "Read-only file system")), "OUT s.csv");
        g.write("x");
        assertThatThrownBy(g::close).hasMessage("OUT s.csv: cannot write: Read-only file system");
        GuardedWriter noReason = new GuardedWriter(new Failing(10, null, new FileSystemException("s.csv")), "OUT");
        assertThatThrownBy(noReason::close).hasMessage("OUT: cannot write: s.csv");
    }

    @Test
    void aPrintWriterThatSwallowedAnErrorIsAFailureToo() {
        PrintWriter broken = new PrintWriter(new Failing(0, new IOException("gone"), null));
        GuardedWriter g = new GuardedWriter(broken, "standard output");
        g.write("x");
        assertThatThrownBy(g::close).hasMessage("standard output: cannot write: write error");
        StringWriter sink = new StringWriter();
        GuardedWriter fine = new GuardedWriter(new PrintWriter(sink), "standard output");
        fine.write("y\n");
        fine.close();
        assertThat(sink.toString()).isEqualTo("y\n");
    }

    @Test
    void digestsAreLowercaseHexOfTheBytes() throws IOException {
        String abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
        assertThat(Sha256.of("abc")).isEqualTo(abc);
        assertThat(Sha256.of(Files.writeString(dir.resolve("abc"), "abc"))).isEqualTo(abc);
        // longer than one 64 KiB block
        String big = "x".repeat((1 << 16) + 3);
        assertThat(Sha256.of(Files.writeString(dir.resolve("big"), big))).isEqualTo(Sha256.of(big));
        assertThat(Sha256.of(Files.writeString(dir.resolve("empty"), "")))
                .isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    }

    @Test
    void anIoFailureIsNamedByItsInnermostReason() {
        assertThat(AtomicFiles.reason(
                        new IOException("I/O error writing PNG file!", new IOException("No space left on device"))))
                .isEqualTo("No space left on device");
        assertThat(AtomicFiles.reason(new IOException(new java.nio.file.AccessDeniedException("/x"))))
                .isEqualTo("permission denied");
        assertThat(AtomicFiles.reason(new java.nio.file.NoSuchFileException("/x")))
                .isEqualTo("no such file or directory");
        assertThat(AtomicFiles.reason(new FileSystemException("/x", null, "Read-only file system")))
                .isEqualTo("Read-only file system");
        assertThat(AtomicFiles.reason(new FileSystemException("/x"))).isEqualTo("/x");
        assertThat(AtomicFiles.reason(new IOException(" "))).isEqualTo("IOException");
        assertThat(AtomicFiles.reason(new java.io.EOFException())).isEqualTo("EOFException");
    }

    @Test
    void temporaryFilesAreHiddenBesideTheirTargetAndNeverReused() throws IOException {
        Path target = dir.resolve("s.csv");
        Path a = AtomicFiles.createTemporary(target, ".partial");
        Path b = AtomicFiles.createTemporary(target, ".partial");
        assertThat(a).isNotEqualTo(b).exists();
        assertThat(b).exists();
        for (Path p : List.of(a, b)) {
            assertThat(p.getParent()).isEqualTo(dir.toAbsolutePath());
            assertThat(p.getFileName().toString())
                    .startsWith(".s.csv." + ProcessHandle.current().pid() + ".")
                    .endsWith(".partial");
        }
    }

    @Test
    void unitTextEscapesRoundTrip() {
        assertThat(UnitStore.unescape(UnitStore.escape("x\ty\\z\n\r"))).isEqualTo("x\ty\\z\n\r");
        assertThat(UnitStore.escape("\t\n\r\\")).isEqualTo("\\t\\n\\r\\\\");
        assertThat(UnitStore.unescape("\\t\\n\\r\\\\")).isEqualTo("\t\n\r\\");
        // a lone backslash at the end stays; any other escaped character stands for itself
        assertThat(UnitStore.unescape("a\\")).isEqualTo("a\\");
        assertThat(UnitStore.unescape("\\q\\")).isEqualTo("q\\");
    }
}
