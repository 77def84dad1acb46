package org.schedlab.experiments.repro.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.run.Registry;

/**
 * The runner's timing phase (wall-clock rounds after the simulations, one value per round and
 * point), points whose runs diverged, a sweep whose trace is missing, and a failing run.
 */
class ReproductionRunnerTest {
    @TempDir
    Path dir;

    static final String SPEC = """
            id: runner
            title: Runner
            sweeps:
              - id: timed
                machine: mesh:8x8
                workload: mesh-uniform
                jobs: 60
                parameter: load
                points: [0.5, 1.0]
                replications: {fixed: 2}
                timing: {warmup: 1, rounds: 3}
                series:
                  - {label: FF, scheduler: fcfs, allocator: first-fit}
                  - {label: MPL, scheduler: fcfs, allocator: mpl}
              - id: gang
                machine: "gang:16:1"
                workload: downey
                jobs: 200
                parameter: utilization
                points: [0.9]
                replications: {fixed: 2}
                series:
                  - {label: BC, scheduler: "gang:bc"}
              - id: traced
                machine: flat:128
                trace: missing.swf
                workload: "swf:{trace}"
                points: [1.0]
                parameter: load
                replications: {fixed: 1}
                timing: {warmup: 0, rounds: 2}
                series:
                  - {label: FCFS, scheduler: fcfs}
            """;

    private List<Sweep> sweeps(String spec) throws IOException {
        return ExperimentFile.load(Files.writeString(dir.resolve("runner.yaml"), spec))
                .sweeps(Mode.QUICK);
    }

    private ReproductionRunner runner() {
        return new ReproductionRunner(Registry.discover(), dir.resolve("traces"), 7, 2);
    }

    @Test
    void timingDivergedAndSkippedSweeps() throws IOException {
        List<Sweep> sweeps = sweeps(SPEC);
        List<Integer> progress = new ArrayList<>();
        Results r = runner().run(sweeps, progress::add);
        // 2 x 2 blocks and a timing unit, one gang block, a block and a timing unit of the trace
        assertThat(progress).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);

        // the timing phase: per point, one value per timed round of each of allocation and
        // release, and their sum; the simulated replications stay 2
        assertThat(r.points("timed")).hasSize(4);
        for (Results.Point p : r.points("timed")) {
            assertThat(p.replications()).isEqualTo(2);
            double[] a = p.samples("allocateNanos");
            double[] b = p.samples("releaseNanos");
            double[] sum = p.samples("allocateReleaseNanos");
            assertThat(a).hasSize(3);
            assertThat(b).hasSize(3);
            assertThat(sum).hasSize(3);
            for (int i = 0; i < 3; i++) {
                assertThat(a[i]).isPositive();
                assertThat(b[i]).isPositive();
                assertThat(sum[i]).isEqualTo(a[i] + b[i]);
            }
            assertThat(p.exact("allocateNanos")).isFalse();
            assertThat(p.samples("meanTurnaround")).hasSize(2);
        }

        // a gang machine of one row: the run stops, and its point is diverged, not a number
        assertThat(r.points("gang")).isEmpty();
        assertThat(r.diverged()).hasSize(1);
        Results.Point d = r.diverged().get(0);
        assertThat(d.sweep()).isEqualTo("gang");
        assertThat(d.series()).isEqualTo("BC");
        assertThat(d.x()).isEqualTo(0.9);
        assertThat(d.diverged()).isNotBlank();
        assertThat(d.metrics()).isEmpty();
        assertThat(d.stop().kind()).isEqualTo("diverged");
        assertThat(d.stop().metric()).isEqualTo("meanTurnaround");
        assertThat(r.divergedPoint("gang", "BC", 0.9)).isSameAs(d);

        // the trace is missing: the whole sweep is skipped, its timing unit too
        assertThat(r.skipReason("traced"))
                .isEqualTo("trace missing.swf not found in " + dir.resolve("traces")
                        + "; download it from the Parallel Workloads Archive and pass --traces DIR");
        assertThat(r.points("traced")).isEmpty();
    }

    @Test
    void unitsReportedToTheSinkAndTheTimingUnitLast() throws IOException {
        List<Sweep> sweeps = sweeps(SPEC);
        List<WorkUnit> units = WorkPlan.units(sweeps);
        List<String> seen = new ArrayList<>();
        Map<String, UnitResult> out =
                runner().execute(units, (u, res) -> seen.add(u.id() + " " + res.status()), 3, i -> {});
        // simulations first (in plan order), the timing units after them
        assertThat(seen)
                .containsExactlyInAnyOrder(
                        "timed/FF/0.5/r0-2 done",
                        "timed/FF/1/r0-2 done",
                        "timed/MPL/0.5/r0-2 done",
                        "timed/MPL/1/r0-2 done",
                        "gang/BC/0.9/r0-2 diverged",
                        "traced/FCFS/1/r0-1 skipped",
                        "timed/timing done",
                        "traced/timing skipped");
        assertThat(seen.subList(6, 8)).containsExactly("timed/timing done", "traced/timing skipped");
        assertThat(out.keySet())
                .containsExactly(
                        "timed/FF/0.5/r0-2",
                        "timed/FF/1/r0-2",
                        "timed/MPL/0.5/r0-2",
                        "timed/MPL/1/r0-2",
                        "gang/BC/0.9/r0-2",
                        "traced/FCFS/1/r0-1",
                        "timed/timing",
                        "traced/timing");
        Map<String, Map<String, double[]>> timings = out.get("timed/timing").timings();
        assertThat(timings.keySet())
                .containsExactly(
                        UnitResult.key("FF", 0.5),
                        UnitResult.key("MPL", 0.5),
                        UnitResult.key("FF", 1),
                        UnitResult.key("MPL", 1));
        assertThat(timings.get(UnitResult.key("FF", 0.5)).keySet())
                .containsExactly("allocateNanos", "releaseNanos", "allocateReleaseNanos");
        // assembling needs every unit
        Map<String, UnitResult> partial = new java.util.LinkedHashMap<>(out);
        partial.remove("gang/BC/0.9/r0-2");
        assertThatThrownBy(() -> runner().assemble(sweeps, partial))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("no result for work unit gang/BC/0.9/r0-2");
    }

    @Test
    void progressCountsOnFromTheUnitsAlreadyDone() throws IOException {
        List<Sweep> sweeps = sweeps(SPEC).subList(1, 2);
        List<Integer> progress = new ArrayList<>();
        runner().execute(WorkPlan.units(sweeps), (u, res) -> {}, 3, progress::add);
        assertThat(progress).containsExactly(4);
        assertThat(runner().pointCount(sweeps(SPEC))).isEqualTo(8);
    }

    @Test
    void aFailingRunFailsTheReproduction() throws IOException {
        // a job of 100 processors on a gang machine of 16: refused by the run in its worker thread
        // (not by the validation of the specs), and passed on as it is
        String spec = SPEC.replace("machine: \"gang:16:1\"", "machine: \"gang:16\"")
                .replace("workload: downey", "workload: \"jobs:" + jobs() + "\"")
                .replace("parameter: utilization", "parameter: template");
        List<Sweep> sweeps = sweeps(spec).subList(1, 2);
        assertThatThrownBy(() -> runner().run(sweeps, i -> {}))
                .isInstanceOf(BadInputException.class)
                .hasMessageEndingWith(
                        "jobs.csv:2: job 1 needs 100 processors but the machine serves at most 16 (oversize=drop drops"
                                + " such jobs)")
                .hasMessageNotContaining("sweep 'gang'");
    }

    private String jobs() throws IOException {
        return Files.writeString(dir.resolve("jobs.csv"), "id,submit,runtime,procs\n1,0,10,100\n")
                .toString();
    }

    @Test
    void aTraceInTheTraceFolderIsFound() throws IOException {
        Sweep traced = sweeps(SPEC).get(2);
        assertThat(runner().tracePath(traced)).isEqualTo(dir.resolve("traces").resolve("missing.swf"));
        assertThat(new ReproductionRunner(Registry.discover(), null, 7, 1).tracePath(traced))
                .isEqualTo(Path.of("missing.swf"));
        assertThat(runner().tracePath(sweeps(SPEC).get(0))).isNull();
        Results r = new ReproductionRunner(Registry.discover(), null, 7, 1).run(List.of(traced), i -> {});
        assertThat(r.skipReason("traced")).startsWith("trace missing.swf not found in (no trace directory);");
    }
}
