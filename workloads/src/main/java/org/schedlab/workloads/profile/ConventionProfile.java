package org.schedlab.workloads.profile;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.schedlab.core.spec.BadInputException;

/**
 * How the records of a trace become simulator jobs. Every choice is explicit, has a default, and is
 * echoed by {@link #describe()} under the option key it is parsed from (see {@link #fromOptions}).
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>key</th><th>values (default first)</th><th>meaning</th></tr>
 *   <tr><td>{@code procs}</td><td>{@code allocated}, {@code requested}, {@code allocated-only}</td>
 *       <td>which processor field is the job size; the first two fall back to the other field
 *       when theirs is unknown</td></tr>
 *   <tr><td>{@code invalid}</td><td>{@code drop}, {@code zero-runtime}, {@code unit-job}</td>
 *       <td>records with a negative runtime are dropped, or kept with runtime 0; {@code unit-job}
 *       (pyss) turns every record with a runtime &lt;= 0 or a size &lt;= 0 into a job of 1 s,
 *       estimate 1 s, on at least one processor</td></tr>
 *   <tr><td>{@code no-processors}</td><td>{@code drop}, {@code one}, {@code machine}</td>
 *       <td>records whose size is &lt;= 0 are dropped, or run on one processor, or on the whole
 *       machine</td></tr>
 *   <tr><td>{@code status}</td><td>{@code all}, a list such as {@code 1}, {@code -1,0,1,5}, or
 *       {@code !5}</td><td>keep only records with these SWF status values (field 11)</td></tr>
 *   <tr><td>{@code cancelled}</td><td>{@code keep}, {@code if-ran}</td>
 *       <td>cancelled records (status 5) kept, or kept only when their runtime is &gt; 0</td></tr>
 *   <tr><td>{@code runtime-floor}</td><td>{@code 0}, any number F &gt;= 0</td>
 *       <td>runtimes below F become F</td></tr>
 *   <tr><td>{@code estimate}</td><td>{@code runtime}, {@code at-least-runtime}, {@code exact}</td>
 *       <td>the estimate is field 9, or the runtime when field 9 is missing (&lt;= 0); or
 *       max(field 9, runtime); or the runtime itself</td></tr>
 *   <tr><td>{@code overrun}</td><td>{@code keep}, {@code cut}, {@code cut-or-floor}</td>
 *       <td>a runtime longer than the requested time (field 9 &gt; 0) is kept as logged, or cut to
 *       it, as a time limit would; the estimate is decided from the logged runtime. {@code
 *       cut-or-floor} also gives a record without a requested time (field 9 &lt;= 0) the runtime
 *       floor as its runtime (pyss)</td></tr>
 *   <tr><td>{@code origin}</td><td>{@code as-logged}, {@code zero}</td>
 *       <td>submit times as logged, or shifted so the first kept job arrives at 0</td></tr>
 *   <tr><td>{@code partition}, {@code queue}</td><td>{@code all}, {@code 2}, {@code 1,2},
 *       {@code !0}</td><td>keep only records of these partitions / queues (see {@link
 *       IntFilter})</td></tr>
 *   <tr><td>{@code load-factor}</td><td>{@code 1.0}, any positive number F</td>
 *       <td>submit times are multiplied by 1/F (F &gt; 1 raises the load)</td></tr>
 *   <tr><td>{@code nodes-divisor}</td><td>{@code 1}, any positive integer d</td>
 *       <td>size becomes ceil(size / d), e.g. 8 for a machine of 8-processor nodes</td></tr>
 *   <tr><td>{@code oversize}</td><td>{@code keep}, {@code drop}, {@code clamp}</td>
 *       <td>a job larger than the machine is kept (the engine then refuses the run), dropped and
 *       counted, or given the whole machine</td></tr>
 *   <tr><td>{@code missing-estimate}</td><td>{@code runtime}, any number E &gt; 0</td>
 *       <td>under {@code estimate=runtime}, the estimate of a record without a requested time
 *       (field 9 &lt;= 0): its runtime, or E seconds (a site's default limit); echoed by {@link
 *       #describe()} only when not {@code runtime}</td></tr>
 *   <tr><td>{@code minutes}</td><td>{@code exact}, {@code ceil}, {@code floor}</td>
 *       <td>times as logged, or the submit time, runtime and estimate of every job rounded up or
 *       down to whole minutes (after the other options, before the load factor), for a simulator
 *       that counts in minutes (the fat-tree paper: "all times were measured in minutes"); echoed by
 *       {@link #describe()} only when not {@code exact}</td></tr>
 * </table>
 *
 * <p>The defaults follow the project convention for the window-scheduling paper (Ababneh and
 * Bani-Mohammad, Simulation Modelling Practice and Theory, 2011, section 5.4): size from the
 * allocated processors, negative runtimes dropped.
 *
 * @param processors which processor field is the job size
 * @param invalid treatment of records with a negative runtime
 * @param noProcessors treatment of records without a positive size
 * @param status filter on the status field (11)
 * @param cancelled treatment of cancelled records (status 5)
 * @param runtimeFloor the smallest runtime, {@code >= 0}
 * @param estimate how the estimate is derived
 * @param overrun treatment of a runtime longer than the estimate
 * @param origin time origin of submit times
 * @param partition filter on the partition field (16)
 * @param queue filter on the queue field (15)
 * @param loadFactor submit times are divided by this, {@code > 0}
 * @param nodesDivisor processors per node, {@code >= 1}
 * @param oversize treatment of jobs larger than the machine
 * @param minutes whether times are rounded to whole minutes
 * @param missingEstimate the estimate of a record without a requested time under {@link
 *     Estimate#RUNTIME}, in seconds; NaN for its runtime
 */
public record ConventionProfile(
        ProcessorField processors,
        InvalidRecords invalid,
        NoProcessors noProcessors,
        IntFilter status,
        Cancelled cancelled,
        double runtimeFloor,
        Estimate estimate,
        Overrun overrun,
        TimeOrigin origin,
        IntFilter partition,
        IntFilter queue,
        double loadFactor,
        int nodesDivisor,
        Oversize oversize,
        Minutes minutes,
        double missingEstimate) {

    /** Option key for {@link #processors}. */
    public static final String PROCS = "procs";
    /** Option key for {@link #invalid}. */
    public static final String INVALID = "invalid";
    /** Option key for {@link #noProcessors}. */
    public static final String NO_PROCESSORS = "no-processors";
    /** Option key for {@link #status}. */
    public static final String STATUS = "status";
    /** Option key for {@link #cancelled}. */
    public static final String CANCELLED = "cancelled";
    /** Option key for {@link #runtimeFloor}. */
    public static final String RUNTIME_FLOOR = "runtime-floor";
    /** Option key for {@link #estimate}. */
    public static final String ESTIMATE = "estimate";
    /** Option key for {@link #overrun}. */
    public static final String OVERRUN = "overrun";
    /** Option key for {@link #origin}. */
    public static final String ORIGIN = "origin";
    /** Option key for {@link #partition}. */
    public static final String PARTITION = "partition";
    /** Option key for {@link #queue}. */
    public static final String QUEUE = "queue";
    /** Option key for {@link #loadFactor}. */
    public static final String LOAD_FACTOR = "load-factor";
    /** Option key for {@link #nodesDivisor}. */
    public static final String NODES_DIVISOR = "nodes-divisor";
    /** Option key for {@link #oversize}. */
    public static final String OVERSIZE = "oversize";
    /** Option key for {@link #minutes}. */
    public static final String MINUTES = "minutes";
    /** Option key for {@link #missingEstimate}. */
    public static final String MISSING_ESTIMATE = "missing-estimate";

    /** Every option key. */
    public static final Set<String> KEYS = Set.of(
            PROCS,
            INVALID,
            NO_PROCESSORS,
            STATUS,
            CANCELLED,
            RUNTIME_FLOOR,
            ESTIMATE,
            OVERRUN,
            ORIGIN,
            PARTITION,
            QUEUE,
            LOAD_FACTOR,
            NODES_DIVISOR,
            OVERSIZE,
            MINUTES,
            MISSING_ESTIMATE);

    /** All defaults. */
    public static final ConventionProfile DEFAULT = new ConventionProfile(
            ProcessorField.ALLOCATED,
            InvalidRecords.DROP,
            NoProcessors.DROP,
            IntFilter.ALL,
            Cancelled.KEEP,
            0.0,
            Estimate.RUNTIME,
            Overrun.KEEP,
            TimeOrigin.AS_LOGGED,
            IntFilter.ALL,
            IntFilter.ALL,
            1.0,
            1,
            Oversize.KEEP,
            Minutes.EXACT,
            Double.NaN);

    /** A profile with times as logged ({@link Minutes#EXACT}) and missing estimates at the runtime. */
    public ConventionProfile(
            ProcessorField processors,
            InvalidRecords invalid,
            NoProcessors noProcessors,
            IntFilter status,
            Cancelled cancelled,
            double runtimeFloor,
            Estimate estimate,
            Overrun overrun,
            TimeOrigin origin,
            IntFilter partition,
            IntFilter queue,
            double loadFactor,
            int nodesDivisor,
            Oversize oversize) {
        this(
                processors,
                invalid,
                noProcessors,
                status,
                cancelled,
                runtimeFloor,
                estimate,
                overrun,
                origin,
                partition,
                queue,
                loadFactor,
                nodesDivisor,
                oversize,
                Minutes.EXACT,
                Double.NaN);
    }

    public ConventionProfile {
        if (processors == null
                || invalid == null
                || noProcessors == null
                || status == null
                || cancelled == null
                || estimate == null
                || overrun == null
                || origin == null
                || partition == null
                || queue == null
                || oversize == null
                || minutes == null) {
            throw new IllegalArgumentException("convention profile: no field may be null");
        }
        if (!(loadFactor > 0) || Double.isInfinite(loadFactor)) {
            throw new IllegalArgumentException("load factor must be finite and > 0: " + loadFactor);
        }
        if (!(runtimeFloor >= 0) || Double.isInfinite(runtimeFloor)) {
            throw new IllegalArgumentException("runtime floor must be finite and >= 0: " + runtimeFloor);
        }
        if (nodesDivisor < 1) {
            throw new IllegalArgumentException("nodes divisor must be >= 1: " + nodesDivisor);
        }
        if (!Double.isNaN(missingEstimate) && !(missingEstimate > 0 && missingEstimate < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("missing estimate must be finite and > 0: " + missingEstimate);
        }
    }

    /** Which SWF processor field gives the job size. */
    public enum ProcessorField {
        /** Field 5; when it is unknown (&lt;= 0), field 8. */
        ALLOCATED,
        /** Field 8; when it is unknown (&lt;= 0), field 5. */
        REQUESTED,
        /** Field 5 only. */
        ALLOCATED_ONLY;

        /** The size chosen from the two fields (possibly &lt;= 0, which makes the record invalid). */
        public int select(int allocated, int requested) {
            return switch (this) {
                case ALLOCATED -> allocated > 0 ? allocated : requested;
                case REQUESTED -> requested > 0 ? requested : allocated;
                case ALLOCATED_ONLY -> allocated;
            };
        }

        /** Whether {@link #select} took the other field because this one's value is unknown. */
        public boolean fellBack(int allocated, int requested) {
            return switch (this) {
                case ALLOCATED -> allocated <= 0 && requested > 0;
                case REQUESTED -> requested <= 0 && allocated > 0;
                case ALLOCATED_ONLY -> false;
            };
        }
    }

    /** Records with a negative runtime. */
    public enum InvalidRecords {
        /** Drop them. */
        DROP,
        /** Keep them with runtime 0 (the fat-tree paper keeps every job). */
        ZERO_RUNTIME,
        /**
         * Turn every record with a runtime &lt;= 0 or a size &lt;= 0 into a job of 1 s with an
         * estimate of 1 s on {@code max(1, size)} processors (pyss, {@code base/prototype.py}).
         */
        UNIT_JOB
    }

    /** Records whose chosen size is &lt;= 0. */
    public enum NoProcessors {
        /** Drop them. */
        DROP,
        /** Run them on one processor. */
        ONE,
        /** Run them on the whole machine (needs a machine). */
        MACHINE
    }

    /** Cancelled records (SWF status 5). */
    public enum Cancelled {
        /** Keep them like any other record. */
        KEEP,
        /** Keep only those that ran, with a runtime &gt; 0 (PReMAS's trace converter). */
        IF_RAN
    }

    /** How the estimate is derived from the requested time (SWF field 9) and the runtime. */
    public enum Estimate {
        /** Field 9; the runtime when field 9 is missing (&lt;= 0). */
        RUNTIME,
        /** {@code max(field 9, runtime)}: an estimate is never below the runtime (PReMAS, pyss). */
        AT_LEAST_RUNTIME,
        /** The runtime itself: perfect estimates. */
        EXACT
    }

    /** A runtime longer than the requested time (field 9 &gt; 0). */
    public enum Overrun {
        /** Keep the runtime as logged. */
        KEEP,
        /** Cut the runtime to the requested time, as a time limit would. */
        CUT,
        /**
         * As {@link #CUT}, and a record without a requested time (field 9 &lt;= 0) runs only the
         * runtime floor: pyss's {@code max(min(field 9, field 4), 1)} with a floor of 1 ({@code
         * src/base/prototype.py}, {@code _job_input_to_job}).
         */
        CUT_OR_FLOOR
    }

    /** Where submit time 0 is. */
    public enum TimeOrigin {
        /** As in the file. */
        AS_LOGGED,
        /** At the first kept job. */
        ZERO
    }

    /** Jobs larger than the machine. */
    public enum Oversize {
        /** Keep them; the engine refuses a job that can never fit. */
        KEEP,
        /** Drop and count them. */
        DROP,
        /** Give them the whole machine (pyss, Alea). */
        CLAMP
    }

    /** Whether times are kept as logged or rounded to whole minutes. */
    public enum Minutes {
        /** As logged. */
        EXACT,
        /** Rounded up to whole minutes. */
        CEIL,
        /** Rounded down to whole minutes. */
        FLOOR;

        /** {@code seconds} under this rule. */
        public double apply(double seconds) {
            return switch (this) {
                case EXACT -> seconds;
                case CEIL -> 60 * Math.ceil(seconds / 60);
                case FLOOR -> 60 * Math.floor(seconds / 60);
            };
        }
    }

    /**
     * Parses the {@code key=value} options of a trace workload; absent keys keep their defaults.
     *
     * @throws BadInputException naming the option for an unknown key or a bad value
     */
    public static ConventionProfile fromOptions(Map<String, String> options) {
        for (String key : new TreeMap<>(options).keySet()) {
            if (!KEYS.contains(key)) {
                throw new BadInputException("unknown trace option '" + key + "' (known: "
                        + KEYS.stream().sorted().collect(Collectors.joining(", ")) + ")");
            }
        }
        ConventionProfile d = DEFAULT;
        return new ConventionProfile(
                enumOption(options, PROCS, ProcessorField.class, d.processors()),
                enumOption(options, INVALID, InvalidRecords.class, d.invalid()),
                enumOption(options, NO_PROCESSORS, NoProcessors.class, d.noProcessors()),
                options.containsKey(STATUS) ? IntFilter.parse(STATUS, options.get(STATUS)) : d.status(),
                enumOption(options, CANCELLED, Cancelled.class, d.cancelled()),
                floorOption(options.get(RUNTIME_FLOOR), d.runtimeFloor()),
                enumOption(options, ESTIMATE, Estimate.class, d.estimate()),
                enumOption(options, OVERRUN, Overrun.class, d.overrun()),
                enumOption(options, ORIGIN, TimeOrigin.class, d.origin()),
                options.containsKey(PARTITION) ? IntFilter.parse(PARTITION, options.get(PARTITION)) : d.partition(),
                options.containsKey(QUEUE) ? IntFilter.parse(QUEUE, options.get(QUEUE)) : d.queue(),
                loadFactorOption(options.get(LOAD_FACTOR), d.loadFactor()),
                divisorOption(options.get(NODES_DIVISOR), d.nodesDivisor()),
                enumOption(options, OVERSIZE, Oversize.class, d.oversize()),
                enumOption(options, MINUTES, Minutes.class, d.minutes()),
                missingEstimateOption(options.get(MISSING_ESTIMATE), d.missingEstimate()));
    }

    /**
     * The profile as stable key/value pairs for outputs: the option keys of {@link #fromOptions},
     * with string values in option spelling, {@code load-factor} and {@code runtime-floor} as a
     * {@code Double} and {@code nodes-divisor} as an {@code Integer}; {@code minutes} only when it is not
     * {@code exact} and {@code missing-estimate} (a {@code Double}) only when set (so that outputs
     * made before these options existed stay as they were). Passing the
     * values back as strings to {@link #fromOptions} gives an equal profile.
     */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(PROCS, spelling(processors));
        m.put(INVALID, spelling(invalid));
        m.put(NO_PROCESSORS, spelling(noProcessors));
        m.put(STATUS, status.toString());
        m.put(CANCELLED, spelling(cancelled));
        m.put(RUNTIME_FLOOR, runtimeFloor);
        m.put(ESTIMATE, spelling(estimate));
        m.put(OVERRUN, spelling(overrun));
        m.put(ORIGIN, spelling(origin));
        m.put(PARTITION, partition.toString());
        m.put(QUEUE, queue.toString());
        m.put(LOAD_FACTOR, loadFactor);
        m.put(NODES_DIVISOR, nodesDivisor);
        m.put(OVERSIZE, spelling(oversize));
        if (minutes != Minutes.EXACT) {
            m.put(MINUTES, spelling(minutes));
        }
        if (!Double.isNaN(missingEstimate)) {
            m.put(MISSING_ESTIMATE, missingEstimate);
        }
        return m;
    }

    /** The option spelling of an enum constant: lower case, {@code -} for {@code _}. */
    public static String spelling(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static <E extends Enum<E>> E enumOption(
            Map<String, String> options, String key, Class<E> type, E defaultValue) {
        String text = options.get(key);
        if (text == null) {
            return defaultValue;
        }
        for (E e : type.getEnumConstants()) {
            if (spelling(e).equals(text.strip().toLowerCase(Locale.ROOT))) {
                return e;
            }
        }
        throw new BadInputException("option " + key + "=" + text + ": expected one of "
                + Arrays.stream(type.getEnumConstants())
                        .map(ConventionProfile::spelling)
                        .collect(Collectors.joining(", ")));
    }

    private static double loadFactorOption(String text, double defaultValue) {
        return numberOption(LOAD_FACTOR, text, defaultValue, false, "0.5");
    }

    private static double missingEstimateOption(String text, double defaultValue) {
        if (text == null || text.strip().equals("runtime")) {
            return text == null ? defaultValue : Double.NaN;
        }
        return numberOption(MISSING_ESTIMATE, text, defaultValue, false, "7200 (or runtime)");
    }

    private static double floorOption(String text, double defaultValue) {
        return numberOption(RUNTIME_FLOOR, text, defaultValue, true, "1");
    }

    /** A finite number, {@code > 0} or (with {@code zeroAllowed}) {@code >= 0}. */
    private static double numberOption(
            String key, String text, double defaultValue, boolean zeroAllowed, String example) {
        if (text == null) {
            return defaultValue;
        }
        double v;
        try {
            v = Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            v = Double.NaN;
        }
        if (!(zeroAllowed ? v >= 0 : v > 0) || Double.isInfinite(v)) {
            throw new BadInputException("option " + key + "=" + text + ": expected a finite number "
                    + (zeroAllowed ? ">= 0" : "> 0") + ", such as " + example);
        }
        return v;
    }

    private static int divisorOption(String text, int defaultValue) {
        if (text == null) {
            return defaultValue;
        }
        int v;
        try {
            v = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            v = 0;
        }
        if (v < 1) {
            throw new BadInputException(
                    "option " + NODES_DIVISOR + "=" + text + ": expected an integer >= 1, such as 8");
        }
        return v;
    }
}
