package org.schedlab.schedulers.conservative;

import java.util.List;
import org.schedlab.core.spec.Spec;

/**
 * The switches of conservative backfilling where simulators disagree, each a spec option {@code
 * key=value} with a stable name. The defaults are SchedLab's own rules (Mu'alem and Feitelson,
 * TPDS 2001, section 2: compression in arrival order); the other values are the rules of PReMAS
 * (Knox College; public copy {@code long1710/Network-Topology}, {@code
 * simulator/scheduler/StatefulScheduler.java}: {@code jobFinishes}, {@code Manager.compress},
 * {@code findTime}, {@code zeroCase}; and {@code SchedChange.compareTo} for ties).
 *
 * @param order {@code compress=arrival|planned-start}: how a compression re-places the waiting
 *     jobs
 * @param when {@code compress-when=per-timestamp|per-departure}: when it runs
 * @param onTime {@code compress-on-time=yes|no}: whether a job that ends exactly at its estimate
 *     also triggers it
 * @param zero {@code zero=settled|first-change}: where a job estimated at 0 s is placed
 */
public record Rules(Order order, When when, boolean onTime, Zero zero) {
    /** SchedLab's rules. */
    public static final Rules DEFAULT = new Rules(Order.ARRIVAL, When.PER_TIMESTAMP, true, Zero.SETTLED);

    /** The option keys, in the order the usage lists them. */
    public static final List<String> KEYS = List.of("compress", "compress-when", "compress-on-time", "zero");

    /** The options as the usage shows them. */
    public static final String USAGE = "compress=arrival|planned-start, compress-when=per-timestamp|per-departure,"
            + " compress-on-time=yes|no, zero=settled|first-change";

    /** How a compression re-places the waiting jobs. */
    public enum Order {
        /**
         * SchedLab: in arrival order, each job's reservation is taken out and the job gets the
         * earliest slot no later than it had, while every other reservation stays.
         */
        ARRIVAL,
        /**
         * PReMAS ({@code Manager.compress}): the plan is rebuilt from the running jobs alone and
         * the waiting jobs are added back one by one, each at its earliest slot, in the order of
         * their old planned starts; ties as PReMAS's {@code SchedChange} orders them (a job of
         * runtime 0 first, then arrival order).
         */
        PLANNED_START
    }

    /** When a compression runs. */
    public enum When {
        /** SchedLab: once, at the pass of a timestamp at which some job departed. */
        PER_TIMESTAMP,
        /**
         * PReMAS ({@code jobFinishes}): at each departure, at once, before the other events of
         * that second (same-second departures that are still pending keep their processors).
         */
        PER_DEPARTURE
    }

    /** Where a job estimated at 0 s is placed. */
    public enum Zero {
        /**
         * SchedLab: like every job, at the earliest plan breakpoint at which its processors are
         * free once every change of that second (ends and starts) is applied; it holds them for
         * that instant.
         */
        SETTLED,
        /**
         * PReMAS ({@code zeroCase}, {@code findTime}, {@code tryToStart}): at the first breakpoint
         * at which enough processors are free after some change of that second, counted change by
         * change in PReMAS's order (ends, then the changes of jobs of runtime 0 by arrival, then
         * starts). It books nothing but stays in the plan as an instant: a job placed later whose
         * processors it would cut short, in a second after that job's start up to the first
         * breakpoint at or past its end, starts no earlier than that second ("skip"). The jobs
         * due at a time start in the same order, jobs of runtime 0 first, none after the first
         * that does not fit. Needs a machine on which processor counts decide.
         */
        FIRST_CHANGE
    }

    /** Whether these are the default rules. */
    public boolean isDefault() {
        return equals(DEFAULT);
    }

    /**
     * Reads {@code key=value} options from {@code spec}'s arguments {@code from} on.
     *
     * @throws org.schedlab.core.spec.BadInputException naming the option for an unknown key or value
     */
    static Rules parse(Spec spec, int from) {
        Order order = DEFAULT.order;
        When when = DEFAULT.when;
        boolean onTime = DEFAULT.onTime;
        Zero zero = DEFAULT.zero;
        List<String> args = spec.args();
        for (int i = from; i < args.size(); i++) {
            String option = args.get(i);
            int eq = option.indexOf('=');
            String key = eq < 0 ? option : option.substring(0, eq);
            String value = eq < 0 ? "" : option.substring(eq + 1);
            switch (key) {
                case "compress" ->
                    order = switch (value) {
                        case "arrival" -> Order.ARRIVAL;
                        case "planned-start" -> Order.PLANNED_START;
                        default -> throw bad(spec, option);
                    };
                case "compress-when" ->
                    when = switch (value) {
                        case "per-timestamp" -> When.PER_TIMESTAMP;
                        case "per-departure" -> When.PER_DEPARTURE;
                        default -> throw bad(spec, option);
                    };
                case "compress-on-time" ->
                    onTime = switch (value) {
                        case "yes" -> true;
                        case "no" -> false;
                        default -> throw bad(spec, option);
                    };
                case "zero" ->
                    zero = switch (value) {
                        case "settled" -> Zero.SETTLED;
                        case "first-change" -> Zero.FIRST_CHANGE;
                        default -> throw bad(spec, option);
                    };
                default -> throw bad(spec, option);
            }
        }
        return new Rules(order, when, onTime, zero);
    }

    private static RuntimeException bad(Spec spec, String option) {
        return spec.error(
                "unknown option '" + option + "'; expected conservative[:KEY=VALUE...] with " + USAGE + ", order=NAME");
    }
}
