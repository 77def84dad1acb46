package org.schedlab.experiments.formats;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.workloads.swf.SwfHeader;
import org.schedlab.workloads.swf.SwfReader;
import org.schedlab.workloads.swf.SwfRecord;
import org.schedlab.workloads.swf.SwfWriter;

/**
 * A schedule as an SWF 2.2 file (Chapin et al., "Benchmarks and standards for the evaluation of
 * parallel job schedulers", JSSPP 1999; the Parallel Workloads Archive's format page): one job line
 * per job, sorted by submit time (then job number), with the simulated wait time in field 3. So
 * {@code trace-info} and any SWF tool read it, and a simulator that logs SWF can be compared with
 * it.
 *
 * <p>Fields written: 1 job number, 2 submit time, 3 wait ({@code start - submit}), 4 run time
 * ({@code end - start}), 5 and 8 the processors held, 9 the estimate ({@code -1} when not known),
 * 11 status 1 (completed), 12 the user id when the workload had one; every other field {@code
 * -1}. The header names the format version, the machine, where the schedule comes from, the job
 * count and, when known, {@code MaxProcs}. Placements are not part of SWF and are dropped.
 */
public final class SwfSchedule {
    private SwfSchedule() {}

    /** Collects the jobs and writes them, sorted, when closed. */
    static final class Writer extends ScheduleWriter {
        private final ScheduleHeader header;
        private final List<Schedule.Job> jobs = new ArrayList<>();

        Writer(java.io.Writer out, ScheduleHeader header, String where) {
            super(out, where);
            this.header = header;
        }

        @Override
        public synchronized void accept(Schedule.Job j) {
            jobs.add(j);
        }

        @Override
        protected synchronized void finish() {
            jobs.sort(Comparator.comparingDouble(Schedule.Job::submit).thenComparingInt(Schedule.Job::id));
            out.write(header(header, jobs.size()));
            StringBuilder b = new StringBuilder(1 << 16);
            for (Schedule.Job j : jobs) {
                b.append(record(j).toLine()).append('\n');
                if (b.length() > 1 << 15) {
                    out.write(b.toString());
                    b.setLength(0);
                }
            }
            out.write(b.toString());
        }
    }

    /** The header lines of a schedule of {@code jobs} jobs. */
    static String header(ScheduleHeader h, int jobs) {
        List<SwfHeader.Entry> e = new ArrayList<>();
        e.add(new SwfHeader.Entry("Version", "2.2"));
        e.add(new SwfHeader.Entry("Computer", "SchedLab simulation of " + h.machine()));
        if (!h.note().isEmpty()) {
            e.add(new SwfHeader.Entry("Note", h.note()));
        }
        e.add(new SwfHeader.Entry(
                "Note",
                "a simulated schedule: field 3 is the simulated wait, field 4 the run time, field 9 the estimate"));
        e.add(new SwfHeader.Entry("MaxJobs", Integer.toString(jobs)));
        e.add(new SwfHeader.Entry("MaxRecords", Integer.toString(jobs)));
        if (h.capacity() > 0) {
            e.add(new SwfHeader.Entry("MaxProcs", Integer.toString(h.capacity())));
        }
        StringWriter w = new StringWriter();
        try {
            new SwfWriter(w).writeHeader(new SwfHeader(e));
        } catch (IOException ex) {
            throw new UncheckedIOException(ex); // a StringWriter does not fail
        }
        return w.toString();
    }

    /** The job line of a scheduled job. */
    static SwfRecord record(Schedule.Job j) {
        double estimate = j.hasEstimate() ? j.estimate() : -1;
        return new SwfRecord(
                j.id(),
                j.submit(),
                j.waited(),
                j.end() - j.start(),
                j.procs(),
                -1,
                -1,
                j.procs(),
                estimate,
                -1,
                1,
                j.user() < 0 ? -1 : j.user(),
                -1,
                -1,
                -1,
                -1,
                -1,
                -1);
    }

    /**
     * Reads an SWF file as a schedule: start {@code submit + wait} (field 3), end {@code start +
     * run time} (field 4), the allocated processors (field 5, else the requested ones, field 8),
     * the estimate (field 9; {@code -1}: not known) and the user (field 12). A job line without a
     * wait or run time ({@code -1}) is refused: such a file is a workload, not a schedule.
     *
     * @param machine the machine to record; when null, {@code flat:MaxProcs} from the header, else
     *     {@code unknown}
     * @throws BadInputException naming the file and line
     */
    static Schedule read(Path file, String machine) {
        try (SwfReader r = SwfReader.open(file)) {
            String m = machine;
            if (m == null) {
                m = r.header().value("MaxProcs").map(v -> "flat:" + v.strip()).orElse("unknown");
            }
            Schedule.Builder b = new Schedule.Builder(m);
            int n = 0;
            while (r.hasNext()) {
                SwfRecord rec = r.next();
                String where = r.name() + ":" + r.lineNumber();
                if (rec.waitTime() < 0 || rec.runTime() < 0) {
                    throw new BadInputException(where + ": job " + rec.jobNumber() + " has no "
                            + (rec.waitTime() < 0 ? "wait time" : "run time") + " (-1): not a schedule (an SWF schedule"
                            + " has the simulated waits and run times filled in)");
                }
                int procs = rec.allocatedProcessors() > 0 ? rec.allocatedProcessors() : rec.requestedProcessors();
                if (procs < 1) {
                    throw new BadInputException(where + ": job " + rec.jobNumber() + " has no processor count");
                }
                double start = rec.submitTime() + rec.waitTime();
                double end = start + rec.runTime();
                Cells.requireTimes(rec.jobNumber(), rec.submitTime(), start, end, where);
                b.add(new Schedule.Job(
                        rec.jobNumber(),
                        rec.submitTime(),
                        start,
                        end,
                        procs,
                        "",
                        rec.userId() < 0 ? -1 : rec.userId(),
                        "",
                        rec.runTime(),
                        rec.requestedTime() < 0 ? Double.NaN : rec.requestedTime()));
                n++;
            }
            if (n == 0) {
                throw new BadInputException(file + ": no job lines");
            }
            return b.build();
        }
    }
}
