package org.schedlab.workloads.csv;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.DuplicateHeaderMode;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.workloads.io.PlainNumbers;
import org.schedlab.workloads.io.TextFiles;

/**
 * Column names, the CSV dialect, and the writer of the jobs CSV format (see the package
 * documentation). {@link JobsCsvWorkload} reads it.
 */
public final class JobsCsv {
    /** Job id column (required). */
    public static final String ID = "id";
    /** Submit time column (required). */
    public static final String SUBMIT = "submit";
    /** Runtime column (required). */
    public static final String RUNTIME = "runtime";
    /** Processor count column (required; a cell may be empty when a shape is given). */
    public static final String PROCS = "procs";
    /** Estimate column (optional). */
    public static final String ESTIMATE = "estimate";
    /** Shape width column (optional, with {@link #HEIGHT}). */
    public static final String WIDTH = "width";
    /** Shape height column (optional, with {@link #WIDTH}). */
    public static final String HEIGHT = "height";

    /** Columns every file must have. */
    public static final List<String> REQUIRED = List.of(ID, SUBMIT, RUNTIME, PROCS);
    /** Every column the format knows. */
    public static final Set<String> KNOWN = Set.of(ID, SUBMIT, RUNTIME, PROCS, ESTIMATE, WIDTH, HEIGHT);

    /** The order {@link #write} uses. */
    static final List<String> WRITE_ORDER = List.of(ID, SUBMIT, RUNTIME, ESTIMATE, PROCS, WIDTH, HEIGHT);

    /** The dialect: RFC 4180 with a header line, {@code #} comments, blank lines skipped, trimmed cells. */
    static final CSVFormat FORMAT = CSVFormat.DEFAULT
            .builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .setCommentMarker('#')
            .setIgnoreEmptyLines(true)
            .setTrim(true)
            .setDuplicateHeaderMode(DuplicateHeaderMode.DISALLOW)
            .setRecordSeparator("\n")
            .get();

    private JobsCsv() {}

    /**
     * Writes {@code jobs} with all seven columns; width and height are filled for jobs whose request
     * is a {@link ShapedRequest} and left empty otherwise (other request types keep only their
     * processor count). Reading the file back gives equal jobs for processor and shaped requests.
     */
    public static void write(Writer out, Iterable<Job> jobs) throws IOException {
        CSVFormat format = CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get();
        CSVPrinter printer = new CSVPrinter(out, format);
        printer.printRecord(WRITE_ORDER);
        for (Job j : jobs) {
            boolean shaped = j.request() instanceof ShapedRequest;
            ShapedRequest s = shaped ? (ShapedRequest) j.request() : null;
            printer.printRecord(
                    Integer.toString(j.id()),
                    PlainNumbers.format(j.submit()),
                    PlainNumbers.format(j.runtime()),
                    PlainNumbers.format(j.estimate()),
                    Integer.toString(j.procs()),
                    shaped ? Integer.toString(s.width()) : "",
                    shaped ? Integer.toString(s.height()) : "");
        }
        printer.flush();
    }

    /** Writes {@code jobs} to {@code path} (gzip when the name ends with {@code .gz}). */
    public static void write(Path path, Iterable<Job> jobs) {
        try (Writer out = TextFiles.create(path)) {
            write(out, jobs);
        } catch (IOException e) {
            throw new UncheckedIOException(path + ": write failed", e);
        }
    }
}
