package org.schedlab.workloads.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.spec.BadInputException;

class JobsCsvTest {
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

    private List<Job> read(String text) throws IOException {
        return jobs(new JobsCsvWorkload(file(text), false));
    }

    @Test
    void requiredColumnsOnly() throws IOException {
        assertThat(read("id,submit,runtime,procs\n1,0,10,4\n2,2.5,3,1\n"))
                .containsExactly(Job.of(1, 0, 10, 4), Job.of(2, 2.5, 3, 1));
    }

    @Test
    void anyColumnOrderCommentsBlankLinesAndEstimates() throws IOException {
        String text = "# made by hand\n\nprocs, estimate ,id,runtime,submit\n\n4,20,1,10,0\n# between\n2,,2,5,1\n";
        assertThat(read(text))
                .containsExactly(
                        new Job(1, 0, 10, 20, 4, new ProcessorRequest(4)),
                        new Job(2, 1, 5, 5, 2, new ProcessorRequest(2)));
    }

    @Test
    void shapesGiveShapedRequestsAndDefaultProcs() throws IOException {
        String text = "id,submit,runtime,procs,width,height\n1,0,1,,2,3\n2,0,1,17,3,6\n3,0,1,5,,\n";
        assertThat(read(text))
                .containsExactly(
                        new Job(1, 0, 1, 1, 6, new ShapedRequest(2, 3)),
                        new Job(2, 0, 1, 1, 17, new ShapedRequest(3, 6)),
                        Job.of(3, 0, 1, 5));
    }

    @Test
    void writeThenReadGivesEqualJobs() throws IOException {
        List<Job> jobs = List.of(
                new Job(1, 0, 10.25, 20, 4, new ProcessorRequest(4)),
                new Job(5, 3.5, 1e-3, 0.001, 6, new ShapedRequest(2, 3)),
                new Job(9, 1e6, 0, 7, 17, new ShapedRequest(3, 6)));
        for (String name : List.of("out.csv", "out.csv.gz")) {
            Path p = dir.resolve(name);
            JobsCsv.write(p, jobs);
            assertThat(jobs(new JobsCsvWorkload(p, false))).isEqualTo(jobs);
        }
        assertThat(Files.readString(dir.resolve("out.csv")))
                .startsWith("id,submit,runtime,estimate,procs,width,height\n1,0,10.25,20,4,,\n");
    }

    @Test
    void eachIterationRestarts() throws IOException {
        JobsCsvWorkload w = new JobsCsvWorkload(file("id,submit,runtime,procs\n1,0,10,4\n"), false);
        assertThat(jobs(w)).isEqualTo(jobs(w)).hasSize(1);
        assertThat(w.provenance()).containsEntry("format", "jobs-csv").containsEntry("source", "jobs.csv");
    }

    @Test
    void unknownColumnIgnoredOnRequest() throws IOException {
        Path p = file("id,submit,runtime,procs,user\n1,0,10,4,alice\n");
        assertThat(jobs(new JobsCsvWorkload(p, true))).containsExactly(Job.of(1, 0, 10, 4));
    }

    private void assertBad(String text, String message) throws IOException {
        Path p = file(text);
        assertThatThrownBy(() -> jobs(new JobsCsvWorkload(p, false)))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + message);
    }

    @Test
    void missingFile() {
        Path p = dir.resolve("none.csv");
        assertThatThrownBy(() -> new JobsCsvWorkload(p, false))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + ": no such file");
    }

    @Test
    void emptyFileHasNoHeader() throws IOException {
        assertBad("# only a comment\n", ":1: missing header line (expected id,submit,runtime,procs)");
    }

    @Test
    void missingRequiredColumn() throws IOException {
        assertBad("id,submit,procs\n1,0,4\n", ":1: missing column runtime");
    }

    @Test
    void unknownColumn() throws IOException {
        assertBad(
                "id,submit,runtime,procs,user\n1,0,1,1,a\n",
                ":1: unknown column 'user' (known: id, submit, runtime, procs, estimate, width, height;"
                        + " use unknown-columns=ignore to skip it)");
    }

    @Test
    void widthWithoutHeightColumn() throws IOException {
        assertBad("id,submit,runtime,procs,width\n1,0,1,1,1\n", ":1: columns width and height go together");
    }

    @Test
    void duplicateColumn() throws IOException {
        Path p = file("id,submit,runtime,procs,id\n");
        assertThatThrownBy(() -> new JobsCsvWorkload(p, false))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(p + ":1: bad header:");
    }

    @Test
    void wrongFieldCount() throws IOException {
        assertBad("id,submit,runtime,procs\n1,0,1,1\n\n2,0,1\n", ":4: expected 4 fields, found 3");
    }

    @Test
    void textInSubmit() throws IOException {
        assertBad("id,submit,runtime,procs\n1,soon,1,1\n", ":2: column submit: 'soon' is not a number >= 0");
    }

    @Test
    void negativeRuntime() throws IOException {
        assertBad("id,submit,runtime,procs\n1,0,-1,1\n", ":2: column runtime: '-1' is not a number >= 0");
    }

    @Test
    void badId() throws IOException {
        assertBad("id,submit,runtime,procs\nj1,0,1,1\n", ":2: column id: 'j1' is not an integer");
    }

    @Test
    void zeroProcs() throws IOException {
        assertBad("id,submit,runtime,procs\n1,0,1,0\n", ":2: column procs: '0' is not a positive integer");
    }

    @Test
    void emptyProcsWithoutShape() throws IOException {
        assertBad(
                "id,submit,runtime,procs,width,height\n1,0,1,,,\n",
                ":2: column procs is empty and there is no width and height");
    }

    @Test
    void halfAShape() throws IOException {
        assertBad("id,submit,runtime,procs,width,height\n1,0,1,,2,\n", ":2: give both width and height, or neither");
    }

    @Test
    void procsLargerThanShape() throws IOException {
        assertBad("id,submit,runtime,procs,width,height\n1,0,1,7,2,3\n", ":2: procs 7 is larger than the shape 2x3");
    }

    @Test
    void unsortedRows() throws IOException {
        assertBad(
                "id,submit,runtime,procs\n1,5,1,1\n2,4,1,1\n",
                ":3: submit time 4 is earlier than the previous row's (rows must be sorted by submit time)");
    }

    @Test
    void unclosedQuote() throws IOException {
        Path p = file("id,submit,runtime,procs\n1,0,1,\"1\n");
        assertThatThrownBy(() -> jobs(new JobsCsvWorkload(p, false)))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(p + ":");
    }

    /** Issue 13 (fuzz review): 65536 x 65536 overflowed an int to 0 processors. */
    @Test
    void shapeLargerThanAnIntIsRefused() throws IOException {
        assertBad(
                "id,submit,runtime,procs,width,height\n1,0,10,,65536,65536\n",
                ":2: shape 65536x65536 has more than 2147483647 processors");
        assertBad(
                "id,submit,runtime,procs,width,height\n1,0,10,4,65536,65537\n",
                ":2: shape 65536x65537 has more than 2147483647 processors");
    }

    private static final String OVERSIZE_ROWS =
            "id,submit,runtime,procs,width,height\n1,0,1,64,,\n2,1,1,65,,\n" + "3,2,1,100,10,10\n4,3,1,2,,\n";

    @Test
    void aCountAboveTheLargestRequestIsRefusedWithFileAndLine() throws IOException {
        Path p = file(OVERSIZE_ROWS);
        JobsCsvWorkload w = new JobsCsvWorkload(p, false, OptionalInt.of(64), false);
        assertThatThrownBy(() -> jobs(w))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + ":3: job 2 needs 65 processors but the machine serves at most 64"
                        + " (oversize=drop drops such jobs)");
    }

    @Test
    void oversizeDropDropsCountsOnlyAndCountsThem() throws IOException {
        JobsCsvWorkload w = new JobsCsvWorkload(file(OVERSIZE_ROWS), false, OptionalInt.of(64), true);
        assertThat(w.provenance()).containsEntry("oversize", "drop").doesNotContainKey("dropped");
        // a shaped row is the machine's to judge (its shape, not its count): it stays
        assertThat(jobs(w))
                .containsExactly(
                        Job.of(1, 0, 1, 64), new Job(3, 2, 1, 1, 100, new ShapedRequest(10, 10)), Job.of(4, 3, 1, 2));
        assertThat(w.provenance())
                .containsEntry("records", 4L)
                .containsEntry("kept", 3L)
                .containsEntry("dropped", Map.of("oversize", 1L));
    }

    @Test
    void withoutAMachineNothingIsTooLargeAndDropIsRefused() throws IOException {
        Path p = file(OVERSIZE_ROWS);
        assertThat(jobs(new JobsCsvWorkload(p, false, OptionalInt.empty(), false)))
                .hasSize(4);
        assertThat(new JobsCsvWorkload(p, false).provenance()).doesNotContainKeys("oversize", "records", "dropped");
        assertThatThrownBy(() -> new JobsCsvWorkload(p, false, OptionalInt.empty(), true))
                .isInstanceOf(BadInputException.class)
                .hasMessage("option oversize=drop needs a machine to compare the jobs with");
    }

    @Test
    void theLargestRequestItselfIsKept() throws IOException {
        Path p = file("id,submit,runtime,procs\n1,0,1,64\n");
        assertThat(jobs(new JobsCsvWorkload(p, false, OptionalInt.of(64), false)))
                .containsExactly(Job.of(1, 0, 1, 64));
    }
}
