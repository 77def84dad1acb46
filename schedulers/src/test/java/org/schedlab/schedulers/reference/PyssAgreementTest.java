package org.schedlab.schedulers.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.testing.GoldenSchedule;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/**
 * Every pyss scheduler we reproduce equals pyss's own start times on a synthetic workload of 400
 * jobs (the files under {@code peers/}: the jobs and pyss's starts, measured by running pyss, never
 * its code). The traces themselves are compared by {@code scripts/compare-peers.sh}; CI has no
 * traces.
 */
class PyssAgreementTest {
    static List<Path> pyssFiles() throws IOException, URISyntaxException {
        Path dir = Path.of(PyssAgreementTest.class.getResource("/peers").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith("pyss-"))
                    .sorted()
                    .toList();
        }
    }

    private static Map<Integer, Double> run(GoldenSchedule golden, String spec) {
        return ScheduleRun.starts(
                Registered.scheduler(spec),
                new FlatAllocator(golden.capacity()),
                golden.jobs(),
                null,
                golden.passes(),
                golden.events());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pyssFiles")
    void startsEveryJobAtPyssSecond(Path file) throws IOException {
        GoldenSchedule golden = GoldenSchedule.read(file);
        assertThat(golden.jobs()).hasSize(400);
        assertThat(run(golden, golden.scheduler()))
                .as(file.getFileName().toString())
                .containsExactlyInAnyOrderEntriesOf(golden.expected());
    }

    /**
     * pyss's MauiScheduler with its default weights (wait only, in both lists) started every job of
     * the workload at the second its EasyBackfillScheduler did (measured); so does {@code maui}.
     */
    @org.junit.jupiter.api.Test
    void mauiWithItsDefaultWeightsIsPyssEasy() throws IOException, URISyntaxException {
        Path dir = Path.of(PyssAgreementTest.class.getResource("/peers").toURI());
        GoldenSchedule easy = GoldenSchedule.read(dir.resolve("pyss-EasyBackfillScheduler.csv"));
        assertThat(run(easy, "maui:expansion=whole")).containsExactlyInAnyOrderEntriesOf(easy.expected());
        assertThat(run(easy, "maui")).containsExactlyInAnyOrderEntriesOf(easy.expected());
    }

    /** Each variant's schedule differs from plain EASY's on the same workload, so each file tests its rule. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("pyssFiles")
    void everyVariantChangesTheSchedule(Path file) throws IOException {
        GoldenSchedule golden = GoldenSchedule.read(file);
        if (!golden.scheduler().equals("easy")) {
            GoldenSchedule easy = GoldenSchedule.read(file.resolveSibling("pyss-EasyBackfillScheduler.csv"));
            assertThat(golden.expected()).isNotEqualTo(easy.expected());
        }
    }
}
