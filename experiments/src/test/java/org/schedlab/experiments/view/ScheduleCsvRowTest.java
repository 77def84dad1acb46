package org.schedlab.experiments.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.Sweep;

/**
 * The schedule CSV's rows are built as bytes ({@link ScheduleCsv.Row}): every number must come out
 * as {@link Sweep#format} (so {@link Long#toString} and {@link Double#toString}) spells it, every
 * text as its UTF-8 encoding, and a whole row as the same row built as a {@code String}.
 */
class ScheduleCsvRowTest {
    /** Edge values: signs, zeros, the 10^15 bound, powers of two and ten, the extremes, NaN. */
    private static final double[] EDGES = {
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        0.1,
        0.2,
        0.3,
        1.0 / 3,
        2.0 / 3,
        10.0,
        9.999999999999999e14,
        1e15 - 1,
        1e15,
        -1e15,
        1e15 + 1,
        -(1e15 - 1),
        1e15 - 0.5,
        1e16,
        1e17,
        1e21,
        1e22,
        1e23,
        2e22,
        9007199254740991.0,
        9007199254740992.0,
        9007199254740993.0,
        4503599627370496.5,
        4503599627370495.5,
        1e-3,
        1e-4,
        1e-5,
        2e-3,
        1.0E-7,
        123456.789,
        0.001,
        100.0 / 7,
        Math.PI,
        Math.E,
        Double.MIN_VALUE,
        -Double.MIN_VALUE,
        Double.MIN_NORMAL,
        Double.MAX_VALUE,
        -Double.MAX_VALUE,
        Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY,
        Double.NaN,
        Long.MAX_VALUE,
        Long.MIN_VALUE,
        Integer.MAX_VALUE,
        Integer.MIN_VALUE,
        2147483648.0,
        -2147483649.0,
        86400.0,
        1.7976931348623157e308,
        4.9e-324,
        2.2250738585072014E-308,
        5e-324 * 3
    };

    private static String time(double x) {
        ScheduleCsv.Row r = new ScheduleCsv.Row();
        r.time(x);
        return new String(r.bytes(), 0, r.length(), StandardCharsets.UTF_8);
    }

    private static String integer(long v) {
        ScheduleCsv.Row r = new ScheduleCsv.Row();
        r.integer(v);
        return new String(r.bytes(), 0, r.length(), StandardCharsets.US_ASCII);
    }

    @Test
    void numbersAreSpelledAsSweepFormatSpellsThem() {
        for (double x : EDGES) {
            assertThat(time(x)).as("%s", x).isEqualTo(Sweep.format(x));
            assertThat(time(Math.nextUp(x))).as("nextUp %s", x).isEqualTo(Sweep.format(Math.nextUp(x)));
            assertThat(time(Math.nextDown(x))).as("nextDown %s", x).isEqualTo(Sweep.format(Math.nextDown(x)));
        }
        SplittableRandom random = new SplittableRandom(54);
        for (int i = 0; i < 300_000; i++) {
            double x = switch (i % 6) {
                // any bit pattern: every exponent, subnormals, NaNs, infinities
                case 0 -> Double.longBitsToDouble(random.nextLong());
                // the engine's times: whole seconds up to 2^42, and a few fractions
                case 1 -> (double) random.nextLong(1L << 42);
                case 2 -> random.nextLong(1L << 42) / 4.0;
                // ratios such as slowdowns
                case 3 -> (1.0 + random.nextInt(1 << 30)) / (1.0 + random.nextInt(1 << 20));
                // near the 10^15 bound, both sides
                case 4 -> (random.nextBoolean() ? 1 : -1) * (1e15 + random.nextInt(-4096, 4096) / 4.0);
                default -> random.nextDouble(-1e6, 1e6);
            };
            assertThat(time(x))
                    .as("%s (bits %x)", x, Double.doubleToRawLongBits(x))
                    .isEqualTo(Sweep.format(x));
        }
    }

    @Test
    void integersAreSpelledAsLongToStringSpellsThem() {
        long[] edges = {
            0,
            1,
            -1,
            9,
            10,
            -10,
            99,
            100,
            Integer.MAX_VALUE,
            Integer.MIN_VALUE,
            Long.MAX_VALUE,
            Long.MIN_VALUE,
            Long.MIN_VALUE + 1,
            999_999_999_999_999L,
            1_000_000_000_000_000L
        };
        for (long v : edges) {
            assertThat(integer(v)).isEqualTo(Long.toString(v));
        }
        for (long p = 1; p <= 1_000_000_000_000_000_000L; p *= 10) {
            for (long v : new long[] {p - 1, p, p + 1, -p, 2 * p - 1}) {
                assertThat(integer(v)).isEqualTo(Long.toString(v));
            }
        }
        for (int v = 0; v < 100_000; v++) {
            assertThat(integer(v)).isEqualTo(Integer.toString(v));
        }
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 100_000; i++) {
            long v = random.nextLong() >> random.nextInt(64);
            assertThat(integer(v)).isEqualTo(Long.toString(v));
        }
    }

    /** The row as the schedule CSV defines it, built as a {@code String} (the reference). */
    private static String reference(Schedule.Job j, String machine, double threshold, String extra) {
        String line = j.id() + "," + Sweep.format(j.submit()) + "," + Sweep.format(j.start()) + ","
                + Sweep.format(j.end()) + "," + j.procs() + "," + j.allocation() + "," + machine + ","
                + (j.user() < 0 ? "" : Integer.toString(j.user())) + "," + j.slots() + "," + optional(j.runtime())
                + "," + optional(j.estimate()) + "," + Sweep.format(j.waited()) + "," + Sweep.format(j.turnaround())
                + "," + optional(ScheduleCsv.slowdown(j)) + "," + optional(ScheduleCsv.boundedSlowdown(j, threshold));
        return (extra == null ? line : line + "," + extra) + "\n";
    }

    private static String optional(double v) {
        return Double.isNaN(v) ? "" : Sweep.format(v);
    }

    private static List<Schedule.Job> jobs(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String[] texts = {"0-31", "832-863", "3,5-9", "", "1:0-5;*2:5-10", "é-ü", "\u4e2d", "a\"b", "x\ud83d\ude00y"};
        List<Schedule.Job> jobs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double submit = random.nextInt(4) == 0 ? random.nextDouble(0, 1e8) : random.nextLong(1L << 40);
            double start = submit + (random.nextBoolean() ? random.nextInt(100_000) : random.nextDouble(0, 1e5));
            double runtime = switch (random.nextInt(5)) {
                case 0 -> 0;
                case 1 -> Double.NaN;
                case 2 -> random.nextDouble(0, 1e4);
                default -> random.nextInt(1, 200_000);
            };
            double end = start + (Double.isNaN(runtime) ? random.nextInt(1000) : runtime);
            double estimate = random.nextInt(6) == 0 ? Double.NaN : random.nextInt(1, 300_000);
            jobs.add(new Schedule.Job(
                    random.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE),
                    submit,
                    start,
                    end,
                    random.nextInt(1, 5000),
                    texts[random.nextInt(texts.length)],
                    random.nextInt(-3, 500),
                    texts[random.nextInt(texts.length)],
                    runtime,
                    estimate,
                    ""));
        }
        return jobs;
    }

    @Test
    void aRowIsTheRowBuiltAsText() {
        for (String machine : List.of("flat:1152", "\"mesh:4x4,x\"", "gang:é")) {
            for (double threshold : new double[] {10, 1, 0.5, 60}) {
                for (Schedule.Job j : jobs(2_000, machine.hashCode() + (long) threshold)) {
                    ScheduleCsv.Row r = new ScheduleCsv.Row();
                    ScheduleCsv.fields(r, j, machine, threshold);
                    r.ascii('\n');
                    assertThat(new String(r.bytes(), 0, r.length(), StandardCharsets.UTF_8))
                            .isEqualTo(reference(j, machine, threshold, null));
                }
            }
        }
    }

    @Test
    void theFileWrittenAsBytesIsTheTextWrittenThroughAWriter() {
        List<Schedule.Job> jobs = jobs(5_000, 99);
        ScheduleCsv.Extra extra =
                new ScheduleCsv.Extra(List.of("strict_fst", "note"), j -> j.id() % 2 == 0 ? "1,é" : ",");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StringWriter text = new StringWriter();
        StringBuilder expected = new StringBuilder(String.join(",", ScheduleCsv.COLUMNS) + ",strict_fst,note\n");
        try (ScheduleCsv.Writer a = new ScheduleCsv.Writer(bytes, "mesh:4x4, \"q\"", "A", 10, extra);
                ScheduleCsv.Writer b = new ScheduleCsv.Writer(text, "mesh:4x4, \"q\"", "B", 10, extra)) {
            for (Schedule.Job j : jobs) {
                a.accept(j);
                b.accept(j);
                expected.append(reference(
                        j, "\"mesh:4x4, \"\"q\"\"\"", 10, extra.cells().apply(j)));
            }
        }
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .isEqualTo(text.toString())
                .isEqualTo(expected.toString());
    }

    @Test
    void aFailingByteStreamIsReportedAtCloseNamingWhere() {
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        ScheduleCsv.Writer w =
                new ScheduleCsv.Writer(full, "flat:4", "--schedule-out s.csv", 10, ScheduleCsv.Extra.NONE);
        for (int i = 1; i <= 5_000; i++) {
            w.accept(new Schedule.Job(i, 0, 0, 1, 1, "0", -1, ""));
        }
        assertThatThrownBy(w::close)
                .isInstanceOf(BadInputException.class)
                .hasMessage("--schedule-out s.csv: cannot write: No space left on device");
    }
}
