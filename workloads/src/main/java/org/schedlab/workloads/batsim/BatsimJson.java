package org.schedlab.workloads.batsim;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.io.IOException;
import java.io.Writer;
import java.util.Map;
import java.util.TreeMap;
import org.schedlab.core.job.Job;
import org.schedlab.workloads.io.PlainNumbers;

/**
 * Writes jobs as a Batsim JSON workload (format in the package documentation) that {@link
 * BatsimWorkload} and Batsim read: one delay profile per distinct runtime, named by the runtime
 * ({@code "3600"}), and per job {@code id}, {@code subtime}, {@code walltime} (the estimate),
 * {@code res} and {@code profile}, one job per line. A job whose estimate is 0 gets no walltime
 * (Batsim wants a walltime {@code > 0} or none).
 */
public final class BatsimJson {
    private BatsimJson() {}

    /** What a written workload could not say as SchedLab has it. */
    public record Written(long jobs, long profiles, long overrunning, long noWalltime) {}

    /**
     * Writes {@code jobs}.
     *
     * @param nbRes the machine size to record as {@code nb_res}
     * @param version 4 (profile type {@code delay}) or 5 ({@code DelayProfile})
     * @param description a line for the {@code description} field, or empty
     */
    public static Written write(Writer out, Iterable<Job> jobs, int nbRes, int version, String description)
            throws IOException {
        if (version != 4 && version != 5) {
            throw new IllegalArgumentException("Batsim version 4 or 5: " + version);
        }
        Map<Double, String> profiles = new TreeMap<>();
        StringBuilder b = new StringBuilder(1 << 16);
        out.write(
                "{\n  \"description\": \"" + escape(description) + "\",\n  \"nb_res\": " + nbRes + ",\n  \"jobs\": [");
        long n = 0;
        long overrunning = 0;
        long noWalltime = 0;
        for (Job j : jobs) {
            String profile = profiles.computeIfAbsent(j.runtime(), PlainNumbers::format);
            b.append(n == 0 ? "\n" : ",\n")
                    .append("    {\"id\": ")
                    .append(j.id())
                    .append(", \"subtime\": ")
                    .append(PlainNumbers.format(j.submit()));
            if (j.estimate() > 0) {
                b.append(", \"walltime\": ").append(PlainNumbers.format(j.estimate()));
            } else {
                noWalltime++;
            }
            b.append(", \"res\": ")
                    .append(j.procs())
                    .append(", \"profile\": \"")
                    .append(profile)
                    .append("\"}");
            if (j.estimate() > 0 && j.runtime() > j.estimate()) {
                overrunning++;
            }
            n++;
            if (b.length() > 1 << 15) {
                out.write(b.toString());
                b.setLength(0);
            }
        }
        out.write(b.toString());
        out.write("\n  ],\n  \"profiles\": {");
        String type = version == 4 ? "delay" : "DelayProfile";
        boolean first = true;
        for (Map.Entry<Double, String> e : profiles.entrySet()) {
            out.write((first ? "\n" : ",\n") + "    \"" + e.getValue() + "\": {\"type\": \"" + type + "\", \"delay\": "
                    + PlainNumbers.format(e.getKey()) + "}");
            first = false;
        }
        out.write("\n  }\n}\n");
        return new Written(n, profiles.size(), overrunning, noWalltime);
    }

    private static String escape(String s) {
        return new String(JsonStringEncoder.getInstance().quoteAsString(s == null ? "" : s));
    }
}
