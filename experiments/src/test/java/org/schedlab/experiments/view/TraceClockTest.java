package org.schedlab.experiments.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.profile.ConventionProfile;
import org.schedlab.workloads.swf.SwfHeader;

/** When a schedule's time 0 was: from an SWF header, or from the view command's options. */
class TraceClockTest {
    private static SwfHeader header(String... keyValues) {
        List<SwfHeader.Entry> e = new java.util.ArrayList<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            e.add(new SwfHeader.Entry(keyValues[i], keyValues[i + 1]));
        }
        return new SwfHeader(e);
    }

    @Test
    void aTracesStartAndZoneComeFromItsHeader() {
        SwfHeader h = header("UnixStartTime", "956700003", "TimeZone", "-28800", "TimeZoneString", "US/Pacific");
        TraceClock c = TraceClock.ofSwf(h, ConventionProfile.DEFAULT).orElseThrow();
        assertThat(c.unixStart()).isEqualTo(956_700_003L);
        assertThat(c.zoneName()).isEqualTo("US/Pacific");
        // 2000-04-25 22:00:03 UTC is 15:00:03 in California (daylight saving time)
        assertThat(c.format(0)).isEqualTo("2000-04-25 15:00");
        assertThat(c.format(3600.9)).isEqualTo("2000-04-25 16:00");
    }

    @Test
    void noDatesWhenTheTimesAreNotTheLoggedOnes() {
        SwfHeader h = header("UnixStartTime", "956700003", "TimeZoneString", "US/Pacific");
        assertThat(TraceClock.ofSwf(h, ConventionProfile.fromOptions(Map.of("origin", "zero"))))
                .isEmpty();
        assertThat(TraceClock.ofSwf(h, ConventionProfile.fromOptions(Map.of("load-factor", "1.5"))))
                .isEmpty();
        assertThat(TraceClock.ofSwf(header("MaxProcs", "128"), ConventionProfile.DEFAULT))
                .isEmpty();
        assertThat(TraceClock.ofSwf(header("UnixStartTime", "yesterday"), ConventionProfile.DEFAULT))
                .isEmpty();
    }

    @Test
    void aZoneJavaDoesNotKnowOrNoneIsUtc() {
        Optional<TraceClock> c = TraceClock.ofSwf(
                header("UnixStartTime", "0", "TimeZoneString", "Nowhere/Atlantis"), ConventionProfile.DEFAULT);
        assertThat(c.orElseThrow().zone()).isEqualTo(ZoneOffset.UTC);
        assertThat(c.orElseThrow().zoneName()).isEqualTo("UTC");
        // the deprecated numeric TimeZone entry is not used: SDSC-Par-1996 says 0 beside US/Pacific
        assertThat(TraceClock.ofSwf(header("UnixStartTime", "0", "TimeZone", "3600"), ConventionProfile.DEFAULT)
                        .orElseThrow()
                        .zone())
                .isEqualTo(ZoneOffset.UTC);
    }

    @Test
    void offsetsFollowTheZonesChangesOverTheSpan() {
        TraceClock c = new TraceClock(956_700_003L, ZoneId.of("US/Pacific"));
        // a year from 2000-04-25: summer time until 2000-10-29 09:00 UTC, winter time until
        // 2001-04-01 10:00 UTC, summer time again
        List<long[]> o = c.offsets(0, 365 * 86_400.0);
        assertThat(o).hasSize(3);
        assertThat(o.get(0)).containsExactly(956_700_003L, -7 * 3600);
        assertThat(o.get(1)).containsExactly(972_810_000L, -8 * 3600);
        assertThat(o.get(2)).containsExactly(986_119_200L, -7 * 3600);
        assertThat(new TraceClock(0, ZoneOffset.UTC).offsets(-1e6, 1e9)).hasSize(1);
    }

    @Test
    void theViewCommandsOptionsAreReadOrRefusedNamingTheOption() {
        assertThat(TraceClock.parse("956700003", null)).isEqualTo(new TraceClock(956_700_003L, ZoneOffset.UTC));
        assertThat(TraceClock.parse("2000-04-25T22:00:03Z", "Europe/Stockholm"))
                .isEqualTo(new TraceClock(956_700_003L, ZoneId.of("Europe/Stockholm")));
        assertThat(TraceClock.parse("0", "+01:00").zone()).isEqualTo(ZoneOffset.ofHours(1));
        assertThatThrownBy(() -> TraceClock.parse("last tuesday", null))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--start-time last tuesday: neither Unix seconds (e.g. 956700003) nor an ISO-8601"
                        + " instant (e.g. 2000-04-25T22:00:03Z)");
        assertThatThrownBy(() -> TraceClock.parse("0", "Mars/Olympus"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--time-zone Mars/Olympus: not a time zone");
    }
}
