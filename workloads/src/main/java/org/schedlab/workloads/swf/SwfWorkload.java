package org.schedlab.workloads.swf;

import java.nio.file.Path;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.io.LookaheadIterator;
import org.schedlab.workloads.io.PlainNumbers;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.profile.ConventionProfile;

/**
 * The jobs of an SWF file under a {@link ConventionProfile}. The profile is applied lazily while
 * iterating, one line at a time, so a trace of any length runs in constant memory; every call to
 * {@link #iterator()} reads the file again from its start.
 *
 * <p>Per record, in this order: the partition and queue filters; a negative runtime (dropped, or
 * set to 0); the size from the chosen processor field (a size &lt;= 0 drops the record); the nodes
 * divisor; the oversize rule; a missing estimate; an overrun; then the time origin and the load
 * factor on the submit time. The job id is field 1 and the request is a {@link ProcessorRequest}
 * of the size.
 *
 * <p>Counts per reason (keys of {@link #provenance()} maps {@code dropped} and {@code modified}):
 * dropped {@code partition}, {@code queue}, {@code negative-runtime}, {@code no-processors},
 * {@code oversize}; modified {@code runtime-zeroed}, {@code procs-fallback} (the
 * other processor field was used), {@code nodes-divisor}, {@code estimate-missing}, {@code
 * overrun-cut}. With a limit, the pass stops at the limit and its counts say {@code truncated}.
 *
 * <p>An iterator closes the file when it is exhausted or meets a malformed line; an iterator
 * abandoned half-way keeps its file open until it is garbage collected.
 */
public final class SwfWorkload implements Workload {
    /** Provenance key: the file name. */
    public static final String SOURCE = "source";

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
     * @param machineSize processors of the target machine, used by {@code oversize=drop}; empty
     *     when there is no machine
     * @param limit stop after this many kept jobs ({@code --jobs} on a trace); 0 for no limit
     * @throws BadInputException for a missing file, a malformed header line, or {@code
     *     oversize=drop} without a machine size
     */
    public SwfWorkload(Path path, ConventionProfile profile, OptionalInt machineSize, int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit must be >= 0: " + limit);
        }
        TextFiles.requireReadable(path);
        if (profile.oversize() == ConventionProfile.Oversize.DROP && machineSize.isEmpty()) {
            throw new BadInputException(
                    "option oversize=drop needs a machine (give --machine) to know which jobs are too large");
        }
        this.path = path;
        this.profile = profile;
        this.machineSize = machineSize;
        this.limit = limit;
        try (SwfReader reader = SwfReader.open(path)) {
            this.header = reader.header();
        }
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
        return new ProfileIterator(SwfReader.open(path), profile, machineSize, limit, this::passDone);
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
        if (limit > 0) {
            m.put("limit", limit);
        }
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
        private final SwfReader reader;
        private final ConventionProfile profile;
        private final OptionalInt machineSize;
        private final int limit;
        private final Consumer<Map<String, Object>> onDone;
        private final Counts counts = new Counts();
        private boolean haveOrigin;
        private double origin;
        private double lastSubmit = Double.NEGATIVE_INFINITY;
        private long lastLine;

        ProfileIterator(
                SwfReader reader,
                ConventionProfile profile,
                OptionalInt machineSize,
                int limit,
                Consumer<Map<String, Object>> onDone) {
            this.reader = reader;
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
                Job job = apply(r);
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
            double runtime = r.runTime();
            if (runtime < 0) {
                if (profile.invalid() == ConventionProfile.InvalidRecords.DROP) {
                    return counts.drop("negative-runtime");
                }
                runtime = 0;
                counts.modify("runtime-zeroed");
            }
            int procs = profile.processors().select(r.allocatedProcessors(), r.requestedProcessors());
            if (procs <= 0) {
                return counts.drop("no-processors");
            }
            if (profile.processors().fellBack(r.allocatedProcessors(), r.requestedProcessors())) {
                counts.modify("procs-fallback");
            }
            if (profile.nodesDivisor() > 1) {
                int nodes = (procs + profile.nodesDivisor() - 1) / profile.nodesDivisor();
                if (nodes != procs) {
                    counts.modify("nodes-divisor");
                }
                procs = nodes;
            }
            if (machineSize.isPresent()
                    && procs > machineSize.getAsInt()
                    && profile.oversize() == ConventionProfile.Oversize.DROP) {
                return counts.drop("oversize");
            }
            double estimate = r.requestedTime();
            if (estimate <= 0) {
                estimate = runtime;
                counts.modify("estimate-missing");
            }
            if (runtime > estimate && profile.overrun() == ConventionProfile.Overrun.CUT) {
                runtime = estimate;
                counts.modify("overrun-cut");
            }
            double submit = r.submitTime();
            if (submit < lastSubmit) {
                throw new BadInputException(reader.name() + ":" + reader.lineNumber() + ": submit time "
                        + PlainNumbers.format(r.submitTime()) + " is earlier than that of line " + lastLine
                        + " (SWF job lines must be sorted by submit time)");
            }
            lastSubmit = submit;
            lastLine = reader.lineNumber();
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
            return new Job(r.jobNumber(), submit, runtime, estimate, procs, new ProcessorRequest(procs));
        }
    }

    /** Per-pass counters. */
    private static final class Counts {
        long records;
        long kept;
        boolean truncated;
        final Map<String, Long> dropped = new LinkedHashMap<>();
        final Map<String, Long> modified = new LinkedHashMap<>();

        Job drop(String reason) {
            dropped.merge(reason, 1L, Long::sum);
            return null;
        }

        void modify(String reason) {
            modified.merge(reason, 1L, Long::sum);
        }

        Map<String, Object> snapshot() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("records", records);
            m.put("kept", kept);
            m.put("dropped", Collections.unmodifiableMap(new LinkedHashMap<>(dropped)));
            m.put("modified", Collections.unmodifiableMap(new LinkedHashMap<>(modified)));
            if (truncated) {
                m.put("truncated", true);
            }
            return m;
        }
    }
}
