package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.schedulers.testing.GoldenSchedule;
import org.schedlab.schedulers.testing.Registered;
import org.schedlab.schedulers.testing.ScheduleRun;

/** Every hand-computed schedule under {@code golden/} reproduces exactly on the engine. */
class GoldenScheduleTest {
    static Stream<Path> goldenFiles() throws IOException, URISyntaxException {
        Path dir = Path.of(GoldenScheduleTest.class.getResource("/golden").toURI());
        return Files.list(dir).filter(p -> p.toString().endsWith(".csv")).sorted();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldenFiles")
    void reproducesHandComputedStarts(Path file) throws IOException {
        GoldenSchedule golden = GoldenSchedule.read(file);
        Map<Integer, Double> starts = ScheduleRun.starts(
                Registered.scheduler(golden.scheduler()), new FlatAllocator(golden.capacity()), golden.jobs());
        assertThat(starts).as(file.getFileName().toString()).containsExactlyInAnyOrderEntriesOf(golden.expected());
    }

    @Test
    void everyRegisteredSchedulerHasAGoldenSchedule() throws IOException, URISyntaxException {
        try (Stream<Path> files = goldenFiles()) {
            var covered = files.map(f -> {
                        try {
                            return GoldenSchedule.read(f).scheduler().split(":")[0];
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    })
                    .collect(java.util.stream.Collectors.toSet());
            assertThat(covered).containsAll(Registered.factories().keySet());
        }
    }
}
