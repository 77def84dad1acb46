package org.schedlab.experiments.formats;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.experiments.view.ScheduleCsv;
import org.schedlab.workloads.io.TextFiles;

/**
 * Reads a schedule in any of the {@link ScheduleFormat}s, telling them apart by content: a first
 * line that names the columns {@code id}, {@code submit} and {@code start} is SchedLab's CSV, one
 * that names {@code job_id} and {@code starting_time} is a Batsim jobs file, and a file whose first
 * non-blank line is an SWF comment ({@code ;}) or a job line of numbers is SWF. Plain or gzip.
 */
public final class ScheduleFiles {
    private ScheduleFiles() {}

    /**
     * The format of {@code file}, by content.
     *
     * @throws BadInputException when the file is missing, unreadable, empty or in no schedule format
     */
    public static ScheduleFormat detect(Path file) {
        TextFiles.requireReadable(file);
        try (BufferedReader r = TextFiles.open(file)) {
            String line;
            while ((line = r.readLine()) != null) {
                String s = line.strip();
                if (s.startsWith("\uFEFF")) {
                    s = s.substring(1);
                }
                if (s.isEmpty()) {
                    continue;
                }
                if (s.startsWith(";") || s.matches("[-+0-9.eE\\s]+")) {
                    return ScheduleFormat.SWF;
                }
                java.util.List<String> cols = java.util.Arrays.stream(s.split(",", -1))
                        .map(c -> c.strip().replace("\"", ""))
                        .toList();
                if (cols.contains("job_id") && cols.contains("starting_time")) {
                    return ScheduleFormat.EVALYS;
                }
                if (cols.contains("id") && cols.contains("submit") && cols.contains("start")) {
                    return ScheduleFormat.SCHEDLAB;
                }
                throw new BadInputException(file + ":1: not a schedule: expected SchedLab's schedule CSV (id,submit,"
                        + "start,...), a Batsim jobs file (job_id,...,starting_time,...) or SWF with waits");
            }
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read: " + e.getMessage(), e);
        }
        throw new BadInputException(file + ": empty file (not a schedule)");
    }

    /**
     * Reads {@code file} as a schedule of the format it holds.
     *
     * @param machine the machine to record when the file does not name one (only SchedLab's CSV
     *     does); null to take SWF's {@code MaxProcs} or leave it unknown
     * @throws BadInputException naming the file (and line)
     */
    public static Schedule read(Path file, String machine) {
        return read(file, detect(file), machine);
    }

    /** Reads {@code file} as a schedule of {@code format}. */
    public static Schedule read(Path file, ScheduleFormat format, String machine) {
        return switch (format) {
            case SCHEDLAB -> ScheduleCsv.read(file, machine, false);
            case EVALYS -> {
                try (BufferedReader in = TextFiles.open(file)) {
                    yield EvalysJobs.read(file, in, machine == null ? "unknown" : machine);
                } catch (IOException e) {
                    throw new BadInputException(file + ": cannot read: " + e.getMessage(), e);
                }
            }
            case SWF -> SwfSchedule.read(file, machine);
        };
    }
}
