package org.schedlab.workloads.csv;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.fuzz.FuzzTarget;
import org.schedlab.core.fuzz.Fuzzer;
import org.schedlab.core.fuzz.MessageRule;
import org.schedlab.core.fuzz.Mutation;
import org.schedlab.core.fuzz.Mutator;
import org.schedlab.core.job.Job;

/**
 * Fuzzing corpus for the jobs CSV reader (issue 13): valid files mutated with a fixed seed. Every
 * input must be read to its end or refused with a message naming the file and line.
 */
@Timeout(value = 20, unit = TimeUnit.MINUTES) // a hang guard only: the inputs bound the work
class JobsCsvFuzzTest {
    static final List<byte[]> SEEDS = List.of(
            bytes("# four jobs on a small mesh\n"
                    + "id,submit,runtime,procs,estimate,width,height\n"
                    + "1,0,10,4,,2,2\n"
                    + "2,1.5,3,,,3,1\n"
                    + "3,2,7,5,8,,\n"
                    + "4,2,0,1,0,1,1\n"),
            bytes("id,submit,runtime,procs\n1,0,100,4\n2,10,50,8\n3,20,30,2\n"),
            bytes("procs,runtime,submit,id,estimate\n"
                    + "\"16\",\"3600.5\",\"0\",\"7\",\"7200\"\n"
                    + "\n"
                    + "# a comment\n"
                    + "1, 1 , 86400 ,8,\n"));

    @TempDir
    Path dir;

    @Test
    void jobsCsvFiles() {
        Path file = dir.resolve("fuzz.csv");
        FuzzTarget target = input -> {
            Files.write(file, input);
            // every second input also allows unknown columns, so the reader gets past the header
            JobsCsvWorkload w = new JobsCsvWorkload(file, (input.length & 1) == 1);
            w.columns();
            w.provenance();
            for (Job j : w) {
                assertThat(j.procs()).isPositive();
            }
        };
        check(Fuzzer.named("jobs-csv"), 2000, file, target);
        // values only: rows keep their shape, so the numbers reach the job and shape checks
        Mutator numbers = new Mutator(List.of(Mutation.NUMBER, Mutation.NUMBER, Mutation.NUMBER, Mutation.SWAP_FIELDS));
        check(Fuzzer.named("jobs-csv-values").mutator(numbers), 800, file, target);
    }

    private static void check(Fuzzer fuzzer, int inputs, Path file, FuzzTarget target) {
        Fuzzer f = fuzzer.seeds(SEEDS).rule(MessageRule.fileAndLine(file.toString()));
        Fuzzer.Report regressions = f.replayRegressions(target);
        assertThat(regressions.failures()).as(regressions.describeFailures()).isEmpty();
        Fuzzer.Report r = f.inputs(inputs).run(target);
        assertThat(r.failures()).as(r.describeFailures()).isEmpty();
        assertThat(r.refusedSeeds()).as("seeds refused").isEmpty();
        assertThat(r.tried()).isEqualTo(inputs);
        assertThat(r.accepted()).isPositive();
        assertThat(r.refused()).isGreaterThan(inputs / 10);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
