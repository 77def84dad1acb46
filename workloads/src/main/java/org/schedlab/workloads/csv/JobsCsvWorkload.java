package org.schedlab.workloads.csv;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.io.LookaheadIterator;
import org.schedlab.workloads.io.PlainNumbers;
import org.schedlab.workloads.io.TextFiles;

/**
 * The jobs of a jobs CSV file (format in the package documentation), read lazily; each {@link
 * #iterator()} reads the file again. Errors name the file and line.
 *
 * <p>With a machine, a row asking for a processor count (no shape) above the largest count the
 * machine serves ({@link org.schedlab.core.registry.Machine#largestRequest()}: on a mesh under the
 * square rule that can be less than its processors) is refused naming the file and line, or
 * dropped when the workload is told so ({@code oversize=drop}).
 */
public final class JobsCsvWorkload implements Workload {
    private final Path path;
    private final boolean ignoreUnknownColumns;
    private final OptionalInt largestRequest;
    private final boolean dropOversize;
    private final List<String> columns;
    /** Rows read and jobs dropped as oversize by the most recent complete pass, or null. */
    private volatile long[] lastPass;

    /**
     * Checks the file and its header now.
     *
     * @param path a plain or gzip jobs CSV file
     * @param ignoreUnknownColumns whether columns outside {@link JobsCsv#KNOWN} are skipped rather
     *     than rejected
     * @throws BadInputException for a missing file or a bad header
     */
    public JobsCsvWorkload(Path path, boolean ignoreUnknownColumns) {
        this(path, ignoreUnknownColumns, OptionalInt.empty(), false);
    }

    /**
     * Checks the file and its header now.
     *
     * @param path a plain or gzip jobs CSV file
     * @param ignoreUnknownColumns whether columns outside {@link JobsCsv#KNOWN} are skipped rather
     *     than rejected
     * @param largestRequest the largest processor count the target machine serves; empty when
     *     there is no machine (no row is then too large)
     * @param dropOversize whether a row above {@code largestRequest} is dropped (and counted in
     *     {@link #provenance()}) rather than refused
     * @throws BadInputException for a missing file or a bad header, or {@code dropOversize}
     *     without a machine
     */
    public JobsCsvWorkload(Path path, boolean ignoreUnknownColumns, OptionalInt largestRequest, boolean dropOversize) {
        TextFiles.requireReadable(path);
        if (dropOversize && largestRequest.isEmpty()) {
            throw new BadInputException("option oversize=drop needs a machine to compare the jobs with");
        }
        this.path = path;
        this.ignoreUnknownColumns = ignoreUnknownColumns;
        this.largestRequest = largestRequest;
        this.dropOversize = dropOversize;
        try (CSVParser parser = openParser()) {
            this.columns = List.copyOf(parser.getHeaderNames());
        } catch (IOException e) {
            throw new BadInputException(path + ": cannot read: " + e.getMessage(), e);
        }
    }

    /** The header columns as found in the file. */
    public List<String> columns() {
        return columns;
    }

    @Override
    public Iterator<Job> iterator() {
        return new RowIterator(openParser());
    }

    @Override
    public Map<String, Object> provenance() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "jobs-csv");
        m.put("source", String.valueOf(path.getFileName()));
        m.put("path", path.toString());
        m.put("columns", columns);
        long[] pass = lastPass;
        if (dropOversize) {
            // the keys are there only with oversize=drop, so other runs' outputs stay as they were
            m.put("oversize", "drop");
            if (pass != null) {
                m.put("records", pass[0]);
                m.put("kept", pass[0] - pass[1]);
                m.put("dropped", Map.of("oversize", pass[1]));
            }
        }
        return m;
    }

    private CSVParser openParser() {
        BufferedReader in = TextFiles.open(path);
        CSVParser parser;
        try {
            skipByteOrderMark(in);
            parser = JobsCsv.FORMAT.parse(in);
        } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
            closeQuietly(in);
            throw new BadInputException(path + ":1: bad header: " + e.getMessage(), e);
        }
        List<String> header = parser.getHeaderNames();
        long line = parser.getCurrentLineNumber();
        String problem = headerProblem(header);
        if (problem != null) {
            closeQuietly(parser);
            throw new BadInputException(path + ":" + Math.max(1, line) + ": " + problem);
        }
        return parser;
    }

    /** Skips a UTF-8 byte order mark (as spreadsheet programs write) at the start of {@code in}. */
    private static void skipByteOrderMark(BufferedReader in) throws IOException {
        in.mark(1);
        if (in.read() != '\uFEFF') {
            in.reset();
        }
    }

    private String headerProblem(List<String> header) {
        if (header.isEmpty()) {
            return "missing header line (expected " + String.join(",", JobsCsv.REQUIRED) + ")";
        }
        List<String> missing = new ArrayList<>();
        for (String c : JobsCsv.REQUIRED) {
            if (!header.contains(c)) {
                missing.add(c);
            }
        }
        if (!missing.isEmpty()) {
            return "missing column" + (missing.size() > 1 ? "s " : " ") + String.join(",", missing)
                    + separatorHint(header);
        }
        if (header.contains(JobsCsv.WIDTH) != header.contains(JobsCsv.HEIGHT)) {
            return "columns width and height go together";
        }
        if (!ignoreUnknownColumns) {
            for (String c : header) {
                if (!JobsCsv.KNOWN.contains(c)) {
                    return "unknown column '" + c + "' (known: id, submit, runtime, procs, estimate, width, height;"
                            + " use unknown-columns=ignore to skip it)";
                }
            }
        }
        return null;
    }

    /**
     * A hint for a header that is one cell holding another separator ({@code id;submit;runtime},
     * as spreadsheets write in locales whose decimal mark is a comma), else nothing.
     */
    static String separatorHint(List<String> header) {
        if (header.size() != 1) {
            return "";
        }
        for (char c : new char[] {';', '\t', '|'}) {
            if (header.get(0).indexOf(c) >= 0) {
                String name = c == '\t' ? "tabs" : "'" + c + "'";
                return " (the header '" + header.get(0).replace("\t", "\\t") + "' is separated by " + name
                        + ": a jobs file separates its columns by commas, with '.' as the decimal mark)";
            }
        }
        return "";
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception ignored) {
            // reporting the first problem matters more
        }
    }

    /** Turns rows into jobs while reading. */
    private final class RowIterator extends LookaheadIterator<Job> {
        private final CSVParser parser;
        private final Iterator<CSVRecord> rows;
        private final int columnCount;
        private long line;
        private long records;
        private long dropped;
        private double lastSubmit = Double.NEGATIVE_INFINITY;
        /** The line of each job id read so far: a job id appears once. */
        private final Map<Integer, Long> idLines = new java.util.HashMap<>();

        RowIterator(CSVParser parser) {
            this.parser = parser;
            this.rows = parser.iterator();
            this.columnCount = parser.getHeaderNames().size();
        }

        @Override
        protected Job computeNext() {
            try {
                while (rows.hasNext()) {
                    CSVRecord row = rows.next();
                    line = parser.getCurrentLineNumber();
                    records++;
                    Job job = toJob(row);
                    if (job != null) {
                        return job;
                    }
                    dropped++;
                }
                parser.close();
                lastPass = new long[] {records, dropped};
                return null;
            } catch (UncheckedIOException | IOException e) {
                closeQuietly(parser);
                throw new BadInputException(
                        path + ":" + (parser.getCurrentLineNumber() + 1) + ": " + e.getMessage(), e);
            } catch (BadInputException e) {
                closeQuietly(parser);
                throw e;
            }
        }

        /** The row's job, or null when it is dropped as oversize. */
        private Job toJob(CSVRecord row) {
            if (row.size() != columnCount) {
                throw error("expected " + columnCount + " fields, found " + row.size());
            }
            Integer id = PlainNumbers.parseInt(cell(row, JobsCsv.ID));
            if (id == null) {
                throw error("column id: '" + cell(row, JobsCsv.ID) + "' is not an integer");
            }
            Long first = idLines.putIfAbsent(id, line);
            if (first != null) {
                throw error("duplicate job id " + id + " (also on line " + first + ")");
            }
            double submit = time(row, JobsCsv.SUBMIT);
            double runtime = time(row, JobsCsv.RUNTIME);
            double estimate = cell(row, JobsCsv.ESTIMATE).isEmpty() ? runtime : time(row, JobsCsv.ESTIMATE);
            String w = cell(row, JobsCsv.WIDTH);
            String h = cell(row, JobsCsv.HEIGHT);
            if (w.isEmpty() != h.isEmpty()) {
                throw error("give both width and height, or neither");
            }
            Request request = null;
            int shapeSize = 0;
            if (!w.isEmpty()) {
                int width = positive(row, JobsCsv.WIDTH);
                int height = positive(row, JobsCsv.HEIGHT);
                request = new ShapedRequest(width, height);
                long cells = (long) width * height; // an int product overflows for sides above 46340
                if (cells > Integer.MAX_VALUE) {
                    throw error("shape " + w + "x" + h + " has more than " + Integer.MAX_VALUE + " processors");
                }
                shapeSize = (int) cells;
            }
            int procs;
            if (cell(row, JobsCsv.PROCS).isEmpty()) {
                if (request == null) {
                    throw error("column procs is empty and there is no width and height");
                }
                procs = shapeSize;
            } else {
                procs = positive(row, JobsCsv.PROCS);
                if (request == null) {
                    request = new ProcessorRequest(procs);
                } else if (procs > shapeSize) {
                    throw error("procs " + procs + " is larger than the shape " + w + "x" + h);
                }
            }
            if (submit < lastSubmit) {
                throw error("submit time " + PlainNumbers.format(submit)
                        + " is earlier than the previous row's (rows must be sorted by submit time)");
            }
            lastSubmit = submit;
            if (request instanceof ProcessorRequest
                    && largestRequest.isPresent()
                    && procs > largestRequest.getAsInt()) {
                if (dropOversize) {
                    return null;
                }
                throw error("job " + id + " needs " + procs + " processors but the machine serves at most "
                        + largestRequest.getAsInt() + " (oversize=drop drops such jobs)");
            }
            return new Job(id, submit, runtime, estimate, procs, request);
        }

        private String cell(CSVRecord row, String column) {
            return row.isMapped(column) ? row.get(column) : "";
        }

        private double time(CSVRecord row, String column) {
            String s = cell(row, column);
            double v = PlainNumbers.parse(s);
            if (!(v >= 0)) {
                throw error("column " + column + ": '" + s + "' is not a number >= 0");
            }
            return v;
        }

        private int positive(CSVRecord row, String column) {
            String s = cell(row, column);
            Integer v = PlainNumbers.parseInt(s);
            if (v == null || v <= 0) {
                throw error("column " + column + ": '" + s + "' is not a positive integer");
            }
            return v;
        }

        private BadInputException error(String message) {
            return new BadInputException(path + ":" + line + ": " + message);
        }
    }
}
