package org.schedlab.experiments.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.fuzz.FuzzTarget;
import org.schedlab.core.fuzz.Fuzzer;
import org.schedlab.core.fuzz.MessageRule;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.Spec;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;

/**
 * Fuzzing corpus for every spec string (issue 13): machine, allocator, scheduler, workload and
 * profile, parsed with {@link Spec#parse} and built through the {@link Registry} the way {@code
 * simulate} does (machine, its allocator, scheduler, workload with its parameters, profile and its
 * conventions). An input is a few {@code key=value} lines; a missing key keeps a default. Every
 * input must build, or be refused with a message naming the option (or the workload file).
 *
 * <p>The inputs name the workload files as {@value #DIR}{@code /t.swf}: the test puts in its
 * temporary folder when it builds an input, so the inputs (and a saved failing one) are the same
 * from run to run. The class timeout only guards against a hang.
 */
@Timeout(value = 20, unit = java.util.concurrent.TimeUnit.MINUTES)
class SpecFuzzTest {
    private static final Registry REGISTRY = Registry.discover();
    private static final int JOBS_READ = 50;
    /** Stands for the test's temporary folder in the inputs. */
    static final String DIR = "@DIR@";

    @TempDir
    static Path dir;

    private static java.io.InputStream standardInput;

    /**
     * A mutated path may become {@code -}, standard input: in a test JVM that is the test runner's
     * channel, which never ends, so the fuzz runs with an empty standard input of its own.
     */
    @BeforeAll
    static void emptyStandardInput() {
        standardInput = System.in;
        System.setIn(new java.io.ByteArrayInputStream(new byte[0]));
    }

    @org.junit.jupiter.api.AfterAll
    static void restoreStandardInput() {
        System.setIn(standardInput);
    }

    @BeforeAll
    static void writeFiles() throws IOException {
        Files.writeString(
                dir.resolve("t.swf"),
                "; MaxProcs: 64\n"
                        + "1 0 0 10 4 -1 -1 4 20 -1 1 1 1 1 1 1 -1 -1\n"
                        + "2 5 0 20 16 -1 -1 16 30 -1 1 1 1 1 1 1 -1 -1\n");
        Files.writeString(dir.resolve("j.csv"), "id,submit,runtime,procs,width,height\n1,0,10,4,2,2\n2,3,5,,4,1\n");
    }

    @Test
    void specStringsThroughTheRegistry() {
        List<byte[]> seeds = List.of(
                bytes(
                        "machine=mesh:16x16\nallocator=mpl\nscheduler=window:4\nworkload=mesh-uniform\nload=0.5\njobs=100"),
                bytes(
                        "machine=mesh:22x16:paragon\nallocator=busy-list:no-rotate\nscheduler=oocb:8\nworkload=mesh-decreasing"
                                + "\nutilization=0.7\njobs=20"),
                bytes("machine=flat:64\nscheduler=easy\nworkload=swf:" + DIR
                        + "/t.swf\nprofile=pyss\noptions=origin=zero"),
                bytes("machine=flat:128\nscheduler=conservative\nworkload=swf:" + DIR + "/t.swf"
                        + "\nprofile=fattree-2009\noptions=load-factor=2"),
                bytes("machine=mesh:8x8\nallocator=first-fit\nscheduler=delay:fixed:30\nworkload=jobs:" + DIR
                        + "/j.csv"),
                bytes("machine=multicluster:4x32\nallocator=unordered:wf:share\nscheduler=fpfs:7\n"
                        + "workload=coalloc:1:8:4\nload=0.01\njobs=30"),
                bytes("machine=multicluster:16,32,64\nallocator=ordered\nscheduler=fcfs\nworkload=coalloc-realistic"
                        + "\nload=0.02\njobs=30"),
                bytes(
                        "machine=mesh:32x32\nallocator=fsc\nscheduler=delay:running\nworkload=mesh-uniform\nload=2\njobs=10"
                                + "\nprofile=default"),
                bytes("machine=flat:16\nscheduler=oo\nworkload=jobs:" + DIR + "/j.csv\nprofile=alea"));
        MessageRule rule = MessageRule.mentions(List.of(
                        "--machine",
                        "--allocator",
                        "--scheduler",
                        "--workload",
                        "--profile",
                        "--load",
                        "--utilization",
                        "--jobs",
                        "option ",
                        "workload ",
                        dir.toString()))
                // a mutated workload path: the message names the file as the user gave it
                .or(m -> m.matches("(?s).+: (no such file|not a readable file|is a directory, not a workload file)")
                        ? null
                        : "not a missing-file message");
        Fuzzer f = Fuzzer.named("spec-strings").seeds(seeds).rule(rule);
        FuzzTarget target = SpecFuzzTest::build;
        Fuzzer.Report regressions = f.replayRegressions(target);
        assertThat(regressions.failures()).as(regressions.describeFailures()).isEmpty();
        Fuzzer.Report r = f.inputs(2500).run(target);
        assertThat(r.failures()).as(r.describeFailures()).isEmpty();
        assertThat(r.refusedSeeds()).isEmpty();
        assertThat(r.tried()).isEqualTo(2500);
        assertThat(r.accepted()).isPositive();
        assertThat(r.refused()).isGreaterThan(250);
    }

    /** As {@code simulate} builds a run from its options, then reads the first jobs of the workload. */
    private static void build(byte[] input) {
        Map<String, String> in = new LinkedHashMap<>();
        String text = new String(input, StandardCharsets.UTF_8).replace(DIR, dir.toString());
        for (String line : text.split("\n", -1)) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                in.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        Spec workload = Spec.parse("--workload", in.getOrDefault("workload", "mesh-uniform"), "swf", "jobs");
        NamedProfile profile = NamedProfiles.get("--profile", in.getOrDefault("profile", "default"));
        Map<String, String> explicit = new TreeMap<>();
        String kv = in.get("options");
        if (kv != null) {
            int eq = kv.indexOf('=');
            explicit.put(eq < 0 ? kv : kv.substring(0, eq), eq < 0 ? "" : kv.substring(eq + 1));
        }
        Map<String, String> options = workload.name().equals("swf") ? profile.with(explicit) : explicit;
        Spec machineSpec = Spec.parse("--machine", in.getOrDefault("machine", "flat:16"));
        Spec allocator = in.containsKey("allocator") ? Spec.parse("--allocator", in.get("allocator")) : null;
        Spec scheduler = Spec.parse("--scheduler", in.getOrDefault("scheduler", "fcfs"));
        Machine machine = REGISTRY.machine(machineSpec, allocator);
        machine.newAllocator().checkInvariants();
        machine.describe();
        REGISTRY.scheduler(scheduler);
        WorkloadParams params = new WorkloadParams(
                machine,
                new RandomStreams(1, 0),
                number(in.get("load")),
                number(in.get("utilization")),
                in.containsKey("jobs") ? integer(in.get("jobs")) : 0,
                options);
        Workload w = REGISTRY.workload(workload, params);
        Iterator<Job> jobs = w.iterator();
        for (int i = 0; i < JOBS_READ && jobs.hasNext(); i++) {
            jobs.next();
        }
        w.provenance();
    }

    /** {@code --load} and {@code --utilization} as picocli reads them: a Double, else a usage error. */
    private static double number(String s) {
        if (s == null) {
            return Double.NaN;
        }
        try {
            double v = Double.parseDouble(s);
            if (!(v > 0 && v < Double.POSITIVE_INFINITY)) {
                throw new org.schedlab.core.spec.BadInputException("--load must be a positive number, got " + s);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new org.schedlab.core.spec.BadInputException("--load: not a number: " + s);
        }
    }

    private static int integer(String s) {
        try {
            int v = Integer.parseInt(s);
            if (v < 1) {
                throw new org.schedlab.core.spec.BadInputException("--jobs must be >= 1, got " + v);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new org.schedlab.core.spec.BadInputException("--jobs: not an integer: " + s);
        }
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
