package org.schedlab.experiments.formats;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.view.Schedule;

/**
 * Batsim's jobs output file ({@code out_jobs.csv}), which evalys reads with {@code
 * JobSet.from_csv}: one row per job in the order jobs end, with the columns Batsim writes, in its
 * order ({@link #COLUMNS}).
 *
 * <p>Sources: the column names, their order and the values of a completed job are those of
 * Batsim's {@code JobsTracer} (oar-team/batsim, {@code src/export.cpp}, v4.2.1 and v5.0.0-rc2
 * alike); their meaning is in Batsim's {@code docs/output-jobs.rst}, which lists the same seventeen
 * names but puts {@code consumed_energy} before {@code allocated_resources}: the files Batsim
 * writes, and this writer, have {@code allocated_resources} first. evalys ({@code
 * oar-team/evalys}, {@code evalys/jobset.py}) reads columns by name and parses {@code
 * allocated_resources} as an interval set ({@link Placements#intervalSet}).
 *
 * <p>What SchedLab writes: {@code job_id} the job id; {@code workload_name} {@code w0} (Batsim's
 * name for the first workload); {@code profile} the name of the job's delay profile, its runtime
 * (as {@code convert} names the profiles of a Batsim workload); {@code requested_time} the
 * estimate; {@code success} 1 and {@code final_state} {@code COMPLETED_SUCCESSFULLY} (no SchedLab
 * job fails or is killed for good); {@code stretch} {@code turnaround_time / execution_time}, empty
 * for a job of execution time 0 (Batsim would divide by zero); {@code allocated_resources} the
 * processor ids, empty on multicluster machines (whose placements name counts per cluster, not
 * processors); {@code consumed_energy} {@code -1} (Batsim's value when energy is not simulated);
 * {@code metadata} empty. Times in full precision (Batsim prints six decimals).
 */
public final class EvalysJobs {
    /** The columns, in the order Batsim writes them. */
    public static final List<String> COLUMNS = List.of(
            "job_id",
            "workload_name",
            "profile",
            "submission_time",
            "requested_number_of_resources",
            "requested_time",
            "success",
            "final_state",
            "starting_time",
            "execution_time",
            "finish_time",
            "waiting_time",
            "turnaround_time",
            "stretch",
            "allocated_resources",
            "consumed_energy",
            "metadata");

    /** The workload name written in every row. */
    public static final String WORKLOAD = "w0";

    private EvalysJobs() {}

    /** Writes rows as jobs end. */
    static final class Writer extends ScheduleWriter {
        private final String kind;
        private final int meshWidth;

        Writer(java.io.Writer out, ScheduleHeader header, String where) {
            super(out, where);
            MachineKind m = MachineKind.of(header.machine());
            this.kind = m.kind();
            this.meshWidth = m.meshWidth();
            this.out.write(String.join(",", COLUMNS) + "\n");
        }

        @Override
        public void accept(Schedule.Job j) {
            out.write(row(j, kind, meshWidth));
        }
    }

    /** One row with its line end. */
    static String row(Schedule.Job j, String kind, int meshWidth) {
        double execution = j.end() - j.start();
        int[] procs = Placements.processors(kind, meshWidth, j.allocation());
        double runtime = Double.isNaN(j.runtime()) ? execution : j.runtime();
        return j.id() + "," + WORKLOAD + "," + Sweep.format(runtime) + "," + Sweep.format(j.submit()) + ","
                + j.procs() + "," + (j.hasEstimate() ? Sweep.format(j.estimate()) : "-1") + ",1,COMPLETED_SUCCESSFULLY,"
                + Sweep.format(j.start()) + "," + Sweep.format(execution) + "," + Sweep.format(j.end()) + ","
                + Sweep.format(j.waited()) + "," + Sweep.format(j.turnaround()) + ","
                + (execution > 0 ? Sweep.format(j.turnaround() / execution) : "") + ","
                + (procs == null ? "" : Placements.intervalSet(procs)) + ",-1,\n";
    }

    /**
     * Reads a jobs file (Batsim's or one written here). Required columns: {@code job_id}, {@code
     * submission_time}, {@code requested_number_of_resources}, {@code starting_time}, and {@code
     * finish_time} or {@code execution_time}; {@code requested_time} gives the estimates ({@code
     * -1} or empty: not known) and {@code allocated_resources} the processors (as ranges {@code
     * 0-3;8} in the schedule). Rejected jobs ({@code final_state} {@code REJECTED}, or no starting
     * time) are left out. A job id of the form {@code WORKLOAD!N} is read as {@code N}.
     *
     * @param machine the machine to record in the schedule
     * @throws BadInputException naming the file and line
     */
    static Schedule read(Path file, Reader in, String machine) {
        CSVFormat format = CSVFormat.DEFAULT
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .setTrim(true)
                .get();
        try (CSVParser p = format.parse(in)) {
            Map<String, Integer> header = p.getHeaderMap();
            for (String c : List.of("job_id", "submission_time", "requested_number_of_resources", "starting_time")) {
                if (!header.containsKey(c)) {
                    throw new BadInputException(file + ":1: not a Batsim jobs file: no '" + c + "' column");
                }
            }
            boolean finish = header.containsKey("finish_time");
            if (!finish && !header.containsKey("execution_time")) {
                throw new BadInputException(
                        file + ":1: not a Batsim jobs file: neither 'finish_time' nor 'execution_time'");
            }
            Schedule.Builder b = new Schedule.Builder(machine);
            int rows = 0;
            for (CSVRecord rec : p) {
                String where = file + ":" + (rec.getRecordNumber() + 1);
                if (!rec.isConsistent()) {
                    throw new BadInputException(where + ": " + rec.size() + " fields, the header has " + header.size());
                }
                if ((header.containsKey("final_state") && rec.get("final_state").equals("REJECTED"))
                        || rec.get("starting_time").isEmpty()) {
                    continue;
                }
                rows++;
                int id = jobId(rec.get("job_id"), where);
                double submit = Cells.number(rec, "submission_time", where);
                double start = Cells.number(rec, "starting_time", where);
                double end = finish
                        ? Cells.number(rec, "finish_time", where)
                        : start + Cells.number(rec, "execution_time", where);
                int procs = Cells.positiveInt(rec, "requested_number_of_resources", where);
                double estimate = Double.NaN;
                if (header.containsKey("requested_time")
                        && !rec.get("requested_time").isEmpty()) {
                    double e = Cells.number(rec, "requested_time", where);
                    estimate = e < 0 ? Double.NaN : e;
                }
                String allocation = "";
                if (header.containsKey("allocated_resources")
                        && !rec.get("allocated_resources").isEmpty()) {
                    try {
                        int[] set = Placements.ranges(rec.get("allocated_resources"), ' ');
                        if (Placements.count(set) != procs) {
                            throw new BadInputException(where + ": job " + id + ": allocated_resources '"
                                    + rec.get("allocated_resources") + "' holds " + Placements.count(set)
                                    + " processors, requested_number_of_resources says " + procs);
                        }
                        allocation = Placements.processorRanges(set);
                    } catch (NumberFormatException e) {
                        throw new BadInputException(where + ": allocated_resources '" + rec.get("allocated_resources")
                                + "' is not an interval set such as 0-3 8");
                    }
                }
                Cells.requireTimes(id, submit, start, end, where);
                b.add(new Schedule.Job(id, submit, start, end, procs, allocation, -1, "", end - start, estimate));
            }
            if (rows == 0) {
                throw new BadInputException(file + ": no jobs (only the header)");
            }
            return b.build();
        } catch (IOException | UncheckedIOException e) {
            throw new BadInputException(file + ": cannot read (" + e.getMessage() + ")");
        } catch (IllegalStateException | IllegalArgumentException e) {
            if (e instanceof BadInputException bad) {
                throw bad;
            }
            throw new BadInputException(file + ": malformed CSV (" + e.getMessage() + ")");
        }
    }

    /** A Batsim job id as SchedLab's integer id: {@code 12}, or {@code w0!12}. */
    static int jobId(String text, String where) {
        String s = text.strip();
        int bang = s.lastIndexOf('!');
        String n = bang < 0 ? s : s.substring(bang + 1);
        try {
            return Integer.parseInt(n);
        } catch (NumberFormatException e) {
            throw new BadInputException(where + ": job id '" + text
                    + "' is not an integer (SchedLab's job ids are integers, possibly written WORKLOAD!N)");
        }
    }
}
