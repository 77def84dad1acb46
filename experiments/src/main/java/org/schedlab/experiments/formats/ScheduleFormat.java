package org.schedlab.experiments.formats;

import java.nio.file.Path;
import java.util.Locale;
import org.schedlab.core.spec.BadInputException;

/**
 * The formats a schedule is written in ({@code simulate --schedule-format}, {@code convert}) and
 * read from ({@code check}, {@code compare}, {@code convert}): SchedLab's schedule CSV, evalys' and
 * Batsim's {@code jobs.csv}, and SWF with the simulated waits filled in.
 */
public enum ScheduleFormat {
    /** SchedLab's schedule CSV ({@link org.schedlab.experiments.view.ScheduleCsv}). */
    SCHEDLAB("schedlab"),
    /** Batsim's {@code jobs.csv}, as evalys' {@code JobSet.from_csv} reads it ({@link EvalysJobs}). */
    EVALYS("evalys"),
    /** SWF 2.2 with the simulated wait times ({@link SwfSchedule}). */
    SWF("swf");

    private final String spelling;

    ScheduleFormat(String spelling) {
        this.spelling = spelling;
    }

    /** The name users type. */
    public String spelling() {
        return spelling;
    }

    /**
     * The format called {@code text}.
     *
     * @throws BadInputException naming {@code option} and the known names
     */
    public static ScheduleFormat parse(String option, String text) {
        for (ScheduleFormat f : values()) {
            if (f.spelling.equals(text.strip().toLowerCase(Locale.ROOT))) {
                return f;
            }
        }
        throw new BadInputException(option + ": unknown schedule format '" + text + "' (known: schedlab, evalys, swf)");
    }

    /**
     * The format a file name asks for: {@code .swf} or {@code .swf.gz} is SWF, {@code jobs.csv} or a
     * name ending in {@code _jobs.csv} (Batsim's {@code out_jobs.csv}) is evalys, anything else
     * SchedLab's CSV.
     */
    public static ScheduleFormat forPath(Path path) {
        String name =
                path.getFileName() == null ? "" : path.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".swf") || name.endsWith(".swf.gz")) {
            return SWF;
        }
        if (name.equals("jobs.csv") || name.endsWith("_jobs.csv")) {
            return EVALYS;
        }
        return SCHEDLAB;
    }

    /**
     * Opens a writer of this format.
     *
     * @param out where the schedule goes (closed by the writer's {@code close})
     * @param header what the file says about the run
     * @param where where that is, for messages
     */
    public ScheduleWriter open(java.io.Writer out, ScheduleHeader header, String where) {
        return open(out, header, where, org.schedlab.experiments.view.ScheduleCsv.Extra.NONE);
    }

    /**
     * Opens a writer of this format on a byte stream, UTF-8, with {@code extra} per-job columns
     * as {@link #open(java.io.Writer, ScheduleHeader, String,
     * org.schedlab.experiments.view.ScheduleCsv.Extra)}: our own CSV writes its rows as bytes, the
     * other formats through a character encoder.
     *
     * @param out where the schedule goes (closed by the writer's {@code close})
     */
    public ScheduleWriter open(
            java.io.OutputStream out,
            ScheduleHeader header,
            String where,
            org.schedlab.experiments.view.ScheduleCsv.Extra extra) {
        if (this == SCHEDLAB) {
            return ScheduleWriter.of(new org.schedlab.experiments.view.ScheduleCsv.Writer(
                    out, header.machine(), where, header.slowdownThreshold(), extra));
        }
        return open(
                new java.io.BufferedWriter(
                        new java.io.OutputStreamWriter(out, java.nio.charset.StandardCharsets.UTF_8)),
                header,
                where,
                extra);
    }

    /**
     * Opens a writer of this format with {@code extra} per-job columns (fair start times, say),
     * which only our own CSV has room for: the other formats leave them out.
     */
    public ScheduleWriter open(
            java.io.Writer out,
            ScheduleHeader header,
            String where,
            org.schedlab.experiments.view.ScheduleCsv.Extra extra) {
        return switch (this) {
            case SCHEDLAB ->
                ScheduleWriter.of(new org.schedlab.experiments.view.ScheduleCsv.Writer(
                        out, header.machine(), where, header.slowdownThreshold(), extra));
            case EVALYS -> new EvalysJobs.Writer(out, header, where);
            case SWF -> new SwfSchedule.Writer(out, header, where);
        };
    }
}
