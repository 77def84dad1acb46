package org.schedlab.workloads.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/** Jobs CSV corners: a byte order mark, the largest shape, buffered writers and the factory's options. */
class JobsCsvEdgeTest {
    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        Path p = dir.resolve("jobs.csv");
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    private static List<Job> jobs(Workload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    @Test
    void aByteOrderMarkBeforeTheHeaderIsSkipped() throws IOException {
        JobsCsvWorkload w = new JobsCsvWorkload(file("\uFEFFid,submit,runtime,procs\n1,0,10,4\n"), false);
        assertThat(w.columns()).containsExactly("id", "submit", "runtime", "procs");
        assertThat(jobs(w)).containsExactly(Job.of(1, 0, 10, 4));
    }

    @Test
    void aShapeOfExactlyIntMaxProcessorsFitsAndOneMoreDoesNot() throws IOException {
        // 2^31 - 1 is prime: the only such shape is 1 x 2147483647
        List<Job> one =
                jobs(new JobsCsvWorkload(file("id,submit,runtime,procs,width,height\n1,0,1,,1,2147483647\n"), false));
        assertThat(one).singleElement().extracting(Job::procs).isEqualTo(Integer.MAX_VALUE);
        JobsCsvWorkload over =
                new JobsCsvWorkload(file("id,submit,runtime,procs,width,height\n1,0,1,,2,1073741824\n"), false);
        assertThatThrownBy(() -> jobs(over))
                .isInstanceOf(BadInputException.class)
                .hasMessageEndingWith("jobs.csv:2: shape 2x1073741824 has more than 2147483647 processors");
    }

    @Test
    void aDirectoryIsNotAReadableJobsFile() {
        assertThatThrownBy(() -> new JobsCsvWorkload(dir, false))
                .isInstanceOf(BadInputException.class)
                .hasMessage(dir + ": not a readable file");
    }

    @Test
    void writingThroughABufferedWriterLeavesNothingInItsBuffer() throws IOException {
        StringWriter text = new StringWriter();
        BufferedWriter buffered = new BufferedWriter(text, 1 << 16);
        JobsCsv.write(buffered, List.of(Job.of(1, 0, 10, 4)));
        // not closed, not flushed by the caller
        assertThat(text.toString()).isEqualTo("id,submit,runtime,estimate,procs,width,height\n1,0,10,10,4,,\n");
    }

    private static WorkloadParams params(boolean machine, Map<String, String> options) {
        return new WorkloadParams(
                machine ? new FlatMachineFactory().create(Spec.of("flat:4"), null) : null,
                new RandomStreams(1, 0),
                Double.NaN,
                Double.NaN,
                0,
                options);
    }

    @Test
    void theFactoryDropsRowsLargerThanItsMachineAndRefusesUnknownOptions() throws IOException {
        Path p = file("id,submit,runtime,procs\n1,0,10,4\n2,1,10,8\n3,2,10,1\n");
        Spec spec = Spec.of("jobs:" + p);
        Workload w = new JobsWorkloadFactory().create(spec, params(true, Map.of("oversize", "drop")));
        assertThat(jobs(w)).extracting(Job::id).containsExactly(1, 3);
        assertThatThrownBy(() -> new JobsWorkloadFactory().create(spec, params(false, Map.of("oversize", "drop"))))
                .isInstanceOf(BadInputException.class)
                .hasMessage("option oversize=drop needs a machine to compare the jobs with");
        assertThatThrownBy(() -> new JobsWorkloadFactory().create(spec, params(true, Map.of("colour", "red"))))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown option 'colour'");
        // without a machine and the default oversize=keep every row is kept
        assertThat(jobs(new JobsWorkloadFactory().create(spec, params(false, Map.of()))))
                .extracting(Job::id)
                .containsExactly(1, 2, 3);
    }
}
