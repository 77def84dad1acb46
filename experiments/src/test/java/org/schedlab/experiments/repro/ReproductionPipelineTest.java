package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.repro.judge.Claims;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.plan.ReproductionRunner;
import org.schedlab.experiments.run.Registry;
import org.schedlab.schedulers.fcfs.FcfsScheduler;

/** The reproduction pipeline end to end on a toy paper: flat machine, FCFS, a toy workload. */
class ReproductionPipelineTest {
    /** Poisson-like arrivals at --load, runtimes uniform on [0, 2), sizes 1..4. */
    static final class ToyWorkload implements WorkloadFactory {
        @Override
        public Workload create(Spec spec, WorkloadParams params) {
            return () -> new Iterator<>() {
                final UniformRandomProvider r = params.streams().stream("toy");
                int i;
                double t;

                @Override
                public boolean hasNext() {
                    return i < params.jobs();
                }

                @Override
                public Job next() {
                    t += -Math.log(1 - r.nextDouble()) / params.load();
                    return Job.of(++i, t, 2 * r.nextDouble(), 1 + r.nextInt(4));
                }
            };
        }

        @Override
        public String synopsis() {
            return "toy";
        }
    }

    static final class ToyPaper implements Paper {
        @Override
        public String id() {
            return "toy";
        }

        @Override
        public List<Sweep> sweeps(Mode mode) {
            List<Sweep.Series> series =
                    List.of(new Sweep.Series("FCFS-a", "fcfs", null), new Sweep.Series("FCFS-b", "fcfs", null));
            return List.of(
                    new Sweep(
                            "toy-load",
                            "flat:8",
                            "toy",
                            null,
                            Map.of(),
                            300,
                            Double.NaN,
                            Sweep.Parameter.LOAD,
                            List.of(0.5, 1.0, 2.0),
                            series,
                            StoppingRule.fixed(3),
                            null,
                            "default",
                            PassMode.PER_TIME,
                            false),
                    new Sweep(
                            "toy-trace",
                            "flat:8",
                            "swf:{trace}",
                            "NO-SUCH-TRACE.swf.gz",
                            Map.of(),
                            0,
                            Double.NaN,
                            Sweep.Parameter.LOAD_FACTOR,
                            List.of(1.0),
                            series,
                            StoppingRule.fixed(1),
                            null,
                            "default",
                            PassMode.PER_TIME,
                            false));
        }

        @Override
        public List<Figure> figures() {
            return List.of(
                    new Figure(
                            "figA",
                            "wait",
                            "toy-load",
                            "meanWait",
                            "Load (jobs/time unit)",
                            "Mean wait (time units)",
                            1,
                            false,
                            List.of(),
                            List.of()),
                    new Figure(
                            "figB",
                            "utilization",
                            "toy-load",
                            "utilization",
                            "Load",
                            "Utilization (%)",
                            100,
                            false,
                            List.of(),
                            List.of()),
                    new Figure(
                            "figC",
                            "trace",
                            "toy-trace",
                            "meanWait",
                            "Load factor",
                            "Mean wait (s)",
                            1,
                            true,
                            List.of(),
                            List.of()));
        }

        @Override
        public List<Claim> claims() {
            return List.of(
                    Claims.custom(
                            "wait-grows", "waits grow with load", "qualitative", "monotone", List.of("toy-load"), r -> {
                                var s = r.series("toy-load", "FCFS-a");
                                Estimate growth = Results.contrast(List.of(
                                        new Results.Term(s.get(2), "meanWait", 1),
                                        new Results.Term(s.get(0), "meanWait", -1)));
                                return new Claim.Verdict(
                                        "growth " + growth, growth.negate().below(0));
                            }),
                    Claims.utilizationAtHeaviestLoad("impossible", "utilization is 99%", "toy-load", "FCFS-a", 99, 1),
                    Claims.bestOnAverage("trace", "needs the trace", "toy-trace", "meanWait", "FCFS-a"));
        }
    }

    static Registry registry() {
        return new Registry(
                Map.of("flat", new FlatMachineFactory()),
                Map.of("fcfs", new org.schedlab.core.registry.SchedulerFactory() {
                    @Override
                    public org.schedlab.core.sched.Scheduler create(Spec spec) {
                        return new FcfsScheduler();
                    }

                    @Override
                    public String synopsis() {
                        return "fcfs";
                    }
                }),
                Map.of("toy", new ToyWorkload()));
    }

    private static Reproduction.Summary run(Path out, int threads) throws IOException {
        ReproductionRunner runner = new ReproductionRunner(registry(), out.resolve("no-traces"), 7, threads);
        List<Integer> progress = new ArrayList<>();
        Reproduction.Summary s =
                Reproduction.execute(new ToyPaper(), "Toy paper", Mode.QUICK, out, runner, 7, "test", progress::add);
        // one unit per point (fixed(3) of 300 jobs is one block), plus the skipped trace sweep's two
        assertThat(progress).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
        return s;
    }

    @Test
    void writesCsvPngReportAndManifestAndKeepsFailuresVisible(@TempDir Path dir) throws IOException {
        Reproduction.Summary s = run(dir, 2);
        assertThat(s).isEqualTo(new Reproduction.Summary(1, 1, 0, 1, 0, 2, 1, List.of(), List.of()));
        assertThat(dir.resolve("figA.csv")).exists();
        assertThat(dir.resolve("figA.png")).exists();
        assertThat(dir.resolve("figB.png")).exists();
        assertThat(dir.resolve("figC.csv")).doesNotExist();
        List<String> csv = Files.readAllLines(dir.resolve("figB.csv"));
        assertThat(csv.get(0)).isEqualTo("series,x,metric,unit,mean,ci95,replications,stop,ruleRelError");
        assertThat(csv).hasSize(1 + 2 * 3);
        // figB draws utilization scaled by 100: the metric's name says percent (one unit per name)
        assertThat(csv.get(1)).startsWith("FCFS-a,0.5,utilizationPercent,").contains(",3,fixed,");
        String report = Files.readString(dir.resolve("report.md"));
        assertThat(report)
                .contains("Claims: 1 PASS, 1 FAIL, 0 INCONCLUSIVE, 1 SKIPPED.")
                .contains("| utilization is 99% | 99.00% |")
                .contains("SKIPPED: trace NO-SUCH-TRACE.swf.gz not found")
                .contains("![figA](figA.png)")
                .contains("- `toy-load`: FCFS-a = FCFS-b on every metric at every point, bit for bit.");
        String manifest = Files.readString(dir.resolve("manifest.json"));
        assertThat(manifest)
                .contains("\"seed\" : 7", "\"command\" : \"test\"", "\"NO-SUCH-TRACE.swf.gz\" : \"missing\"");
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage() >= 0) {
            assertThat(manifest).containsPattern("\"loadAverage\" : [0-9.]+"); // beside elapsedSeconds
        }
    }

    @Test
    void csvIsIdenticalWithOneOrManyThreads(@TempDir Path dir) throws IOException {
        run(dir.resolve("one"), 1);
        run(dir.resolve("three"), 3);
        for (String f : List.of("figA.csv", "figB.csv")) {
            assertThat(Files.readAllBytes(dir.resolve("three").resolve(f)))
                    .isEqualTo(Files.readAllBytes(dir.resolve("one").resolve(f)));
        }
    }
}
