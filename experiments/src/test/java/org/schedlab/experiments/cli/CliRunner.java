package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

/** Runs the command line in-process and captures its streams. */
public record CliRunner(int status, String out, String err) {
    public static CliRunner run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SchedLabCli.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CliRunner(status, out.toString(), err.toString());
    }

    /** {@code run(args)}, which must succeed (exit status 0, standard error shown otherwise). */
    public static CliRunner ok(String... args) {
        CliRunner r = run(args);
        assertThat(r.status()).as(r.err()).isZero();
        return r;
    }

    /** {@code schedlab reproduce --spec SPEC --out OUT --no-progress}, which must succeed. */
    public static CliRunner reproduce(Path spec, Path out) {
        return ok("reproduce", "--spec", spec.toString(), "--out", out.toString(), "--no-progress");
    }

    /**
     * The bad-input contract: exit status 2, nothing on standard output, and one line on standard
     * error that holds every fragment and no stack trace or internal-error text.
     */
    static void assertBadInput(CliRunner r, String... fragments) {
        assertFailed(r, 1, fragments);
    }

    /**
     * A command-line usage error (unknown option, bad option value): as {@link #assertBadInput},
     * plus a second line that points to the command's {@code --help}.
     */
    static void assertUsageError(CliRunner r, String... fragments) {
        assertFailed(r, 2, fragments);
        assertThat(r.err().strip().lines().skip(1).findFirst().orElseThrow())
                .as(r.err())
                .startsWith("see 'schedlab ")
                .endsWith(" --help'");
    }

    private static void assertFailed(CliRunner r, int lines, String... fragments) {
        assertThat(r.status()).as(r.err()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("internal error");
        assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(lines);
        for (String f : fragments) {
            assertThat(r.err()).contains(f);
        }
    }
}
