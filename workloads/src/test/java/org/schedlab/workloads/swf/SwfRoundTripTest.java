package org.schedlab.workloads.swf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.profile.ConventionProfile;

/** Seeded random records survive a write and a read; a large file streams through. */
class SwfRoundTripTest {
    @TempDir
    Path dir;

    private static double time(UniformRandomProvider rng) {
        return switch (rng.nextInt(4)) {
            case 0 -> -1;
            case 1 -> rng.nextInt(1_000_000);
            case 2 -> rng.nextInt(100_000) / 100.0;
            default -> rng.nextDouble() * 1e6;
        };
    }

    private static SwfRecord randomRecord(UniformRandomProvider rng, int id, double submit) {
        return new SwfRecord(
                id,
                submit,
                time(rng),
                time(rng),
                rng.nextInt(-1, 1024),
                time(rng),
                time(rng),
                rng.nextInt(-1, 1024),
                time(rng),
                time(rng),
                rng.nextInt(-1, 6),
                rng.nextInt(-1, 500),
                rng.nextInt(-1, 50),
                rng.nextInt(-1, 2000),
                rng.nextInt(-1, 40),
                rng.nextInt(-1, 4),
                rng.nextInt(-1, id + 1),
                time(rng));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void randomRecordsRoundTrip(long seed) {
        UniformRandomProvider rng = new RandomStreams(seed, 0).stream("records");
        List<SwfRecord> records = new ArrayList<>();
        double submit = 0;
        for (int i = 1; i <= 500; i++) {
            submit += rng.nextInt(3) == 0 ? rng.nextDouble() * 100 : rng.nextInt(100);
            records.add(randomRecord(rng, i, submit));
        }
        SwfHeader header = new SwfHeader(List.of(
                new SwfHeader.Entry("Version", "2.2"),
                new SwfHeader.Entry("MaxProcs", "1024"),
                new SwfHeader.Entry("Note", "seed " + seed)));
        Path p = dir.resolve("r" + seed + (seed % 2 == 0 ? ".swf.gz" : ".swf"));
        SwfWriter.write(p, header, records);
        List<SwfRecord> back = new ArrayList<>();
        try (SwfReader in = SwfReader.open(p)) {
            assertThat(in.header()).isEqualTo(header);
            in.forEachRemaining(back::add);
        }
        assertThat(back).isEqualTo(records);
    }

    /** 200,000 job lines: read lazily, one at a time, in a fraction of a second. */
    @Test
    void largeFileStreams() throws IOException {
        Path p = dir.resolve("large.swf.gz");
        int n = 200_000;
        try (Writer w = TextFiles.create(p)) {
            for (int i = 1; i <= n; i++) {
                w.write(i + " " + i + " 0 10 " + (i % 64 + 1) + " -1 -1 -1 20 -1 1 1 1 1 1 1 -1 -1\n");
            }
        }
        SwfWorkload workload = new SwfWorkload(p, ConventionProfile.DEFAULT, OptionalInt.empty(), 0);
        long count = 0;
        long sizes = 0;
        for (Job j : workload) {
            count++;
            sizes += j.procs();
        }
        assertThat(count).isEqualTo(n);
        assertThat(sizes).isEqualTo((long) n / 64 * (64 * 65 / 2));
        assertThat(workload.provenance()).containsEntry("kept", (long) n);
    }
}
