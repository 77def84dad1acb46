package org.schedlab.workloads.swf;

import java.nio.file.Path;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.sim.Clock;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.io.LookaheadIterator;
import org.schedlab.workloads.io.PlainNumbers;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.profile.ConventionProfile;

/**
 * The jobs of an SWF file under a {@link ConventionProfile}. The profile is applied lazily while
 * iterating, one line at a time, so a trace of any length runs in constant memory; every call to
 * {@link #iterator()} reads the file again from its start. A file read a second time in the same
 * process is kept parsed for the passes after (a reproduction reads one trace many times; the
 * records are softly held, see {@code ParsedTraces}): the jobs and counts are the same either way.
 *
 * <p>Per record, in this order: the partition, queue and status filters and the cancelled rule; a
 * negative runtime (dropped, or set to 0); the size from the chosen processor field (a size &lt;= 0
 * drops the record, or becomes one processor or the machine); with {@code invalid=unit-job}, a
 * record with a runtime or size &lt;= 0 becomes a 1-s job of estimate 1 s; the nodes divisor; the
 * oversize rule; the runtime floor; the estimate; an overrun; then the time origin and the load
 * factor on the submit time. The job id is field 1 and the request is a {@link ProcessorRequest}
 * of the size.
 *
 * <p>Counts per reason (keys of {@link #provenance()} maps {@code dropped} and {@code modified}):
 * dropped {@code partition}, {@code queue}, {@code status}, {@code cancelled}, {@code
 * negative-runtime}, {@code no-processors}, {@code oversize}; modified {@code runtime-zeroed},
 * {@code unit-job}, {@code procs-fallback} (the other processor field was used), {@code
 * procs-set} (no processors: one or the machine), {@code nodes-divisor}, {@code oversize-clamped},
 * {@code runtime-floor}, {@code estimate-missing}, {@code estimate-raised}, {@code overrun-cut}
 * (with {@code overrun=cut-or-floor} it also counts records without a requested time set to the floor).
 * Every reason is listed, with zero counts, so outputs keep a fixed set of columns. With a limit
 * ({@code limit}, 0 for none), the pass stops at the limit and {@code truncated} says so.
 *
 * <p>Refused (bad input naming the file, and the line where there is one): a job id that an
 * earlier record of the file has ({@link JobIds}), a {@code MaxProcs} header that is not a
 * processor count ({@link #checkMaxProcs}), and a submit time beyond the clock's range ({@link
 * Clock}).
 *
 * <p>An iterator closes the file when it is exhausted or meets a malformed line; an iterator
 * abandoned half-way keeps its file open until it is garbage collected.
 */
public final class SwfWorkload implements Workload {
    /** Provenance key: the file name. */
    public static final String SOURCE = "source";

    /** Every reason a record is dropped, in the order outputs list them (zero counts included). */
    public static final List<String> DROP_REASONS =
            List.of("partition", "queue", "status", "cancelled", "negative-runtime", "no-processors", "oversize");

    /** Every reason a record is changed, in the order outputs list them (zero counts included). */
    public static final List<String> MODIFY_REASONS = List.of(
            "runtime-zeroed",
            "unit-job",
            "procs-fallback",
            "procs-set",
            "nodes-divisor",
            "oversize-clamped",
            "runtime-floor",
            "estimate-missing",
            "estimate-raised",
            "overrun-cut");

    /** The largest logged submit time whose every whole second a {@code double} holds: 2^53. */
    private static final double EXACT_SECONDS = 0x1p53;

    private final Path path;
    private final ConventionProfile profile;
    private final OptionalInt machineSize;
    private final int limit;
    private final SwfHeader header;
    private volatile Map<String, Object> lastPass;

    /**
     * A workload over {@code path}. Reads the header now, so a missing file fails here.
     *
     * @param path a plain or gzip SWF file
     * @param profile the conventions to apply
     * @param machineSize the largest processor count the target machine serves ({@code
     *     Machine.largestRequest()}, its processors unless its request mapping serves less), used
     *     by {@code oversize=drop}; empty when there is no machine
     * @param limit stop after this many kept jobs ({@code --jobs} on a trace); 0 for no limit
     * @throws BadInputException for a missing file, a malformed header line, or {@code
     *     oversize=drop} without a machine size
     */
    public SwfWorkload(Path path, ConventionProfile profile, OptionalInt machineSize, int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit must be >= 0: " + limit);
        }
        TextFiles.requireReadable(path);
        if (profile.oversize() != ConventionProfile.Oversize.KEEP && machineSize.isEmpty()) {
            throw new BadInputException("option oversize=" + ConventionProfile.spelling(profile.oversize())
                    + " needs a machine (give --machine) to know which jobs are too large");
        }
        if (profile.noProcessors() == ConventionProfile.NoProcessors.MACHINE && machineSize.isEmpty()) {
            throw new BadInputException(
                    "option no-processors=machine needs a machine (give --machine) to know its size");
        }
        this.path = path;
        this.profile = profile;
        this.machineSize = machineSize;
        this.limit = limit;
        try (SwfReader reader = SwfReader.open(path)) {
            this.header = reader.header();
            checkMaxProcs(path + ":" + reader.headerLine("MaxProcs"), header);
        }
    }

    /**
     * Refuses a {@code MaxProcs} header entry that is not a processor count: its leading number
     * must be a whole number from 1 to {@link Integer#MAX_VALUE}, or -1, which SWF uses for
     * unknown (read as no entry). A machine of 0 processors, or of more than Java counts, would
     * make every load computed from it meaningless.
     */
    static void checkMaxProcs(String where, SwfHeader header) {
        java.util.Optional<String> value = header.value("MaxProcs");
        if (value.isEmpty()) {
            return;
        }
        String v = value.get().strip();
        int end = v.startsWith("-") || v.startsWith("+") ? 1 : 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        String number = v.substring(0, end);
        if (number.equals("-1")) {
            return;
        }
        Integer n = PlainNumbers.parseInt(number);
        if (n == null || n < 1) {
            throw new BadInputException(where + ": header MaxProcs: " + v + " is not a processor count (a whole"
                    + " number from 1 to " + Integer.MAX_VALUE + ", or -1 for unknown)");
        }
    }

    /**
     * The line of the first record of job {@code id} (a second pass: only for the message that
     * refuses a repeated id), or 0 when it cannot be read again.
     */
    private long firstLineOf(int id) {
        try (SwfReader r = SwfReader.open(path)) {
            while (r.hasNext()) {
                if (r.next().jobNumber() == id) {
                    return r.lineNumber();
                }
            }
        } catch (RuntimeException e) {
            // the message then names the repeated line alone
        }
        return 0;
    }

    /** A workload over {@code path} with the default profile, no machine and no limit. */
    public static SwfWorkload of(Path path) {
        return new SwfWorkload(path, ConventionProfile.DEFAULT, OptionalInt.empty(), 0);
    }

    /** The file's header comments. */
    public SwfHeader header() {
        return header;
    }

    /** The profile applied. */
    public ConventionProfile profile() {
        return profile;
    }

    /** The file. */
    public Path path() {
        return path;
    }

    @Override
    public Iterator<Job> iterator() {
        Iterator<ProfiledRecord> records = records();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return records.hasNext();
            }

            @Override
            public Job next() {
                return records.next().job();
            }
        };
    }

    /** The kept records with their jobs, read afresh from the file; counts as {@link #iterator()}. */
    public Iterator<ProfiledRecord> records() {
        return new ProfileIterator(
                ParsedTraces.open(path), profile, machineSize, limit, this::passDone, this::firstLineOf);
    }

    /**
     * Source, profile and header summary; after a complete pass also {@code records} (job lines
     * read), {@code kept}, and the {@code dropped} and {@code modified} counts by reason of the most
     * recent complete pass.
     */
    @Override
    public Map<String, Object> provenance() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "swf");
        m.put(SOURCE, String.valueOf(path.getFileName()));
        m.put("path", path.toString());
        m.put("profile", profile.describe());
        m.put("limit", limit);
        Map<String, Object> summary = new LinkedHashMap<>();
        for (String key :
                new String[] {"Version", "Computer", "Installation", "MaxJobs", "MaxRecords", "MaxNodes", "MaxProcs"}) {
            header.value(key).ifPresent(v -> summary.put(key, v));
        }
        m.put("header", summary);
        Map<String, Object> pass = lastPass;
        if (pass != null) {
            m.putAll(pass);
        }
        return m;
    }

    private void passDone(Map<String, Object> counts) {
        lastPass = counts;
    }

    /** Applies the profile record by record while reading. */
    private static final class ProfileIterator extends LookaheadIterator<ProfiledRecord> {
        private final RecordSource reader;
        private final ConventionProfile profile;
        private final OptionalInt machineSize;
        private final int limit;
        private final Consumer<Map<String, Object>> onDone;
        private final java.util.function.IntToLongFunction firstLine;
        private final Counts counts = new Counts();
        private final JobIds ids = new JobIds();
        private boolean haveOrigin;
        private double origin;
        private double lastSubmit = Double.NEGATIVE_INFINITY;
        private long lastLine;

        ProfileIterator(
                RecordSource reader,
                ConventionProfile profile,
                OptionalInt machineSize,
                int limit,
                Consumer<Map<String, Object>> onDone,
                java.util.function.IntToLongFunction firstLine) {
            this.reader = reader;
            this.firstLine = firstLine;
            this.profile = profile;
            this.machineSize = machineSize;
            this.limit = limit;
            this.onDone = onDone;
        }

        @Override
        protected ProfiledRecord computeNext() {
            while (reader.hasNext()) {
                if (limit > 0 && counts.kept >= limit) {
                    counts.truncated = true;
                    reader.close();
                    break;
                }
                SwfRecord r = reader.next();
                counts.records++;
                Job job;
                try {
                    if (!ids.add(r.jobNumber())) {
                        // as the jobs CSV reader: a job id names one job
                        long first = firstLine.applyAsLong(r.jobNumber());
                        throw new BadInputException(reader.name() + ":" + reader.lineNumber() + ": duplicate job id "
                                + r.jobNumber() + (first > 0 ? " (also on line " + first + ")" : ""));
                    }
                    job = apply(r);
                } catch (BadInputException e) {
                    // corrupt gzip data can read as well-formed but wrong records
                    String damage = reader.damage();
                    reader.close();
                    if (damage != null) {
                        throw new BadInputException(
                                reader.name() + ": " + damage + " (line " + reader.lineNumber() + " came out wrong)",
                                e);
                    }
                    throw e;
                }
                if (job != null) {
                    counts.kept++;
                    return new ProfiledRecord(r, job, reader.lineNumber());
                }
            }
            onDone.accept(counts.snapshot());
            return null;
        }

        private Job apply(SwfRecord r) {
            if (!profile.partition().accepts(r.partitionNumber())) {
                return counts.drop("partition");
            }
            if (!profile.queue().accepts(r.queueNumber())) {
                return counts.drop("queue");
            }
            if (!profile.status().accepts(r.status())) {
                return counts.drop("status");
            }
            if (r.status() == 5 && profile.cancelled() == ConventionProfile.Cancelled.IF_RAN && !(r.runTime() > 0)) {
                return counts.drop("cancelled");
            }
            boolean unitJobs = profile.invalid() == ConventionProfile.InvalidRecords.UNIT_JOB;
            double runtime = r.runTime();
            if (runtime < 0 && !unitJobs) {
                if (profile.invalid() == ConventionProfile.InvalidRecords.DROP) {
                    return counts.drop("negative-runtime");
                }
                runtime = 0;
                counts.modify("runtime-zeroed");
            }
            int procs = profile.processors().select(r.allocatedProcessors(), r.requestedProcessors());
            if (profile.processors().fellBack(r.allocatedProcessors(), r.requestedProcessors())) {
                counts.modify("procs-fallback");
            }
            boolean unitJob = unitJobs && (runtime <= 0 || procs <= 0);
            if (unitJob) {
                procs = Math.max(1, procs);
                runtime = 1;
                counts.modify("unit-job");
            } else if (procs <= 0) {
                switch (profile.noProcessors()) {
                    case DROP -> {
                        return counts.drop("no-processors");
                    }
                    case ONE -> procs = 1;
                    case MACHINE -> procs = machineSize.getAsInt();
                }
                counts.modify("procs-set");
            }
            if (profile.nodesDivisor() > 1) {
                // in long: procs + divisor - 1 overflows an int for a divisor near Integer.MAX_VALUE
                int nodes = (int) ((procs + (long) profile.nodesDivisor() - 1) / profile.nodesDivisor());
                if (nodes != procs) {
                    counts.modify("nodes-divisor");
                }
                procs = nodes;
            }
            if (machineSize.isPresent() && procs > machineSize.getAsInt()) {
                if (profile.oversize() == ConventionProfile.Oversize.DROP) {
                    return counts.drop("oversize");
                }
                if (profile.oversize() == ConventionProfile.Oversize.CLAMP) {
                    procs = machineSize.getAsInt();
                    counts.modify("oversize-clamped");
                } else {
                    throw new BadInputException(reader.name() + ":" + reader.lineNumber() + ": job " + r.jobNumber()
                            + " needs " + procs + " processors but the machine takes at most " + machineSize.getAsInt()
                            + " (--convention oversize=drop drops such jobs, oversize=clamp gives them the machine)");
                }
            }
            if (runtime < profile.runtimeFloor()) {
                runtime = profile.runtimeFloor();
                counts.modify("runtime-floor");
            }
            double requested = r.requestedTime();
            double estimate;
            if (unitJob) {
                estimate = 1;
            } else {
                estimate = switch (profile.estimate()) {
                    case RUNTIME ->
                        requested > 0
                                ? requested
                                : Double.isNaN(profile.missingEstimate()) ? runtime : profile.missingEstimate();
                    case AT_LEAST_RUNTIME -> Math.max(requested, runtime);
                    case EXACT -> runtime;
                };
                if (requested <= 0 && profile.estimate() != ConventionProfile.Estimate.EXACT) {
                    counts.modify("estimate-missing");
                } else if (requested > 0
                        && requested < runtime
                        && profile.estimate() == ConventionProfile.Estimate.AT_LEAST_RUNTIME) {
                    counts.modify("estimate-raised");
                }
                boolean cut = profile.overrun() != ConventionProfile.Overrun.KEEP;
                if (requested > 0 && runtime > requested && cut) {
                    runtime = requested;
                    counts.modify("overrun-cut");
                } else if (requested <= 0
                        && runtime > profile.runtimeFloor()
                        && profile.overrun() == ConventionProfile.Overrun.CUT_OR_FLOOR) {
                    runtime = profile.runtimeFloor();
                    counts.modify("overrun-cut"); // counted with the cuts: outputs keep their columns
                }
            }
            if (profile.minutes() != ConventionProfile.Minutes.EXACT) {
                runtime = profile.minutes().apply(runtime);
                estimate = profile.minutes().apply(estimate);
            }
            double submit = r.submitTime();
            if (submit < lastSubmit) {
                throw new BadInputException(reader.name() + ":" + reader.lineNumber() + ": submit time "
                        + PlainNumbers.format(r.submitTime()) + " is earlier than that of line " + lastLine
                        + " (SWF job lines must be sorted by submit time)");
            }
            lastSubmit = submit;
            lastLine = reader.lineNumber();
            submit = profile.minutes().apply(submit);
            if (profile.origin() == ConventionProfile.TimeOrigin.ZERO) {
                if (!haveOrigin) {
                    origin = submit;
                    haveOrigin = true;
                }
                submit -= origin;
            } else if (submit < 0) {
                throw new BadInputException(reader.name() + ":" + reader.lineNumber() + ": negative submit time "
                        + PlainNumbers.format(r.submitTime()) + " (use origin=zero to shift the trace)");
            }
            submit /= profile.loadFactor();
            if (!Double.isFinite(submit)) {
                // a tiny load factor (or an origin shift across +-1e308) leaves no finite time
                throw new BadInputException(reader.name() + ":" + reader.lineNumber() + ": submit time "
                        + PlainNumbers.format(r.submitTime()) + " becomes " + submit + " with load-factor="
                        + profile.loadFactor() + (haveOrigin ? " after the origin shift" : "")
                        + " (choose a load factor nearer 1)");
            }
            if (!(Math.abs(submit) <= Clock.LIMIT) || Math.abs(r.submitTime()) > EXACT_SECONDS) {
                // a double there no longer holds a runtime of seconds (see Clock), or no longer the
                // logged second itself
                throw new BadInputException(reader.name() + ":" + reader.lineNumber() + ": submit time "
                        + PlainNumbers.format(r.submitTime())
                        + (submit == r.submitTime() ? "" : " (" + submit + " after the origin and load factor)")
                        + " is " + Clock.RANGE_NOTE + " (at most 2^42 s, about 139,000 years, after the log's"
                        + " start, and 2^53 s as logged; origin=zero shifts a log to start at 0)");
            }
            return new Job(r.jobNumber(), submit, runtime, estimate, procs, new ProcessorRequest(procs), r.userId());
        }
    }

    /** Per-pass counters. */
    private static final class Counts {
        long records;
        long kept;
        boolean truncated;
        final Map<String, Long> dropped = zeros(DROP_REASONS);
        final Map<String, Long> modified = zeros(MODIFY_REASONS);

        private static Map<String, Long> zeros(List<String> reasons) {
            Map<String, Long> m = new LinkedHashMap<>();
            reasons.forEach(r -> m.put(r, 0L));
            return m;
        }

        Job drop(String reason) {
            if (dropped.computeIfPresent(reason, (k, n) -> n + 1) == null) {
                throw new IllegalStateException("undeclared drop reason " + reason);
            }
            return null;
        }

        void modify(String reason) {
            if (modified.computeIfPresent(reason, (k, n) -> n + 1) == null) {
                throw new IllegalStateException("undeclared modification " + reason);
            }
        }

        Map<String, Object> snapshot() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("records", records);
            m.put("kept", kept);
            m.put("dropped", Collections.unmodifiableMap(new LinkedHashMap<>(dropped)));
            m.put("modified", Collections.unmodifiableMap(new LinkedHashMap<>(modified)));
            m.put("truncated", truncated);
            return m;
        }
    }
}
