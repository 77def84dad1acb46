package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.testing.GoldenSchedule;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/** Every hand-computed schedule under {@code golden/} reproduces exactly on the engine. */
class GoldenScheduleTest {
    static List<Path> goldenFiles() throws IOException, URISyntaxException {
        Path dir = Path.of(GoldenScheduleTest.class.getResource("/golden").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldenFiles")
    void reproducesHandComputedStarts(Path file) throws IOException {
        GoldenSchedule golden = GoldenSchedule.read(file);
        Map<Integer, Double> starts = ScheduleRun.starts(
                Registered.scheduler(golden.scheduler()),
                golden.allocator(),
                golden.jobs(),
                null,
                golden.passes(),
                golden.events());
        assertThat(starts).as(file.getFileName().toString()).containsExactlyInAnyOrderEntriesOf(golden.expected());
    }

    /**
     * Every golden schedule on the line shows that topology decides: the same jobs on a flat
     * machine of the same size, where counts decide, start differently.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("goldenFiles")
    void onALineTopologyDecides(Path file) throws IOException {
        GoldenSchedule golden = GoldenSchedule.read(file);
        Assumptions.assumeTrue(golden.machine().equals("line"), "not on the line");
        Map<Integer, Double> starts = ScheduleRun.starts(
                Registered.scheduler(golden.scheduler()),
                new FlatAllocator(golden.capacity()),
                golden.jobs(),
                null,
                golden.passes(),
                golden.events());
        assertThat(starts).as(file.getFileName().toString()).isNotEqualTo(golden.expected());
    }

    /**
     * Every golden schedule that sets a rule (a scheduler option or an event order) shows it: the
     * same jobs under the plain scheduler and SchedLab's event order start differently.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("goldenFiles")
    void everyRuleChangesItsSchedule(Path file) throws IOException {
        GoldenSchedule golden = GoldenSchedule.read(file);
        String plain = golden.scheduler().split(":", -1)[0];
        boolean rule = golden.scheduler().contains("=") || !golden.events().isDefault();
        Assumptions.assumeTrue(rule, "no rule set");
        Map<Integer, Double> starts =
                ScheduleRun.starts(Registered.scheduler(plain), golden.allocator(), golden.jobs(), golden.passes());
        assertThat(starts).as(file.getFileName().toString()).isNotEqualTo(golden.expected());
    }

    @Test
    void everyRegisteredSchedulerHasAGoldenSchedule() throws IOException, URISyntaxException {
        Set<String> covered = new HashSet<>();
        for (Path file : goldenFiles()) {
            covered.add(GoldenSchedule.read(file).scheduler().split(":", -1)[0]);
        }
        assertThat(covered).containsAll(Registered.factories().keySet());
    }
}
