package org.schedlab.workloads.batsim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/**
 * Batsim JSON workloads written by hand from Batsim's documentation ({@code docs/input-workload.rst}
 * of oar-team/batsim): both profile spellings, the walltime rule, the order, and one negative test
 * per malformed input.
 */
class BatsimWorkloadTest {
    @TempDir
    Path dir;

    /** Four jobs in Batsim 4's spelling: integer and string ids, one job without a walltime, one cut. */
    static final String V4 = """
            {
              "nb_res": 4,
              "jobs": [
                {"id": 1, "subtime": 0, "walltime": 100, "res": 4, "profile": "p20"},
                {"id": "2", "subtime": 5, "walltime": 30, "res": 1, "profile": "p50"},
                {"id": "w0!3", "subtime": 5, "res": 2, "profile": "p20", "extra_data": "{}"},
                {"id": 4, "subtime": 1.5, "walltime": 10, "res": 3, "profile": "p20.25"}
              ],
              "profiles": {
                "p20": {"type": "delay", "delay": 20},
                "p50": {"type": "delay", "delay": 50, "ret": 0},
                "p20.25": {"type": "delay", "delay": 20.25},
                "unused": {"type": "parallel", "cpu": [1], "com": [0]}
              }
            }
            """;

    private Path file(String text) throws IOException {
        Path p = dir.resolve("w.json");
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    private static List<Job> jobs(BatsimWorkload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    private BatsimWorkload read(String text) throws IOException {
        return new BatsimWorkload(file(text), OptionalInt.empty(), false);
    }

    @Test
    void batsim4WorkloadGivesTheJobsInSubmitOrder() throws IOException {
        BatsimWorkload w = read(V4);
        assertThat(w.nbRes()).isEqualTo(4);
        assertThat(jobs(w))
                .containsExactly(
                        new Job(1, 0, 20, 100, 4, new ProcessorRequest(4)),
                        // delay 20.25 longer than the walltime 10: Batsim stops it at the walltime
                        new Job(4, 1.5, 10, 10, 3, new ProcessorRequest(3)),
                        // delay 50 cut to the walltime 30
                        new Job(2, 5, 30, 30, 1, new ProcessorRequest(1)),
                        // no walltime: the estimate is the runtime; equal submit times keep file order
                        new Job(3, 5, 20, 20, 2, new ProcessorRequest(2)));
        Map<String, Object> p = w.provenance();
        assertThat(p).containsEntry("format", "batsim-json").containsEntry("nb_res", 4);
        assertThat(p)
                .containsEntry("walltime-reached", 2L)
                .containsEntry("kept", 4L)
                .containsEntry("records", 4L);
        // a second pass gives the same jobs
        assertThat(jobs(w)).isEqualTo(jobs(w));
    }

    @Test
    void batsim5SpellingAndMinusOneWalltimeAreRead() throws IOException {
        BatsimWorkload w = read("""
                {"nb_res": 2, "jobs": [{"id": "7", "subtime": 3, "walltime": -1, "res": 2, "profile": "d"}],
                 "profiles": {"d": {"type": "DelayProfile", "delay": 20.25}}}
                """);
        assertThat(jobs(w)).containsExactly(new Job(7, 3, 20.25, 20.25, 2, new ProcessorRequest(2)));
        assertThat(w.provenance()).containsEntry("profileTypes", "DelayProfile");
    }

    @Test
    void writtenWorkloadsReadBackEqual() throws IOException {
        List<Job> jobs = jobs(read(V4));
        for (int version : new int[] {4, 5}) {
            StringWriter out = new StringWriter();
            BatsimJson.Written written = BatsimJson.write(out, jobs, 4, version, "a \"quoted\" note");
            assertThat(written.jobs()).isEqualTo(4);
            assertThat(written.profiles()).isEqualTo(3); // runtimes 20, 10, 30
            assertThat(out.toString()).contains(version == 4 ? "\"type\": \"delay\"" : "\"type\": \"DelayProfile\"");
            assertThat(jobs(read(out.toString()))).isEqualTo(jobs);
        }
    }

    @Test
    void theFactoryRegistersBatsimAndDropsOversizeJobsWhenTold() throws IOException {
        Path f = file(V4);
        var machine = new org.schedlab.core.flat.FlatMachineFactory().create(Spec.parse("--machine", "flat:3"), null);
        BatsimWorkloadFactory factory = new BatsimWorkloadFactory();
        WorkloadParams drop = new WorkloadParams(
                machine, new RandomStreams(1, 0), Double.NaN, Double.NaN, 0, Map.of("oversize", "drop"));
        var w = factory.create(Spec.parse("--workload", "batsim:" + f, "batsim"), drop);
        List<Job> kept = new ArrayList<>();
        w.forEach(kept::add);
        assertThat(kept).extracting(Job::id).containsExactly(4, 2, 3);
        WorkloadParams keep = new WorkloadParams(machine, new RandomStreams(1, 0), Double.NaN, Double.NaN, 0, Map.of());
        assertThatThrownBy(() -> factory.create(Spec.parse("--workload", "batsim:" + f, "batsim"), keep))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("/jobs/0/res: job 1 needs 4 processors but the machine serves at most 3");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            syntax error               | {"nb_res": 4, "jobs": [}                                              | :1:24: malformed JSON
            not an object              | [1, 2]                                                                | /: the workload is a JSON array, not an object
            no nb_res                  | {"jobs": [], "profiles": {}}                                          | /nb_res: missing (nb_res
            bad nb_res                 | {"nb_res": 0, "jobs": [], "profiles": {}}                             | /nb_res: not a positive integer: 0
            no jobs                    | {"nb_res": 1, "profiles": {}}                                         | /jobs: missing (an array of jobs)
            no profiles                | {"nb_res": 1, "jobs": []}                                             | /profiles: missing (an object of profiles)
            duplicate key              | {"nb_res": 1, "nb_res": 2, "jobs": [], "profiles": {}}                | malformed JSON: Duplicate field 'nb_res'
            string id                  | {"nb_res": 1, "jobs": [{"id": "delay", "subtime": 0, "res": 1, "profile": "d"}], "profiles": {"d": {"type": "delay", "delay": 1}}} | /jobs/0/id: job id "delay" is not an integer
            duplicate id               | {"nb_res": 1, "jobs": [{"id": 1, "subtime": 0, "res": 1, "profile": "d"}, {"id": "1", "subtime": 0, "res": 1, "profile": "d"}], "profiles": {"d": {"type": "delay", "delay": 1}}} | /jobs/1/id: duplicate job id 1 (also /jobs/0)
            negative subtime           | {"nb_res": 1, "jobs": [{"id": 1, "subtime": -1, "res": 1, "profile": "d"}], "profiles": {"d": {"type": "delay", "delay": 1}}} | /jobs/0/subtime: negative submit time -1
            zero res                   | {"nb_res": 1, "jobs": [{"id": 1, "subtime": 0, "res": 0, "profile": "d"}], "profiles": {"d": {"type": "delay", "delay": 1}}} | /jobs/0/res: not a positive integer: 0
            bad walltime               | {"nb_res": 1, "jobs": [{"id": 1, "subtime": 0, "walltime": 0, "res": 1, "profile": "d"}], "profiles": {"d": {"type": "delay", "delay": 1}}} | /jobs/0/walltime: walltime 0 is neither > 0 nor -1 (none)
            missing profile            | {"nb_res": 1, "jobs": [{"id": 1, "subtime": 0, "res": 1, "profile": "x"}], "profiles": {}} | /jobs/0/profile: no profile 'x' in /profiles
            other profile type         | {"nb_res": 1, "jobs": [{"id": 1, "subtime": 0, "res": 1, "profile": "p/1"}], "profiles": {"p/1": {"type": "ParallelTaskProfile", "cpu": [1]}}} | /profiles/p~11/type: profile type 'ParallelTaskProfile' cannot be run
            delay not a number         | {"nb_res": 1, "jobs": [{"id": 1, "subtime": 0, "res": 1, "profile": "d"}], "profiles": {"d": {"type": "delay", "delay": "5"}}} | /profiles/d/delay: not a number: "5"
            """)
    void malformedWorkloadsAreRefusedNamingThePlace(String name, String json, String message) throws IOException {
        Path f = file(json);
        assertThatThrownBy(() -> new BatsimWorkload(f, OptionalInt.empty(), false))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(f.toString())
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void aMissingFileIsRefused() {
        assertThatThrownBy(() -> new BatsimWorkload(dir.resolve("none.json"), OptionalInt.empty(), false))
                .isInstanceOf(BadInputException.class)
                .hasMessageEndingWith("none.json: no such file");
    }
}
