package org.schedlab.experiments.verify;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.run.RunResult;
import org.schedlab.experiments.run.RunSpec;
import org.schedlab.experiments.run.Runner;
import org.schedlab.experiments.view.MachineLayout;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.experiments.view.ScheduleRecorder;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;

/**
 * The golden corpus of schedules ({@code schedlab corpus}): FCFS, EASY and conservative under
 * SchedLab's default profile and each peer profile on the Parallel Workloads Archive traces, each
 * published as its {@link Digest} and summary numbers (never the trace's contents), so that anyone
 * with the traces can regenerate a schedule, confirm it is the published one, and compare their
 * own simulator's schedule with it ({@code schedlab compare}, {@code schedlab check}).
 *
 * <p>The file is a CSV with {@code #} comment lines and the columns {@link #COLUMNS}: the trace
 * file, the machine ({@code flat:MaxProcs} of the trace's header), the profile and scheduler as
 * {@code simulate} spells them, the job count, the digest, the mean and maximum wait, the mean
 * bounded slowdown ({@code tau = 10 s}) and the utilization (numbers to six significant digits),
 * and the verdict of {@link ScheduleCheck} under the scheduler's rules ({@code pass}, or {@code
 * fail RULE JOB}).
 */
public final class Corpus {
    /** The columns of the corpus file. */
    public static final List<String> COLUMNS = List.of(
            "trace",
            "machine",
            "profile",
            "scheduler",
            "jobs",
            "digest",
            "mean_wait",
            "max_wait",
            "mean_bounded_slowdown",
            "utilization",
            "check");

    /** The traces: a short name, the archive's file and its header's MaxProcs. */
    public record Trace(String name, String file, int procs) {}

    /** The traces of the corpus, in listing order. */
    public static final List<Trace> TRACES = List.of(
            new Trace("KTH", "KTH-SP2-1996-2.1-cln.swf.gz", 100),
            new Trace("CTC", "CTC-SP2-1996-3.1-cln.swf.gz", 338),
            new Trace("SDSC-SP2", "SDSC-SP2-1998-4.2-cln.swf.gz", 128),
            new Trace("SDSC-Par", "SDSC-Par-1996-3.1-cln.swf.gz", 400),
            new Trace("SDSC-BLUE", "SDSC-BLUE-2000-4.2-cln.swf.gz", 1152),
            new Trace("LANL-CM5", "LANL-CM5-1994-4.1-cln.swf.gz", 1024),
            new Trace("HPC2N", "HPC2N-2002-2.2-cln.swf.gz", 240),
            new Trace("LLNL-Thunder", "LLNL-Thunder-2007-1.1-cln.swf.gz", 4008));

    /** The schedulers of the corpus. */
    public static final List<String> SCHEDULERS = List.of("fcfs", "easy", "conservative");

    /** The profiles of the corpus: ours and each peer's ({@code accasim} for FCFS only: see its differences). */
    public static final List<String> PROFILES = List.of("default", "premas", "pyss", "alea", "accasim");

    private Corpus() {}

    /** One corpus row: what was run and what came out. */
    public record Entry(
            String trace,
            String machine,
            String profile,
            String scheduler,
            long jobs,
            String digest,
            String meanWait,
            String maxWait,
            String meanBoundedSlowdown,
            String utilization,
            String check) {
        /** The row as CSV (no field holds a comma). */
        public String line() {
            return String.join(
                    ",",
                    trace,
                    machine,
                    profile,
                    scheduler,
                    Long.toString(jobs),
                    digest,
                    meanWait,
                    maxWait,
                    meanBoundedSlowdown,
                    utilization,
                    check);
        }

        /** Whether {@code other} has the same results (digest, numbers and verdict). */
        public boolean sameResults(Entry other) {
            return jobs == other.jobs
                    && digest.equals(other.digest)
                    && meanWait.equals(other.meanWait)
                    && maxWait.equals(other.maxWait)
                    && meanBoundedSlowdown.equals(other.meanBoundedSlowdown)
                    && utilization.equals(other.utilization)
                    && check.equals(other.check);
        }
    }

    /** The runs of the corpus for the traces named in {@code only} (all when empty): trace x profile x scheduler. */
    public static List<String[]> plan(List<String> only) {
        List<String[]> out = new ArrayList<>();
        for (Trace t : TRACES) {
            if (!only.isEmpty() && !only.contains(t.name())) {
                continue;
            }
            for (String p : PROFILES) {
                for (String s : SCHEDULERS) {
                    if (p.equals("accasim") && !s.equals("fcfs")) {
                        continue;
                    }
                    out.add(new String[] {t.file(), "flat:" + t.procs(), p, s});
                }
            }
        }
        return out;
    }

    /** The trace of a file name, or null. */
    public static Trace trace(String file) {
        return TRACES.stream().filter(t -> t.file().equals(file)).findFirst().orElse(null);
    }

    /**
     * Runs one corpus entry: simulates the trace on the machine under the profile and scheduler,
     * and checks the schedule under the scheduler's rules.
     */
    public static Entry run(
            Registry registry, Path traces, String file, String machine, String profile, String scheduler) {
        NamedProfile p = NamedProfiles.get("profile", profile);
        Spec workload = Spec.parse("workload", "swf:" + traces.resolve(file), "swf");
        Map<String, String> options = p.with(Map.of());
        PassMode passes = p.passes();
        EventOrder events = p.events();
        RunSpec spec = new RunSpec(
                Spec.parse("machine", machine),
                null,
                Spec.parse("scheduler", p.schedulerSpec(scheduler)),
                workload,
                Double.NaN,
                Double.NaN,
                0,
                options,
                1,
                StoppingRule.fixed(1),
                10,
                false,
                p.name(),
                passes,
                events);
        Runner runner = new Runner(registry, spec);
        Schedule.Builder b = new Schedule.Builder(runner.machine().describe());
        RunResult r = runner.runOnce(0, List.of(new ScheduleRecorder(b::add, job -> -1)));
        Schedule s = b.build();
        CheckReport report = ScheduleCheck.check(s, MachineLayout.parse("machine", s.machine()), scheduler);
        String check = report.firstViolation()
                .map(v -> "fail " + v.rule().spelling() + " " + v.job())
                .orElse("pass");
        return new Entry(
                file,
                machine,
                profile,
                scheduler,
                s.jobs().size(),
                Digest.of(s),
                number(r.value("meanWait")),
                number(r.value("maxWait")),
                number(r.value("meanBoundedSlowdown")),
                number(r.value("utilization")),
                check);
    }

    /** Six significant digits, {@code Locale.ROOT}. */
    static String number(double v) {
        return String.format(Locale.ROOT, "%.6g", v);
    }

    /**
     * Reads a corpus file.
     *
     * @throws BadInputException naming the file and line
     */
    public static List<Entry> read(Path file) {
        List<Entry> out = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            long n = 0;
            boolean header = false;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split(",", -1);
                if (!header) {
                    if (!List.of(f).equals(COLUMNS)) {
                        throw new BadInputException(file + ":" + n + ": not a corpus file: expected the header "
                                + String.join(",", COLUMNS));
                    }
                    header = true;
                    continue;
                }
                if (f.length != COLUMNS.size()) {
                    throw new BadInputException(
                            file + ":" + n + ": " + f.length + " fields, the header has " + COLUMNS.size());
                }
                long jobs;
                try {
                    jobs = Long.parseLong(f[4]);
                } catch (NumberFormatException e) {
                    throw new BadInputException(file + ":" + n + ": jobs '" + f[4] + "' is not an integer");
                }
                if (!SCHEDULERS.contains(f[3])) {
                    throw new BadInputException(file + ":" + n + ": unknown scheduler '" + f[3] + "'");
                }
                out.add(new Entry(f[0], f[1], f[2], f[3], jobs, f[5], f[6], f[7], f[8], f[9], f[10]));
            }
            if (!header) {
                throw new BadInputException(file + ": empty corpus file");
            }
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read: " + e.getMessage(), e);
        }
        return out;
    }
}
