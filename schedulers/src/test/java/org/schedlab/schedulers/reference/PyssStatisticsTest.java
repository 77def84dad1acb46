package org.schedlab.schedulers.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.metrics.ConventionStatistics;
import org.schedlab.core.metrics.StatisticsConventions;
import org.schedlab.core.testing.GoldenSchedule;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/**
 * pyss's statistics conventions ({@code trim=1:late=drop:unit=drop}, tail from bounded slowdown 3)
 * give the figures pyss's {@code print_statistics} printed for its EasyBackfillScheduler on the
 * 400-job synthetic workload of {@code peers/pyss-EasyBackfillScheduler.csv} (golden numbers, measured
 * by running pyss at 44a24235 under Python 2.7; its times are in minutes, printed to 12 digits).
 */
class PyssStatisticsTest {
    @Test
    void easyOnTheSyntheticWorkloadCountsAsPyss() throws IOException, URISyntaxException {
        GoldenSchedule golden = GoldenSchedule.read(Path.of(PyssStatisticsTest.class
                .getResource("/peers/pyss-EasyBackfillScheduler.csv")
                .toURI()));
        ConventionStatistics stats =
                new ConventionStatistics(StatisticsConventions.parse("test", "trim=1:late=drop:unit=drop"), 10);
        ScheduleRun.starts(
                Registered.scheduler(golden.scheduler()),
                new FlatAllocator(golden.capacity()),
                golden.jobs(),
                stats,
                golden.passes(),
                golden.events());
        Map<String, Double> s = stats.summary();
        // pyss: "Number of jobs used to calculate statistics: 160", "Total Number of jobs: 394"
        assertThat(s.get("jobs")).isEqualTo(160);
        assertThat(s.get("droppedUnit")).isEqualTo(6);
        assertThat(s.get("trimmed")).isEqualTo(3);
        assertThat(s.get("meanWait") / 60).isCloseTo(68.999375, within(1e-9));
        assertThat(s.get("meanResponse") / 60).isCloseTo(93.4017708333, within(1e-9));
        assertThat(s.get("meanSlowdown")).isCloseTo(1103.99904707, within(1e-8));
        assertThat(s.get("meanBoundedSlowdown")).isCloseTo(174.997529214, within(1e-9));
        assertThat(s.get("meanEstimatedSlowdown")).isCloseTo(1052.21561805, within(1e-8));
        assertThat(s.get("tailBoundedSlowdown")).isCloseTo(320.708022015, within(1e-9));
        assertThat(s.get("tailJobs")).isEqualTo(87);
        assertThat(s.get("tailShare")).isEqualTo(87.0 / 160);
    }
}
