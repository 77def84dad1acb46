package org.schedlab.workloads.batsim;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.io.TextFiles;

/**
 * The jobs of a Batsim JSON workload (format and decisions in the package documentation). The
 * whole file is read and checked when the workload is made, so every error is reported before a
 * run starts; {@link #iterator()} then hands out the jobs in submit order.
 */
public final class BatsimWorkload implements Workload {
    /** Profile types whose jobs can be run: Batsim 4's and Batsim 5's spelling of a delay. */
    public static final List<String> DELAY_TYPES = List.of("delay", "DelayProfile");

    private final Path path;
    private final List<Job> jobs;
    private final int nbRes;
    private final String version;
    private final long records;
    private final long dropped;
    private final long walltimeReached;
    private final boolean dropOversize;

    /**
     * Reads and checks {@code path}.
     *
     * @param path a plain or gzip Batsim JSON workload
     * @param largestRequest the largest processor count the target machine serves; empty without a
     *     machine
     * @param dropOversize whether a job asking for more is dropped (counted in the provenance)
     *     rather than refused
     * @throws BadInputException naming the file and the JSON pointer (or line and column) of the
     *     first problem
     */
    public BatsimWorkload(Path path, OptionalInt largestRequest, boolean dropOversize) {
        TextFiles.requireReadable(path);
        if (dropOversize && largestRequest.isEmpty()) {
            throw new BadInputException("option oversize=drop needs a machine to compare the jobs with");
        }
        this.path = path;
        this.dropOversize = dropOversize;
        JsonNode root = parse(path);
        if (!root.isObject()) {
            throw error("", "the workload is a JSON " + type(root) + ", not an object");
        }
        this.nbRes = positiveInt(root.get("nb_res"), "/nb_res", "nb_res (the resources of the platform)");
        JsonNode profiles = root.get("profiles");
        if (profiles == null || !profiles.isObject()) {
            throw error("/profiles", profiles == null ? "missing (an object of profiles)" : "not an object");
        }
        JsonNode list = root.get("jobs");
        if (list == null || !list.isArray()) {
            throw error("/jobs", list == null ? "missing (an array of jobs)" : "not an array");
        }
        Map<String, Double> delays = new HashMap<>();
        java.util.Set<String> types = new java.util.TreeSet<>();
        Map<Integer, Integer> seen = new HashMap<>();
        List<Job> read = new ArrayList<>();
        long cut = 0;
        long oversize = 0;
        for (int i = 0; i < list.size(); i++) {
            String at = "/jobs/" + i;
            JsonNode job = list.get(i);
            if (!job.isObject()) {
                throw error(at, "a job is an object, got a " + type(job));
            }
            int id = jobId(job.get("id"), at + "/id");
            Integer first = seen.putIfAbsent(id, i);
            if (first != null) {
                throw error(at + "/id", "duplicate job id " + id + " (also /jobs/" + first + ")");
            }
            double submit = number(job.get("subtime"), at + "/subtime", "subtime (the submit time)");
            if (submit < 0) {
                throw error(
                        at + "/subtime",
                        "negative submit time " + job.get("subtime").asText());
            }
            int res = positiveInt(job.get("res"), at + "/res", "res (the resources requested)");
            double walltime = -1;
            JsonNode w = job.get("walltime");
            if (w != null && !w.isNull()) {
                walltime = number(w, at + "/walltime", "walltime");
                if (walltime <= 0 && walltime != -1) {
                    throw error(at + "/walltime", "walltime " + w.asText() + " is neither > 0 nor -1 (none)");
                }
            }
            JsonNode p = job.get("profile");
            if (p == null || !p.isTextual()) {
                throw error(at + "/profile", p == null ? "missing (the name of a profile)" : "not a string");
            }
            String name = p.asText();
            Double delay = delays.get(name);
            if (delay == null) {
                delay = delay(profiles, name, at + "/profile", types);
                delays.put(name, delay);
            }
            double runtime = delay;
            if (walltime > 0 && runtime > walltime) {
                runtime = walltime;
                cut++;
            }
            double estimate = walltime > 0 ? walltime : runtime;
            if (largestRequest.isPresent() && res > largestRequest.getAsInt()) {
                if (dropOversize) {
                    oversize++;
                    continue;
                }
                throw error(
                        at + "/res",
                        "job " + id + " needs " + res + " processors but the machine serves at most "
                                + largestRequest.getAsInt() + " (oversize=drop drops such jobs)");
            }
            read.add(new Job(id, submit, runtime, estimate, res, new ProcessorRequest(res)));
        }
        read.sort(Comparator.comparingDouble(Job::submit)); // stable: equal times keep file order
        this.jobs = List.copyOf(read);
        this.records = list.size();
        this.dropped = oversize;
        this.walltimeReached = cut;
        this.version = types.isEmpty() ? "" : String.join("+", types);
    }

    /** The resources the workload was made for ({@code nb_res}). */
    public int nbRes() {
        return nbRes;
    }

    @Override
    public Iterator<Job> iterator() {
        return jobs.iterator();
    }

    @Override
    public Map<String, Object> provenance() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "batsim-json");
        m.put("source", String.valueOf(path.getFileName()));
        m.put("path", path.toString());
        m.put("nb_res", nbRes);
        m.put("profileTypes", version);
        m.put("records", records);
        m.put("kept", (long) jobs.size());
        m.put("walltime-reached", walltimeReached);
        if (dropOversize) {
            m.put("oversize", "drop");
            m.put("dropped", Map.of("oversize", dropped));
        }
        return m;
    }

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private JsonNode parse(Path file) {
        try (InputStream in = TextFiles.openStream(file)) {
            JsonNode root = JSON.readTree(in);
            if (root == null || root.isMissingNode()) {
                throw new BadInputException(file + ": empty file (a Batsim workload is one JSON object)");
            }
            return root;
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            var loc = e.getLocation();
            throw new BadInputException(
                    file + (loc == null ? "" : ":" + loc.getLineNr() + ":" + loc.getColumnNr()) + ": malformed JSON: "
                            + e.getOriginalMessage().lines().findFirst().orElse(""));
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    /** The delay of profile {@code name}; refuses a missing profile or one of another type. */
    private double delay(JsonNode profiles, String name, String usedAt, java.util.Set<String> types) {
        JsonNode p = profiles.get(name);
        String at = "/profiles/" + pointerEscape(name);
        if (p == null) {
            throw error(usedAt, "no profile '" + name + "' in /profiles");
        }
        if (!p.isObject()) {
            throw error(at, "a profile is an object, got a " + type(p));
        }
        JsonNode t = p.get("type");
        if (t == null || !t.isTextual()) {
            throw error(at + "/type", t == null ? "missing (the profile type)" : "not a string");
        }
        if (!DELAY_TYPES.contains(t.asText())) {
            throw error(
                    at + "/type",
                    "profile type '" + t.asText() + "' cannot be run: SchedLab runs delay profiles"
                            + " only (type \"delay\" in Batsim 4, \"DelayProfile\" in Batsim 5)");
        }
        types.add(t.asText());
        double d = number(p.get("delay"), at + "/delay", "delay (the runtime)");
        if (d < 0) {
            throw error(at + "/delay", "negative delay " + p.get("delay").asText());
        }
        return d;
    }

    private int jobId(JsonNode id, String at) {
        if (id == null) {
            throw error(at, "missing (the job id)");
        }
        if (id.isIntegralNumber() && id.canConvertToInt()) {
            return id.intValue();
        }
        if (id.isTextual()) {
            String s = id.asText().strip();
            int bang = s.lastIndexOf('!');
            try {
                return Integer.parseInt(bang < 0 ? s : s.substring(bang + 1));
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw error(
                at,
                "job id " + id + " is not an integer: SchedLab's job ids are integers (give 12, \"12\" or"
                        + " \"w0!12\")");
    }

    private double number(JsonNode v, String at, String what) {
        if (v == null) {
            throw error(at, "missing (" + what + ")");
        }
        if (!v.isNumber() || !Double.isFinite(v.doubleValue())) {
            throw error(at, "not a number: " + v);
        }
        return v.doubleValue() + 0.0;
    }

    private int positiveInt(JsonNode v, String at, String what) {
        if (v == null) {
            throw error(at, "missing (" + what + ")");
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt() || v.intValue() < 1) {
            throw error(at, "not a positive integer: " + v);
        }
        return v.intValue();
    }

    private BadInputException error(String pointer, String message) {
        return new BadInputException(path + ": " + (pointer.isEmpty() ? "/" : pointer) + ": " + message);
    }

    private static String type(JsonNode n) {
        return n.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }

    /** A key as a JSON pointer token (RFC 6901: {@code ~} as {@code ~0}, {@code /} as {@code ~1}). */
    static String pointerEscape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
