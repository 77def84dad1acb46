package org.schedlab.experiments.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.experiments.formats.ScheduleFiles;
import org.schedlab.experiments.formats.ScheduleFormat;
import org.schedlab.experiments.formats.ScheduleHeader;
import org.schedlab.experiments.formats.ScheduleWriter;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.view.MachineLayout;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.workloads.batsim.BatsimJson;
import org.schedlab.workloads.csv.JobsCsv;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.swf.SwfHeader;
import org.schedlab.workloads.swf.SwfRecord;
import org.schedlab.workloads.swf.SwfWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code schedlab convert}: workloads and schedules from one format to another, saying what is dropped. */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Convert a workload between SWF, Batsim JSON and the jobs CSV, or a schedule between SchedLab's schedule"
                    + " CSV, Batsim's/evalys' jobs.csv and SWF with waits (a schedule may also be written as a"
                    + " workload). Prints what the target format cannot hold and was dropped.",
            "The input's format is found from its content; the output's from --to or its name: .json is batsim,"
                    + " .swf or .swf.gz swf, jobs.csv or *_jobs.csv evalys, any other .csv the jobs CSV for a"
                    + " workload and SchedLab's schedule CSV for a schedule."
        })
final class ConvertCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Parameters(index = "0", paramLabel = "IN", description = "the workload or schedule to read")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "the file to write (gzip when it ends in .gz)")
    Path out;

    @Option(
            names = "--to",
            paramLabel = "FORMAT",
            description = "swf, batsim, jobs (workloads), schedlab, evalys (schedules) (default: by OUT's name)")
    String to;

    @Option(
            names = "--machine",
            paramLabel = "SPEC",
            description = "the machine of a schedule that does not name it (evalys, SWF), for placements and headers")
    String machine;

    @Option(
            names = "--nb-res",
            paramLabel = "N",
            description = "Batsim output: the nb_res to write (default: the machine's size if known, else the largest"
                    + " job)")
    Integer nbRes;

    @Option(
            names = "--batsim-version",
            paramLabel = "V",
            defaultValue = "4",
            description = "Batsim output: 4 (profile type delay) or 5 (DelayProfile) (default: ${DEFAULT-VALUE})")
    int batsimVersion;

    @picocli.CommandLine.Mixin
    ConventionOptions conventions = new ConventionOptions();

    /** What the input holds. */
    private enum Source {
        SWF,
        BATSIM,
        JOBS,
        SCHEDLAB,
        EVALYS
    }

    private static final List<String> TARGETS = List.of("swf", "batsim", "jobs", "schedlab", "evalys");

    @Override
    public Integer call() throws IOException {
        new CommandFiles().input("IN", in).output("OUT", out).check();
        if (batsimVersion != 4 && batsimVersion != 5) {
            throw new BadInputException("--batsim-version must be 4 or 5, got " + batsimVersion);
        }
        if (nbRes != null && nbRes < 1) {
            throw new BadInputException("--nb-res must be >= 1, got " + nbRes);
        }
        Source source = source(in);
        String target = target(source);
        List<String> drops = new ArrayList<>();
        long jobs;
        boolean scheduleOut = target.equals("schedlab")
                || target.equals("evalys")
                || (target.equals("swf") && (source == Source.SCHEDLAB || source == Source.EVALYS));
        if (scheduleOut) {
            Schedule s = ScheduleFiles.read(in, scheduleFormat(source), machine);
            jobs = s.jobs().size();
            drops.addAll(scheduleDrops(source, target, s));
            writeSchedule(s, ScheduleFormat.parse("--to", target));
        } else {
            List<Job> read;
            if (source == Source.SCHEDLAB || source == Source.EVALYS) {
                Schedule s = ScheduleFiles.read(in, scheduleFormat(source), machine);
                read = new ArrayList<>();
                for (Schedule.Job j : s.jobs()) {
                    double runtime = Double.isNaN(j.runtime()) ? j.end() - j.start() : j.runtime();
                    double estimate = j.hasEstimate() ? j.estimate() : runtime;
                    read.add(
                            new Job(j.id(), j.submit(), runtime, estimate, j.procs(), new ProcessorRequest(j.procs())));
                }
                read.sort(java.util.Comparator.comparingDouble(Job::submit).thenComparingInt(Job::id));
                drops.add("the schedule (start and end times, placements): a workload holds the jobs only");
            } else {
                Workload w = workload(source);
                read = new ArrayList<>();
                w.forEach(read::add);
                drops.addAll(workloadDrops(source, target, w));
            }
            jobs = read.size();
            if (read.isEmpty()) {
                throw new BadInputException(in + ": no jobs to convert");
            }
            drops.addAll(writeWorkload(read, target, source));
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("in", in.toString());
        report.put("from", source.name().toLowerCase(Locale.ROOT));
        report.put("out", out.toString());
        report.put("to", target);
        report.put("jobs", jobs);
        Map<String, Object> dropped = new LinkedHashMap<>();
        for (int i = 0; i < drops.size(); i++) {
            dropped.put(Integer.toString(i + 1), drops.get(i));
        }
        report.put("dropped", drops.isEmpty() ? "nothing" : dropped);
        command.commandLine().getOut().println(OutputFormat.TABLE.render(report));
        return 0;
    }

    /** The input's format, from its content. */
    private static Source source(Path file) {
        try (BufferedReader r = TextFiles.open(file)) {
            String line;
            while ((line = r.readLine()) != null) {
                String s = line.strip().replace("\uFEFF", "");
                if (s.isEmpty() || s.startsWith("#")) {
                    continue;
                }
                if (s.startsWith("{")) {
                    return Source.BATSIM;
                }
                if (s.startsWith(";") || s.matches("[-+0-9.eE\\s]+")) {
                    return Source.SWF;
                }
                List<String> cols = java.util.Arrays.stream(s.split(",", -1))
                        .map(c -> c.strip().replace("\"", ""))
                        .toList();
                if (cols.contains("job_id") && cols.contains("starting_time")) {
                    return Source.EVALYS;
                }
                if (cols.contains("id") && cols.contains("start")) {
                    return Source.SCHEDLAB;
                }
                if (cols.contains("id") && cols.contains("runtime")) {
                    return Source.JOBS;
                }
                break;
            }
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read: " + e.getMessage(), e);
        }
        throw new BadInputException(file + ":1: not a format convert reads: SWF, Batsim JSON, the jobs CSV"
                + " (id,submit,runtime,procs), SchedLab's schedule CSV or Batsim's jobs.csv");
    }

    private String target(Source source) {
        if (to != null) {
            String t = to.strip().toLowerCase(Locale.ROOT);
            if (!TARGETS.contains(t)) {
                throw new BadInputException(
                        "--to: unknown format '" + to + "' (known: " + String.join(", ", TARGETS) + ")");
            }
            if ((t.equals("schedlab") || t.equals("evalys")) && (source == Source.BATSIM || source == Source.JOBS)) {
                throw new BadInputException("--to " + t + ": " + in + " is a workload, which has no schedule (run"
                        + " 'schedlab simulate --schedule-out' to make one)");
            }
            return t;
        }
        String name =
                out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".json") || name.endsWith(".json.gz")) {
            return "batsim";
        }
        ScheduleFormat byName = ScheduleFormat.forPath(out);
        if (byName == ScheduleFormat.SWF) {
            return "swf";
        }
        boolean schedule = source == Source.SCHEDLAB || source == Source.EVALYS;
        if (byName == ScheduleFormat.EVALYS) {
            if (!schedule && source != Source.SWF) {
                throw new BadInputException("OUT " + out + ": a jobs.csv is a schedule, and " + in
                        + " is a workload (give --to jobs for the jobs CSV)");
            }
            return "evalys";
        }
        if (name.endsWith(".csv") || name.endsWith(".csv.gz")) {
            return schedule ? "schedlab" : "jobs";
        }
        throw new BadInputException(
                "OUT " + out + ": cannot tell the format from the name; give --to " + String.join("|", TARGETS));
    }

    private static ScheduleFormat scheduleFormat(Source s) {
        return switch (s) {
            case SCHEDLAB -> ScheduleFormat.SCHEDLAB;
            case EVALYS -> ScheduleFormat.EVALYS;
            default -> ScheduleFormat.SWF;
        };
    }

    private Workload workload(Source source) {
        String name = switch (source) {
            case SWF -> "swf";
            case BATSIM -> "batsim";
            default -> "jobs";
        };
        Spec spec = Spec.parse("IN", name + ":" + in, "swf", "jobs", "batsim");
        Map<String, String> options = conventions.toMap(source == Source.SWF);
        WorkloadParams params = new WorkloadParams(null, new RandomStreams(1, 0), Double.NaN, Double.NaN, 0, options);
        return Registry.discover().workload(spec, params);
    }

    private void writeSchedule(Schedule s, ScheduleFormat format) {
        int capacity = 0;
        try {
            capacity = MachineLayout.parse("--machine", s.machine()).capacity();
        } catch (BadInputException e) {
            // a schedule of an unknown machine: no MaxProcs in an SWF header
        }
        ScheduleHeader header = new ScheduleHeader(
                s.machine(),
                capacity,
                org.schedlab.core.metrics.Metrics.DEFAULT_SLOWDOWN_THRESHOLD,
                "converted by schedlab convert from " + in.getFileName());
        CommandFiles.write("OUT", out, w -> {
            try (ScheduleWriter writer = format.open(CommandFiles.keepOpen(w), header, "OUT " + out)) {
                s.jobs().forEach(writer);
            }
        });
    }

    /** Writes {@code jobs} as a workload; returns what the target could not hold. */
    private List<String> writeWorkload(List<Job> jobs, String target, Source source) {
        List<String> drops = new ArrayList<>();
        long shaped =
                jobs.stream().filter(j -> j.request() instanceof ShapedRequest).count();
        switch (target) {
            case "jobs" -> CommandFiles.write("OUT", out, w -> JobsCsv.write(w, jobs));
            case "swf" -> {
                CommandFiles.write("OUT", out, w -> {
                    SwfWriter sw = new SwfWriter(w);
                    sw.writeHeader(new SwfHeader(List.of(
                            new SwfHeader.Entry("Version", "2.2"),
                            new SwfHeader.Entry("Note", "converted by schedlab convert from " + in.getFileName()),
                            new SwfHeader.Entry("MaxJobs", Integer.toString(jobs.size())),
                            new SwfHeader.Entry("MaxRecords", Integer.toString(jobs.size())))));
                    for (Job j : jobs) {
                        sw.write(new SwfRecord(
                                j.id(),
                                j.submit(),
                                -1,
                                j.runtime(),
                                j.procs(),
                                -1,
                                -1,
                                j.procs(),
                                j.estimate(),
                                -1,
                                1,
                                -1,
                                -1,
                                -1,
                                -1,
                                -1,
                                -1,
                                -1));
                    }
                });
                if (shaped > 0) {
                    drops.add(shaped + " submesh shapes (width x height): SWF holds processor counts");
                }
            }
            case "batsim" -> {
                int res = nbRes != null ? nbRes : machineSize(jobs);
                BatsimJson.Written[] written = new BatsimJson.Written[1];
                CommandFiles.write(
                        "OUT",
                        out,
                        w -> written[0] = BatsimJson.write(
                                w, jobs, res, batsimVersion, "converted by schedlab convert from " + in.getFileName()));
                if (shaped > 0) {
                    drops.add(shaped + " submesh shapes (width x height): Batsim jobs ask for a resource count");
                }
                if (written[0].overrunning() > 0) {
                    drops.add(written[0].overrunning() + " jobs run longer than their estimate: Batsim would stop"
                            + " them at the walltime");
                }
                if (written[0].noWalltime() > 0) {
                    drops.add(written[0].noWalltime() + " jobs of estimate 0 are written without a walltime (Batsim"
                            + " wants one > 0 or none)");
                }
            }
            default -> throw new IllegalStateException(target);
        }
        return drops;
    }

    private int machineSize(List<Job> jobs) {
        if (machine != null) {
            return MachineLayout.parse("--machine", machine).capacity();
        }
        return jobs.stream().mapToInt(Job::procs).max().orElse(1);
    }

    private static List<String> workloadDrops(Source source, String target, Workload w) {
        List<String> drops = new ArrayList<>();
        Map<String, Object> p = w.provenance();
        if (source == Source.SWF) {
            if (!target.equals("swf")) {
                drops.add("SWF fields 3 and 5-7 and 10-18 (wait, used CPU and memory, requested memory, status, user,"
                        + " group, executable, queue, partition, preceding job, think time): " + target
                        + " has no place for them");
            } else {
                drops.add("SWF fields 3, 6, 7 and 10-18 (the converted file is the workload as SchedLab reads it:"
                        + " waits and accounting fields -1, status 1)");
            }
            if (p.get("dropped") instanceof Map<?, ?> d) {
                d.forEach((k, v) -> {
                    if (v instanceof Number n && n.longValue() > 0) {
                        drops.add(n + " records dropped by the convention profile (" + k + ")");
                    }
                });
            }
            if (p.get("modified") instanceof Map<?, ?> m) {
                m.forEach((k, v) -> {
                    if (v instanceof Number n && n.longValue() > 0) {
                        drops.add(n + " records changed by the convention profile (" + k + ")");
                    }
                });
            }
        }
        if (source == Source.BATSIM) {
            drops.add("the profiles' names and any field other than id, subtime, res, walltime and the delay");
            if (p.get("walltime-reached") instanceof Number n && n.longValue() > 0) {
                drops.add(n + " delays longer than the walltime, cut to it (Batsim stops such jobs at the walltime)");
            }
        }
        return drops;
    }

    private static List<String> scheduleDrops(Source source, String target, Schedule s) {
        List<String> drops = new ArrayList<>();
        boolean slots = s.jobs().stream().anyMatch(j -> !j.slots().isEmpty());
        boolean users = s.jobs().stream().anyMatch(j -> j.user() >= 0);
        if (source == Source.EVALYS) {
            drops.add("workload_name, profile, success, final_state, consumed_energy and metadata, and rejected jobs");
        }
        if (source == Source.SWF) {
            drops.add("SWF fields 6, 7, 10, 11 and 13-18 (accounting, status, group, queue, partition, dependencies)");
        }
        if (target.equals("swf")
                && s.jobs().stream().anyMatch(j -> !j.allocation().isEmpty())) {
            drops.add("placements (the allocation column): SWF has no field for them");
        }
        if (target.equals("evalys") && users) {
            drops.add("user ids: Batsim's jobs file has no user column");
        }
        if (!target.equals("schedlab") && slots) {
            drops.add("the gang matrix slots: only SchedLab's schedule CSV holds them");
        }
        if (target.equals("evalys") && s.machine().startsWith("multicluster")) {
            drops.add("multicluster placements (counts per cluster, no processor ids): allocated_resources is empty");
        }
        return drops;
    }
}
