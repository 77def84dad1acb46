package org.schedlab.core.sched;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.schedlab.core.spec.BadInputException;

/**
 * When a {@link PassScheduler} makes its scheduling pass.
 *
 * <p>Simultaneous events are the reason this exists: with one pass after every single event, two
 * jobs that end at the same second free their processors one at a time, and the pass after the
 * first may start a job the pass after both would not have chosen. {@link #PER_TIME} is the
 * project default (algorithms.md section 0); {@link #PER_EVENT} keeps the behaviour of releases
 * before issue 9 and of simulators that call the scheduler on every event.
 */
public enum PassMode {
    /** One pass per timestamp, after every departure and arrival at that time is applied. */
    PER_TIME,
    /** One pass after each event, in the engine's event order. */
    PER_EVENT;

    /** The spelling used on the command line and in outputs: {@code per-time}, {@code per-event}. */
    public String spelling() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Parses a spelling.
     *
     * @param option the option or key the text came from, named in the error
     * @throws BadInputException for an unknown spelling, listing the known ones
     */
    public static PassMode parse(String option, String text) {
        for (PassMode mode : values()) {
            if (mode.spelling().equals(text)) {
                return mode;
            }
        }
        throw new BadInputException(option + ": unknown pass mode '" + text + "' (known: "
                + Arrays.stream(values()).map(PassMode::spelling).collect(Collectors.joining(", ")) + ")");
    }
}
