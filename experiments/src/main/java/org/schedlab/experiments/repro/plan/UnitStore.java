package org.schedlab.experiments.repro.plan;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The result files of work units, one per unit, in {@code <out>/units/}. A file is written
 * atomically (temporary name, then rename) and ends with a line holding the SHA-256 of everything
 * before it; it also records its unit's id and the hash of the unit's definition ({@link
 * WorkUnit#definition}). A file is complete only when all three check out: a truncated,
 * corrupted or stale file (another seed, an edited sweep) is reported and its unit is run again.
 *
 * <p>Format (UTF-8, one record per line, tab-separated fields; tabs, newlines and backslashes in
 * values escaped as {@code \t}, {@code \n}, {@code \\}; numbers as Java's round-trip decimal
 * form):
 *
 * <pre>
 * schedlab-unit 1
 * id          uniform/FCFS/0.5/r0-2
 * definition  (sha-256 hex)
 * status      done | diverged | skipped
 * reason      (text; diverged and skipped only)
 * sample      meanWait  0.51  0.49       (one line per metric, values in replication order)
 * timing      FCFS  0.5  allocateNanos  812.0  790.5  (timing units only)
 * end         (sha-256 hex of the lines above)
 * </pre>
 */
public final class UnitStore {
    /** The folder inside {@code --out} that holds unit files. */
    public static final String DIR = "units";

    private static final String MAGIC = "schedlab-unit 1";

    private final Path dir;
    private final long seed;

    /**
     * @param out the reproduction's output folder
     * @param seed the master seed (part of every unit's definition)
     */
    public UnitStore(Path out, long seed) {
        this(seed, out.resolve(DIR));
    }

    private UnitStore(long seed, Path dir) {
        this.dir = dir;
        this.seed = seed;
    }

    /** A store whose unit files are in {@code dir} itself. */
    public static UnitStore at(Path dir, long seed) {
        return new UnitStore(seed, dir);
    }

    public Path dir() {
        return dir;
    }

    /** The file of {@code u}: its id made file-safe, plus a short hash of the exact id. */
    public Path file(WorkUnit u) {
        String safe = u.id().replaceAll("[^A-Za-z0-9.=-]", "_");
        return dir.resolve(safe + "." + Sha256.of(u.id()).substring(0, 8) + ".unit");
    }

    /**
     * What a lookup found.
     *
     * @param result the complete result, or null
     * @param problem null when the file is complete or absent; else why it is not used
     */
    public record Lookup(UnitResult result, String problem) {}

    /** The complete result of {@code u}, or why there is none. */
    public Lookup read(WorkUnit u) throws IOException {
        Path f = file(u);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(f);
        } catch (NoSuchFileException e) {
            return new Lookup(null, null);
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (!text.endsWith("\n")) {
            return new Lookup(null, f.getFileName() + ": truncated (no final line)");
        }
        int last = text.lastIndexOf('\n', text.length() - 2);
        String body = text.substring(0, last + 1);
        String end = text.substring(last + 1, text.length() - 1);
        if (!end.equals("end\t" + Sha256.of(body))) {
            return new Lookup(null, f.getFileName() + ": incomplete or corrupt (checksum does not match)");
        }
        try {
            return parse(u, body, f);
        } catch (RuntimeException e) {
            return new Lookup(null, f.getFileName() + ": unreadable (" + e.getMessage() + ")");
        }
    }

    private Lookup parse(WorkUnit u, String body, Path f) {
        String[] lines = body.split("\n");
        if (!lines[0].equals(MAGIC)) {
            return new Lookup(null, f.getFileName() + ": not a unit file");
        }
        String id = null;
        String definition = null;
        String status = null;
        String reason = null;
        Map<String, double[]> samples = new LinkedHashMap<>();
        Map<String, Map<String, double[]>> timings = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            String[] p = lines[i].split("\t", -1);
            switch (p[0]) {
                case "id" -> id = unescape(p[1]);
                case "definition" -> definition = p[1];
                case "status" -> status = p[1];
                case "reason" -> reason = unescape(p[1]);
                case "sample" -> samples.put(unescape(p[1]), numbers(p, 2));
                case "timing" ->
                    timings.computeIfAbsent(
                                    UnitResult.key(unescape(p[1]), Double.parseDouble(p[2])),
                                    k -> new LinkedHashMap<>())
                            .put(unescape(p[3]), numbers(p, 4));
                default -> throw new IllegalArgumentException("unknown record '" + p[0] + "'");
            }
        }
        if (!u.id().equals(id)) {
            return new Lookup(null, f.getFileName() + ": holds unit " + id + ", not " + u.id());
        }
        if (!Sha256.of(u.definition(seed)).equals(definition)) {
            return new Lookup(null, f.getFileName() + ": stale (computed under other settings or another seed)");
        }
        if (status == null
                || !(status.equals(UnitResult.DONE)
                        || status.equals(UnitResult.DIVERGED)
                        || status.equals(UnitResult.SKIPPED))) {
            throw new IllegalArgumentException("bad status " + status);
        }
        return new Lookup(new UnitResult(id, status, reason, samples, timings), null);
    }

    private static double[] numbers(String[] p, int from) {
        double[] v = new double[p.length - from];
        for (int i = 0; i < v.length; i++) {
            v[i] = Double.parseDouble(p[from + i]);
        }
        return v;
    }

    /** Writes {@code r}, the result of {@code u}, atomically. */
    public void write(WorkUnit u, UnitResult r) throws IOException {
        StringBuilder b = new StringBuilder(MAGIC).append('\n');
        b.append("id\t").append(escape(u.id())).append('\n');
        b.append("definition\t").append(Sha256.of(u.definition(seed))).append('\n');
        b.append("status\t").append(r.status()).append('\n');
        if (r.reason() != null) {
            b.append("reason\t").append(escape(r.reason())).append('\n');
        }
        r.samples().forEach((name, v) -> {
            b.append("sample\t").append(escape(name));
            appendNumbers(b, v);
        });
        r.timings().forEach((key, m) -> {
            int tab = key.lastIndexOf('\t');
            m.forEach((name, v) -> {
                b.append("timing\t")
                        .append(escape(key.substring(0, tab)))
                        .append('\t')
                        .append(key.substring(tab + 1))
                        .append('\t')
                        .append(escape(name));
                appendNumbers(b, v);
            });
        });
        String body = b.toString();
        Files.createDirectories(dir);
        AtomicFiles.writeString(file(u), body + "end\t" + Sha256.of(body) + "\n");
    }

    private static void appendNumbers(StringBuilder b, double[] v) {
        for (double d : v) {
            b.append('\t').append(Double.toString(d));
        }
        b.append('\n');
    }

    static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
    }

    static String unescape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                b.append(
                        switch (n) {
                            case 't' -> '\t';
                            case 'n' -> '\n';
                            case 'r' -> '\r';
                            default -> n;
                        });
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
