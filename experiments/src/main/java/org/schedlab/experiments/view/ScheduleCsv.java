package org.schedlab.experiments.view;

import java.io.IOException;
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
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.Sweep;

/**
 * The schedule CSV ({@code simulate --schedule-out}): one row per job in the order jobs end, with
 * the columns {@code id,submit,start,end,procs,allocation,machine,user,slots}. The first six are
 * the original columns and keep their meaning; the last three were appended (readers that pick
 * columns by name or by position among the first six are unaffected):
 *
 * <ul>
 *   <li>{@code machine}: the machine as it describes itself ({@code flat:1152}, {@code
 *       mesh:32x32/mpl}, {@code fattree:4:6:installed=1152/quasi:20}, {@code multicluster:4x32/...},
 *       {@code gang:128}), the same in every row, quoted when it holds a comma;
 *   <li>{@code user}: the trace's user id (SWF field 12) for {@code swf:} workloads, else empty;
 *   <li>{@code slots}: on gang machines, every copy the job had in the Ousterhout matrix as {@code
 *       ROW:FROM-TO} (slots {@code FROM} to {@code TO}, end exclusive; {@code ROW} numbers the rows
 *       in the order they were created over the run; {@code *ROW} marks an extra copy) joined by
 *       {@code ;}; empty elsewhere.
 * </ul>
 *
 * <p>Times are written as the engine has them ({@link Sweep#format}: integers without a decimal
 * point, other values in full precision), so reading a file back gives the same doubles.
 */
public final class ScheduleCsv {
    /** The columns, in file order. */
    public static final List<String> COLUMNS =
            List.of("id", "submit", "start", "end", "procs", "allocation", "machine", "user", "slots");

    private static final List<String> REQUIRED = List.of("id", "submit", "start", "end", "procs", "allocation");

    private ScheduleCsv() {}

    /**
     * Writes rows as jobs end; {@link #close} flushes and reports the first write failure (a full
     * disk, a closed standard output) as bad input naming where the schedule was going. After a
     * failure the writer writes nothing more: the run goes on and {@link #close} fails.
     */
    public static final class Writer implements Consumer<Schedule.Job>, AutoCloseable {
        private final java.io.Writer out;
        private final String machine;
        private final String where;
        private IOException failure;

        /** Opens {@code file} and writes the header; {@code machine} is the machine's description. */
        public Writer(Path file, String machine) {
            this(open(file), machine, file.toString());
        }

        /**
         * Writes to {@code out} (closed by {@link #close}) and starts with the header.
         *
         * @param where where the rows go, for messages (e.g. {@code --schedule-out FILE})
         */
        public Writer(java.io.Writer out, String machine, String where) {
            this.out = out;
            this.where = where;
            this.machine = quote(machine);
            write(String.join(",", COLUMNS) + "\n");
        }

        private static java.io.Writer open(Path file) {
            try {
                return Files.newBufferedWriter(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new BadInputException("cannot write " + file + " (" + e.getMessage() + ")");
            }
        }

        private synchronized void write(String text) {
            if (failure != null) {
                return;
            }
            try {
                out.write(text);
            } catch (IOException e) {
                failure = e;
            }
        }

        @Override
        public void accept(Schedule.Job j) {
            write(line(j, machine));
        }

        /** Flushes and closes; the first failure of any write is reported here. */
        @Override
        public synchronized void close() {
            try {
                out.close();
            } catch (IOException e) {
                if (failure == null) {
                    failure = e;
                }
            }
            if (out instanceof java.io.PrintWriter pw && pw.checkError() && failure == null) {
                failure = new IOException("write error");
            }
            if (failure != null) {
                String reason = failure instanceof java.nio.file.FileSystemException f && f.getReason() != null
                        ? f.getReason()
                        : String.valueOf(failure.getMessage());
                throw new BadInputException(where + ": cannot write: " + reason, failure);
            }
        }
    }

    /** One row with its line end ({@code machine} already quoted where needed). */
    static String line(Schedule.Job j, String machine) {
        return j.id() + "," + Sweep.format(j.submit()) + "," + Sweep.format(j.start()) + "," + Sweep.format(j.end())
                + "," + j.procs() + "," + j.allocation() + "," + machine + "," + (j.user() < 0 ? "" : j.user()) + ","
                + j.slots() + "\n";
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
     * @throws BadInputException naming the file (and line) when it is missing or malformed
     */
    public static Schedule read(Path file, String machine) {
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
                if (!(submit >= 0) || start < submit || end < start) {
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
                b.add(new Schedule.Job(id, submit, start, end, procs, alloc, user, slots));
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
