package org.schedlab.core.sched;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.core.spec.BadInputException;

/**
 * How the engine orders events that share a timestamp, where simulators differ. The default is
 * SchedLab's (algorithms.md section 0): every departure before every arrival, departures in job
 * order. The switches, spelled as words joined by {@code +}:
 *
 * <ul>
 *   <li>{@code arrivals-first}: arrivals come before departures (pyss: its event queue orders
 *       submissions before terminations, {@code src/base/prototype.py}, {@code
 *       JobEvent.EVENTS_ORDER}).
 *   <li>{@code ends-by-start}: departures at one time leave in the order the jobs started (pyss's
 *       global event counter; PReMAS's {@code Event.compareTo} on event numbers, a departure's
 *       number being given when its job starts).
 *   <li>{@code on-time-ends-first}: a job whose runtime equals its estimate leaves before every
 *       other event of its second (pyss books a job in its CPU snapshot only up to start +
 *       estimate, so such a job's processors are free for the first decision of that second,
 *       {@code src/schedulers/common.py}); with per-event passes its own pass still runs at its
 *       place among that second's departures in start order, after the second's arrivals (pyss
 *       calls its scheduler at every termination event, {@code new_events_on_job_termination}).
 * </ul>
 *
 * @param arrivalsFirst same-second arrivals before departures
 * @param endsByStart same-second departures in start order (else job order)
 * @param onTimeEndsFirst jobs ending exactly at their estimate leave first, as one group
 */
public record EventOrder(boolean arrivalsFirst, boolean endsByStart, boolean onTimeEndsFirst) {
    /** SchedLab's order. */
    public static final EventOrder DEFAULT = new EventOrder(false, false, false);

    private static final String DEFAULT_WORD = "departures-first";
    private static final String ARRIVALS_FIRST = "arrivals-first";
    private static final String ENDS_BY_START = "ends-by-start";
    private static final String ON_TIME_ENDS_FIRST = "on-time-ends-first";

    /** Whether this is SchedLab's order. */
    public boolean isDefault() {
        // the switches, not equals(DEFAULT): a record's generated equals is linked on first use
        // through an invokedynamic bootstrap, milliseconds of a short command's start-up
        return !arrivalsFirst && !endsByStart && !onTimeEndsFirst;
    }

    /** The spelling: {@code departures-first}, or the switches that are on joined by {@code +}. */
    public String spelling() {
        List<String> words = new ArrayList<>();
        if (arrivalsFirst) {
            words.add(ARRIVALS_FIRST);
        }
        if (endsByStart) {
            words.add(ENDS_BY_START);
        }
        if (onTimeEndsFirst) {
            words.add(ON_TIME_ENDS_FIRST);
        }
        return words.isEmpty() ? DEFAULT_WORD : String.join("+", words);
    }

    /**
     * Parses a spelling.
     *
     * @param option the option or key the text came from, named in the error
     * @throws BadInputException for an unknown word, listing the known ones
     */
    public static EventOrder parse(String option, String text) {
        boolean arrivals = false;
        boolean byStart = false;
        boolean onTime = false;
        for (String word : text.strip().split("\\+", -1)) {
            switch (word.strip()) {
                case DEFAULT_WORD -> {}
                case ARRIVALS_FIRST -> arrivals = true;
                case ENDS_BY_START -> byStart = true;
                case ON_TIME_ENDS_FIRST -> onTime = true;
                default ->
                    throw new BadInputException(option + ": unknown event order '" + word + "' in '" + text
                            + "' (known: " + DEFAULT_WORD + ", or any of " + ARRIVALS_FIRST + ", " + ENDS_BY_START
                            + ", "
                            + ON_TIME_ENDS_FIRST + " joined by +)");
            }
        }
        return new EventOrder(arrivals, byStart, onTime);
    }
}
