package org.schedlab.schedulers.reference;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;

/**
 * A minimal SWF reader for the trace checks, on purpose independent of the workloads module. The
 * project's default convention profile: SWF field 2 submit, 4 runtime, 5 allocated processors (8,
 * the requested count, when 5 is -1), 9 estimate (the runtime when not positive); records with a
 * negative runtime or no processors are dropped. Jobs get ids 0, 1, ... in file order, so ids index
 * arrays.
 */
public final class TraceWorkloads {
    /** The shared traces, relative to this module's directory (the tests' working directory). */
    public static final Path TRACES = Path.of("../../shared/data/traces");

    private TraceWorkloads() {}

    /** Reads a gzipped SWF file; records asking for more than {@code capacity} processors are dropped. */
    public static List<Job> readSwf(Path file, int capacity) throws IOException {
        List<Job> jobs = new ArrayList<>();
        for (String[] f : swfFields(file)) {
            double submit = Double.parseDouble(f[1]);
            double runtime = Double.parseDouble(f[3]);
            int procs = (int) Double.parseDouble(f[4]);
            if (procs == -1) {
                procs = (int) Double.parseDouble(f[7]);
            }
            double estimate = Double.parseDouble(f[8]);
            if (runtime < 0 || procs <= 0 || procs > capacity) {
                continue;
            }
            if (estimate <= 0) {
                estimate = runtime;
            }
            jobs.add(new Job(jobs.size(), submit, runtime, estimate, procs, new ProcessorRequest(procs)));
        }
        return jobs;
    }

    /** The whitespace-separated fields of every job line of a gzipped SWF file (comments and blank lines skipped). */
    public static List<String[]> swfFields(Path file) throws IOException {
        List<String[]> records = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.US_ASCII))) {
            String line;
            while ((line = in.readLine()) != null) {
                String s = line.strip();
                if (!s.isEmpty() && !s.startsWith(";")) {
                    records.add(s.split("\\s+"));
                }
            }
        }
        return records;
    }
}
