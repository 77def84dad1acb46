package org.schedlab.experiments.view;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.profile.ConventionProfile;
import org.schedlab.workloads.swf.SwfHeader;

/**
 * When a schedule's time 0 was, so that a view can label its time axes with dates: the Unix time
 * of time 0 and the time zone to show wall-clock times in. A trace's times are seconds from its
 * {@code UnixStartTime} header entry; its {@code TimeZoneString} (an IANA zone such as {@code
 * US/Pacific}) names the site's zone, in which a day's cycle of submissions is read. The older,
 * numeric {@code TimeZone} entry is ignored: the archive deprecates it and some logs give it
 * wrong (SDSC-Par-1996 says 0 beside {@code US/Pacific}).
 *
 * @param unixStart the Unix time, in seconds, of the schedule's time 0
 * @param zone the zone that wall-clock times are shown in
 */
public record TraceClock(long unixStart, ZoneId zone) {
    public TraceClock {
        if (zone == null) {
            throw new IllegalArgumentException("a trace clock needs a zone");
        }
    }

    private static final DateTimeFormatter MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    /**
     * The clock of an SWF trace's jobs under {@code profile}: present when the header gives a
     * {@code UnixStartTime} and the profile keeps the logged times ({@code origin=as-logged} and a
     * load factor of 1; a shifted or compressed time line has no dates). The zone is the header's
     * {@code TimeZoneString} when Java knows it, else UTC.
     */
    public static Optional<TraceClock> ofSwf(SwfHeader header, ConventionProfile profile) {
        if (profile.origin() != ConventionProfile.TimeOrigin.AS_LOGGED || profile.loadFactor() != 1.0) {
            return Optional.empty();
        }
        Optional<String> start = header.value("UnixStartTime");
        if (start.isEmpty()) {
            return Optional.empty();
        }
        long unix;
        try {
            unix = Long.parseLong(start.get().strip());
        } catch (NumberFormatException e) {
            return Optional.empty(); // a malformed header entry: no dates, the run is unaffected
        }
        ZoneId zone = ZoneOffset.UTC;
        Optional<String> name = header.value("TimeZoneString");
        if (name.isPresent()) {
            try {
                zone = ZoneId.of(name.get().strip());
            } catch (DateTimeException e) {
                // a zone Java does not know: UTC, and the page says so
            }
        }
        return Optional.of(new TraceClock(unix, zone));
    }

    /**
     * The clock of {@code schedlab view --start-time TIME [--time-zone ZONE]}: TIME is Unix seconds
     * or an ISO-8601 instant ({@code 2000-04-25T22:00:03Z}); ZONE an IANA zone or offset (default
     * UTC).
     *
     * @throws BadInputException naming the option when either cannot be read
     */
    public static TraceClock parse(String startTime, String zoneName) {
        ZoneId zone = ZoneOffset.UTC;
        if (zoneName != null) {
            try {
                zone = ZoneId.of(zoneName.strip());
            } catch (DateTimeException e) {
                throw new BadInputException("--time-zone " + zoneName
                        + ": not a time zone (an IANA name such as US/Pacific or Europe/Stockholm, or an offset"
                        + " such as +01:00)");
            }
        }
        String s = startTime.strip();
        long unix;
        try {
            unix = Long.parseLong(s);
        } catch (NumberFormatException e) {
            try {
                unix = Instant.parse(s).getEpochSecond();
            } catch (DateTimeParseException e2) {
                throw new BadInputException("--start-time " + startTime
                        + ": neither Unix seconds (e.g. 956700003) nor an ISO-8601 instant (e.g."
                        + " 2000-04-25T22:00:03Z)");
            }
        }
        return new TraceClock(unix, zone);
    }

    /** How a page names the zone: its id ({@code US/Pacific}, {@code UTC}). */
    public String zoneName() {
        return zone.equals(ZoneOffset.UTC) ? "UTC" : zone.getId();
    }

    /**
     * The zone's offsets from UTC over schedule times {@code [from, to]}: pairs {@code [unix,
     * offset]} (seconds), each in force from its Unix time until the next; the first is the
     * offset at {@code from}. A page converts with these alone, so the browser's own time-zone
     * data plays no part.
     */
    public List<long[]> offsets(double from, double to) {
        ZoneRules rules = zone.getRules();
        long a = unixStart + (long) Math.floor(from);
        long b = unixStart + (long) Math.ceil(to);
        List<long[]> out = new ArrayList<>();
        out.add(new long[] {a, rules.getOffset(Instant.ofEpochSecond(a)).getTotalSeconds()});
        Instant at = Instant.ofEpochSecond(a);
        // a zone with yearly changes has two per year: a bounded walk even over a century
        for (int guard = 0; guard < 10_000; guard++) {
            ZoneOffsetTransition t = rules.nextTransition(at);
            if (t == null || t.getInstant().getEpochSecond() > b) {
                break;
            }
            out.add(new long[] {
                t.getInstant().getEpochSecond(), t.getOffsetAfter().getTotalSeconds()
            });
            at = t.getInstant();
        }
        return out;
    }

    /** Schedule time {@code t} as the zone's wall-clock time to the minute, e.g. {@code 2000-04-25 15:00}. */
    public String format(double t) {
        Instant i = Instant.ofEpochSecond(unixStart + (long) Math.floor(t));
        return LocalDateTime.ofInstant(i, zone).format(MINUTES);
    }
}
