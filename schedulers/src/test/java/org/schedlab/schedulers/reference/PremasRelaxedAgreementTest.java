package org.schedlab.schedulers.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.testing.GoldenSchedule;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/**
 * PReMAS's relaxed conservative family and scan scheduler, each as {@code --profile premas} maps
 * it, start every job of a 400-job synthetic workload at PReMAS's own second: the files hold
 * PReMAS's starts, numbers measured from it, never its code. Each file also differs from plain
 * conservative backfilling under PReMAS's rules (or, for scan, from FCFS), so it shows its rule.
 */
class PremasRelaxedAgreementTest {
    private static final String PREMAS_CONSERVATIVE =
            "conservative:compress=planned-start:compress-when=per-departure:compress-on-time=no:zero=first-change";

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "premas-opp.csv",
                "premas-opp5.csv",
                "premas-opp1.csv",
                "premas-opplarge.csv",
                "premas-restric.csv",
                "premas-restricshort.csv",
                "premas-max.csv",
                "premas-elc5.csv",
                "premas-elc1.csv",
                "premas-scanup.csv",
                "premas-scandown.csv",
                "premas-scanpow.csv",
                "premas-scan3down.csv"
            })
    void startsEqualPremas(String name) throws IOException, URISyntaxException {
        GoldenSchedule golden = GoldenSchedule.read(Path.of(
                PremasRelaxedAgreementTest.class.getResource("/peers/" + name).toURI()));
        Map<Integer, Double> starts = ScheduleRun.starts(
                Registered.scheduler(golden.scheduler()),
                golden.allocator(),
                golden.jobs(),
                null,
                golden.passes(),
                golden.events());
        assertThat(golden.expected()).hasSize(400);
        assertThat(starts).as(name).containsExactlyInAnyOrderEntriesOf(golden.expected());
        String plain = golden.scheduler().startsWith("scan") ? "fcfs" : PREMAS_CONSERVATIVE;
        Map<Integer, Double> other = ScheduleRun.starts(
                Registered.scheduler(plain), golden.allocator(), golden.jobs(), null, golden.passes(), golden.events());
        assertThat(other).as(name + " against " + plain).isNotEqualTo(golden.expected());
    }
}
