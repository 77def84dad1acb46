package org.schedlab.experiments.view;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.plan.GuardedWriter;

/**
 * The schedule CSV ({@code simulate --schedule-out}): one row per job in the order jobs end, with
 * the columns {@code
 * id,submit,start,end,procs,allocation,machine,user,slots,runtime,estimate,wait,turnaround,slowdown,bounded_slowdown}.
 * The first six are the original columns and keep their meaning; the others were appended (readers
 * that pick columns by name or by position among the first ones are unaffected):
 *
 * <ul>
 *   <li>{@code machine}: the machine as it describes itself ({@code flat:1152}, {@code
 *       mesh:32x32/mpl}, {@code fattree:4:6:installed=1152/quasi:20}, {@code multicluster:4x32/...},
 *       {@code gang:128}), the same in every row, quoted when it holds a comma;
 *   <li>{@code user}: the trace's user id (SWF field 12) for {@code swf:} workloads, else empty;
 *   <li>{@code slots}: on gang machines, every copy the job had in the Ousterhout matrix as {@code
 *       ROW:FROM-TO} (slots {@code FROM} to {@code TO}, end exclusive; {@code ROW} numbers the rows
 *       in the order they were created over the run; {@code *ROW} marks an extra copy) joined by
 *       {@code ;}; empty elsewhere;
 *   <li>{@code runtime}: the job's own runtime as the workload gave it (after the conventions):
 *       {@code end - start} on machines that run a job alone, less on gang machines, where copies
 *       share the processors over time;
 *   <li>{@code estimate}: the runtime estimate the scheduler was given;
 *   <li>{@code wait} ({@code start - submit}), {@code turnaround} ({@code end - submit}), {@code
 *       slowdown} ({@code turnaround / runtime}, empty for a job of runtime 0) and {@code
 *       bounded_slowdown} ({@code max(1, turnaround / max(runtime, tau))} with the run's {@code
 *       --slowdown-threshold} tau, 10 by default): the run's {@code meanBoundedSlowdown} is the mean
 *       of this column.
 * </ul>
 *
 * <p>A run may add columns after these ({@link Extra}): one per placement measure of a machine
 * that has some ({@link org.schedlab.core.metrics.PlacementMeasures}, e.g. the 3D mesh's {@code
 * pairwiseL1}), then {@code simulate --fairness}'s; other runs' files keep exactly the columns
 * above. Reading a file back keeps {@code strict_fst} and {@code relaxed_fst} when it has them
 * (the view shows them in a job's card).
 *
 * <p>Times are written as the engine has them ({@link Sweep#format}: integers without a decimal
 * point, other values in full precision), so reading a file back gives the same doubles.
 */
public final class ScheduleCsv {
    /** The columns, in file order. */
    public static final List<String> COLUMNS = List.of(
            "id",
            "submit",
            "start",
            "end",
            "procs",
            "allocation",
            "machine",
            "user",
            "slots",
            "runtime",
            "estimate",
            "wait",
            "turnaround",
            "slowdown",
            "bounded_slowdown");

    private static final List<String> REQUIRED = List.of("id", "submit", "start", "end", "procs", "allocation");

    private ScheduleCsv() {}

    /**
     * Columns a run adds after {@link #COLUMNS} (e.g. {@code simulate --fairness}'s), with each
     * row's cells joined by commas.
     *
     * @param columns the extra column names
     * @param cells a row's extra cells, comma-joined
     */
    public record Extra(List<String> columns, java.util.function.Function<Schedule.Job, String> cells) {
        /** No extra column. */
        public static final Extra NONE = new Extra(List.of(), j -> "");

        /** These columns, then {@code more}'s. */
        public Extra and(Extra more) {
            if (more.columns().isEmpty()) {
                return this;
            }
            if (columns.isEmpty()) {
                return more;
            }
            List<String> both = new java.util.ArrayList<>(columns);
            both.addAll(more.columns());
            return new Extra(
                    List.copyOf(both), j -> cells.apply(j) + "," + more.cells().apply(j));
        }
    }

    /**
     * Writes rows as jobs end; {@link #close} flushes and reports the first write failure (a full
     * disk, a closed standard output) as bad input naming where the schedule was going. After a
     * failure the writer writes nothing more: the run goes on and {@link #close} fails. Each row is
     * built as UTF-8 bytes ({@link Row}): written as they are to an {@link OutputStream}, decoded
     * for a {@link java.io.Writer}.
     */
    public static final class Writer implements Consumer<Schedule.Job>, AutoCloseable {
        private final GuardedWriter out;
        private final String machine;
        private final double threshold;
        private final Extra extra;
        private final Row row = new Row();

        /** Opens {@code file} and writes the header; {@code machine} is the machine's description. */
        public Writer(Path file, String machine) {
            this(open(file), machine, file.toString(), Metrics.DEFAULT_SLOWDOWN_THRESHOLD, Extra.NONE);
        }

        /**
         * Writes to {@code out} (closed by {@link #close}) and starts with the header; bounded
         * slowdowns use the default threshold of 10.
         *
         * @param where where the rows go, for messages (e.g. {@code --schedule-out FILE})
         */
        public Writer(java.io.Writer out, String machine, String where) {
            this(out, machine, where, Metrics.DEFAULT_SLOWDOWN_THRESHOLD, Extra.NONE);
        }

        /**
         * Writes to {@code out} (closed by {@link #close}) and starts with the header.
         *
         * @param where where the rows go, for messages (e.g. {@code --schedule-out FILE})
         * @param threshold the bounded-slowdown threshold tau ({@code > 0})
         * @param extra columns written after the others ({@link Extra#NONE} for none)
         */
        public Writer(java.io.Writer out, String machine, String where, double threshold, Extra extra) {
            this(new GuardedWriter(out, where), machine, threshold, extra);
        }

        /**
         * Writes UTF-8 to {@code out} (closed by {@link #close}, buffered by the writer) and starts
         * with the header.
         *
         * @param where where the rows go, for messages (e.g. {@code --schedule-out FILE})
         * @param threshold the bounded-slowdown threshold tau ({@code > 0})
         * @param extra columns written after the others ({@link Extra#NONE} for none)
         */
        public Writer(OutputStream out, String machine, String where, double threshold, Extra extra) {
            this(new GuardedWriter(out, where), machine, threshold, extra);
        }

        private Writer(GuardedWriter out, String machine, double threshold, Extra extra) {
            this.out = out;
            this.machine = quote(machine);
            this.threshold = threshold;
            this.extra = extra;
            List<String> header = new java.util.ArrayList<>(COLUMNS);
            header.addAll(extra.columns());
            this.out.write(String.join(",", header) + "\n");
        }

        private static OutputStream open(Path file) {
            try {
                return Files.newOutputStream(file);
            } catch (IOException e) {
                throw new BadInputException("cannot write " + file + " (" + e.getMessage() + ")");
            }
        }

        @Override
        public void accept(Schedule.Job j) {
            Row r = row;
            r.clear();
            fields(r, j, machine, threshold);
            if (!extra.columns().isEmpty()) {
                r.ascii(',');
                r.text(extra.cells().apply(j));
            }
            r.ascii('\n');
            out.write(r.bytes(), 0, r.length());
        }

        /** Flushes and closes; the first failure of any write is reported here. */
        @Override
        public void close() {
            out.close();
        }
    }

    /** One row's cells without the line end ({@code machine} already quoted where needed). */
    static void fields(Row b, Schedule.Job j, String machine, double threshold) {
        b.integer(j.id());
        b.ascii(',');
        b.time(j.submit());
        b.ascii(',');
        b.time(j.start());
        b.ascii(',');
        b.time(j.end());
        b.ascii(',');
        b.integer(j.procs());
        b.ascii(',');
        b.text(j.allocation());
        b.ascii(',');
        b.text(machine);
        b.ascii(',');
        if (j.user() >= 0) {
            b.integer(j.user());
        }
        b.ascii(',');
        b.text(j.slots());
        b.ascii(',');
        b.optional(j.runtime());
        b.ascii(',');
        b.optional(j.estimate());
        b.ascii(',');
        b.time(j.waited());
        b.ascii(',');
        b.time(j.turnaround());
        b.ascii(',');
        b.optional(slowdown(j));
        b.ascii(',');
        b.optional(boundedSlowdown(j, threshold));
    }

    /**
     * A row being written, as UTF-8 bytes: numbers are written digit by digit as {@link
     * Sweep#format} spells them (integral values below 10^15 without a decimal point, others as
     * {@link Double#toString}), text as its UTF-8 encoding.
     */
    static final class Row {
        /** {@code 10^k} for {@code k <= 9}. */
        private static final int[] POWERS_OF_TEN = {
            1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000
        };
        /** The tens and the ones digit of each number below 100. */
        private static final byte[] TENS = new byte[100];

        private static final byte[] ONES = new byte[100];

        static {
            for (int r = 0; r < 100; r++) {
                TENS[r] = (byte) ('0' + r / 10);
                ONES[r] = (byte) ('0' + r % 10);
            }
        }

        private byte[] buf = new byte[256];
        private int len;

        void clear() {
            len = 0;
        }

        byte[] bytes() {
            return buf;
        }

        int length() {
            return len;
        }

        private void room(int n) {
            if (len + n > buf.length) {
                buf = java.util.Arrays.copyOf(buf, Math.max(2 * buf.length, len + n));
            }
        }

        /** An ASCII character (a separator, a line end). */
        void ascii(char c) {
            room(1);
            buf[len++] = (byte) c;
        }

        /** Text known to be ASCII. */
        void ascii(String s) {
            int n = s.length();
            room(n);
            for (int i = 0; i < n; i++) {
                buf[len++] = (byte) s.charAt(i);
            }
        }

        /** Any text, as UTF-8. */
        void text(String s) {
            int n = s.length();
            room(n);
            int at = len;
            for (int i = 0; i < n; i++) {
                char c = s.charAt(i);
                if (c >= 0x80) {
                    len = at;
                    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
                    room(utf8.length);
                    System.arraycopy(utf8, 0, buf, len, utf8.length);
                    len += utf8.length;
                    return;
                }
                buf[len++] = (byte) c;
            }
        }

        /** {@code v} in decimal, as {@link Long#toString(long)} writes it. */
        void integer(long v) {
            if (v == Long.MIN_VALUE) {
                ascii(Long.toString(v));
                return;
            }
            room(20);
            if (v < 0) {
                buf[len++] = '-';
                v = -v;
            }
            if (v <= Integer.MAX_VALUE) {
                digits((int) v); // int division: the client compiler calls a runtime routine for long's
                return;
            }
            int count = 1;
            for (long t = v; t >= 10; t /= 10) {
                count++;
            }
            int end = len + count;
            for (int i = end - 1; i >= len; i--) {
                buf[i] = (byte) ('0' + v % 10);
                v /= 10;
            }
            len = end;
        }

        /** The decimal digits of {@code v >= 0}: counted by comparisons, written two per division. */
        private void digits(int v) {
            int count = 1;
            while (count < 10 && v >= POWERS_OF_TEN[count]) {
                count++;
            }
            int i = len + count;
            len = i;
            while (v >= 100) {
                int q = v / 100;
                int r = v - 100 * q;
                buf[--i] = ONES[r];
                buf[--i] = TENS[r];
                v = q;
            }
            if (v >= 10) {
                buf[--i] = ONES[v];
                buf[--i] = TENS[v];
            } else {
                buf[--i] = (byte) ('0' + v);
            }
        }

        /** {@code x} as {@link Sweep#format} spells it. */
        void time(double x) {
            if (Math.abs(x) < 1e15 && (long) x == x) {
                integer((long) x);
            } else {
                ascii(Double.toString(x));
            }
        }

        /** Nothing for NaN, else {@link #time}. */
        void optional(double x) {
            if (!Double.isNaN(x)) {
                time(x);
            }
        }
    }

    /** Turnaround over runtime; NaN for a job of runtime 0 or of unknown runtime. */
    public static double slowdown(Schedule.Job j) {
        return j.runtime() > 0 ? j.turnaround() / j.runtime() : Double.NaN;
    }

    /**
     * {@code max(1, turnaround / max(runtime, threshold))}, as the run's metrics compute it; NaN
     * when the runtime is not known.
     */
    public static double boundedSlowdown(Schedule.Job j, double threshold) {
        return Double.isNaN(j.runtime())
                ? Double.NaN
                : Math.max(1.0, j.turnaround() / Math.max(j.runtime(), threshold));
    }

    private static String quote(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    /**
     * Reads a schedule CSV.
     *
     * @param file the file
     * @param machine the machine to assume when the file has no {@code machine} column (files
     *     written before it was added), or null
     * @throws BadInputException naming the file (and line) when it is missing or malformed, or a
     *     job starts before its submit time
     */
    public static Schedule read(Path file, String machine) {
        return read(file, machine, true);
    }

    /**
     * Reads a schedule CSV.
     *
     * @param file the file
     * @param machine the machine to assume when the file has no {@code machine} column (files
     *     written before it was added), or null
     * @param startAfterSubmit whether a job that starts before its submit time is refused (a view
     *     draws only runs; {@code check} reads such a job and reports it)
     * @throws BadInputException naming the file (and line) when it is missing or malformed
     */
    public static Schedule read(Path file, String machine, boolean startAfterSubmit) {
        CSVFormat format = CSVFormat.DEFAULT
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .setTrim(true)
                .get();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                CSVParser p = format.parse(r)) {
            Map<String, Integer> header = p.getHeaderMap();
            if (header == null || header.isEmpty()) {
                throw new BadInputException(file + ": empty file (a schedule CSV starts with the header "
                        + String.join(",", COLUMNS) + ")");
            }
            for (String c : REQUIRED) {
                if (!header.containsKey(c)) {
                    throw new BadInputException(file + ":1: not a schedule CSV: no '" + c + "' column (expected "
                            + String.join(",", COLUMNS) + ")");
                }
            }
            boolean hasMachine = header.containsKey("machine");
            if (!hasMachine && machine == null) {
                throw new BadInputException(file + ":1: no 'machine' column (a schedule written before it was"
                        + " added): give the machine with --machine SPEC");
            }
            Schedule.Builder b = null;
            String seen = machine;
            for (CSVRecord rec : p) {
                long line = rec.getRecordNumber() + 1;
                String where = file + ":" + line;
                if (!rec.isConsistent()) {
                    throw new BadInputException(where + ": " + rec.size() + " fields, the header has " + header.size());
                }
                if (hasMachine) {
                    String m = rec.get("machine");
                    if (m.isEmpty()) {
                        throw new BadInputException(where + ": empty 'machine'");
                    }
                    if (seen == null) {
                        seen = m;
                    } else if (machine == null && !seen.equals(m)) {
                        throw new BadInputException(
                                where + ": machine '" + m + "' differs from '" + seen + "' of the rows before");
                    }
                }
                if (b == null) {
                    b = new Schedule.Builder(seen);
                }
                int id = integer(rec, "id", where);
                double submit = number(rec, "submit", where);
                double start = number(rec, "start", where);
                double end = number(rec, "end", where);
                int procs = integer(rec, "procs", where);
                if (!(submit >= 0) || (startAfterSubmit && start < submit) || end < start) {
                    throw new BadInputException(where + ": job " + id + " needs 0 <= submit <= start <= end, got "
                            + rec.get("submit") + ", " + rec.get("start") + ", " + rec.get("end"));
                }
                if (procs < 1) {
                    throw new BadInputException(where + ": job " + id + " holds " + procs + " processors");
                }
                String alloc = rec.get("allocation");
                if (alloc.isEmpty()) {
                    throw new BadInputException(where + ": job " + id + " has no allocation");
                }
                int user = -1;
                if (header.containsKey("user") && !rec.get("user").isEmpty()) {
                    user = integer(rec, "user", where);
                }
                String slots = header.containsKey("slots") ? rec.get("slots") : "";
                double runtime = optionalNumber(rec, header, "runtime", where, end - start);
                double estimate = optionalNumber(rec, header, "estimate", where, Double.NaN);
                b.add(new Schedule.Job(
                        id,
                        submit,
                        start,
                        end,
                        procs,
                        alloc,
                        user,
                        slots,
                        runtime,
                        estimate,
                        "",
                        optionalNumber(rec, header, "strict_fst", where, Double.NaN),
                        optionalNumber(rec, header, "relaxed_fst", where, Double.NaN)));
            }
            if (b == null) {
                throw new BadInputException(file + ": no jobs (only the header)");
            }
            return b.build();
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": file not found");
        } catch (IOException | UncheckedIOException e) {
            throw new BadInputException(file + ": cannot read (" + e.getMessage() + ")");
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new BadInputException(file + ": malformed CSV (" + e.getMessage() + ")");
        }
    }

    /** The column's number, or {@code absent} when the file has no such column or the cell is empty. */
    private static double optionalNumber(
            CSVRecord rec, Map<String, Integer> header, String column, String where, double absent) {
        if (!header.containsKey(column) || rec.get(column).isEmpty()) {
            return absent;
        }
        double v = number(rec, column, where);
        if (v < 0) {
            throw new BadInputException(where + ": '" + column + "' is negative: '" + rec.get(column) + "'");
        }
        return v;
    }

    private static double number(CSVRecord rec, String column, String where) {
        String s = rec.get(column);
        try {
            double v = Double.parseDouble(s);
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadInputException(where + ": '" + column + "' is not a number: '" + s + "'");
    }

    private static int integer(CSVRecord rec, String column, String where) {
        String s = rec.get(column);
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new BadInputException(where + ": '" + column + "' is not an integer: '" + s + "'");
        }
    }
}
