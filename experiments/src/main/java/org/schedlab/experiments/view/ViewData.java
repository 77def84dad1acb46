package org.schedlab.experiments.view;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.registry.ViewLayout;
import org.schedlab.core.spec.BadInputException;

/**
 * The data a schedule view draws, worked out from a {@link Schedule}: the jobs' times as columns,
 * and per machine kind what the page needs to draw a job (Gantt rows, a submesh, tree nodes with
 * their contiguity, matrix copies) plus what is cheaper to compute here than in the page (a mesh's
 * fragmentation over time). Every placement is checked on the way: a processor, node or mesh cell
 * held by two jobs at once, or a placement outside the machine, is refused with the file and the
 * jobs named. Numeric columns go to the page as base64 little-endian typed arrays (exact, a third
 * of the size of decimal text, decoded without parsing); time columns as 32-bit integers when every
 * value is one (a trace's seconds: half the size of doubles, which matters for a 232k-job page),
 * else as doubles.
 */
final class ViewData {
    private ViewData() {}

    /** Most fragmentation samples a mesh view computes (each costs one pass over the mesh). */
    static final long FRAGMENTATION_BUDGET = 200_000_000L;

    /**
     * The page's data.
     *
     * @param where the schedule's file, for messages
     */
    static Map<String, Object> of(Schedule s, MachineLayout m, String where) {
        List<Schedule.Job> jobs = s.jobs();
        int n = jobs.size();
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("kind", m.kind());
        d.put("machine", m.text());
        d.put("capacity", m.capacity());
        d.put("sizes", m.sizes());
        d.put("n", n);
        int[] id = new int[n];
        double[] submit = new double[n];
        double[] start = new double[n];
        double[] end = new double[n];
        int[] procs = new int[n];
        int[] user = new int[n];
        boolean users = false;
        for (int i = 0; i < n; i++) {
            Schedule.Job j = jobs.get(i);
            id[i] = j.id();
            submit[i] = j.submit();
            start[i] = j.start();
            end[i] = j.end();
            procs[i] = j.procs();
            user[i] = j.user();
            users |= j.user() >= 0;
        }
        d.put("id", b64(id));
        d.put("submit", times(submit));
        d.put("start", times(start));
        d.put("end", times(end));
        d.put("procs", b64(procs));
        d.put("user", users ? b64(user) : null);
        fairStarts(d, jobs);
        switch (m.kind()) {
            case "flat", ViewLayout.ROWS, ViewLayout.SLICES ->
                gantt(d, jobs, m, where, processorRanges(jobs, m.capacity(), where));
            case "fattree" -> {
                int[][] ranges = processorRanges(jobs, m.sizes().get(2), where);
                gantt(d, jobs, m, where, ranges);
                fatTree(d, ranges, procs, m);
            }
            case "multicluster" -> gantt(d, jobs, m, where, clusterRows(jobs, m, where));
            case "mesh" -> mesh(d, jobs, m, where);
            case "gang" -> gang(d, jobs, m, where);
            default -> throw new IllegalStateException(m.kind());
        }
        return d;
    }

    /**
     * The fair start times ({@code simulate --fairness}) as two time columns, {@code strictFst} and
     * {@code relaxedFst} (NaN for a job without them), when some job has them; nothing otherwise, so
     * a page without them is unchanged. The page's card then shows them (script {@code
     * view-fair.js}).
     */
    private static void fairStarts(Map<String, Object> d, List<Schedule.Job> jobs) {
        if (!hasFairStarts(jobs)) {
            return;
        }
        int n = jobs.size();
        double[] strict = new double[n];
        double[] relaxed = new double[n];
        for (int i = 0; i < n; i++) {
            strict[i] = jobs.get(i).strictFst();
            relaxed[i] = jobs.get(i).relaxedFst();
        }
        d.put("strictFst", times(strict));
        d.put("relaxedFst", times(relaxed));
    }

    /** Whether some job of the schedule has fair start times. */
    static boolean hasFairStarts(List<Schedule.Job> jobs) {
        for (Schedule.Job j : jobs) {
            if (j.hasFairStarts()) {
                return true;
            }
        }
        return false;
    }

    // ---- Gantt machines -------------------------------------------------------------------------

    /** Per job, processor ranges {@code lo, hi} (inclusive) from {@code 0-15;32-35} notation. */
    static int[][] processorRanges(List<Schedule.Job> jobs, int size, String where) {
        int[][] out = new int[jobs.size()][];
        for (int i = 0; i < jobs.size(); i++) {
            Schedule.Job j = jobs.get(i);
            // fat-tree placements end with their switch level, e.g. 0-3;8-9@2
            String a = j.allocation();
            int at = a.indexOf('@');
            String[] parts = (at < 0 ? a : a.substring(0, at)).split(";", -1);
            int[] r = new int[2 * parts.length];
            int count = 0;
            for (int k = 0; k < parts.length; k++) {
                String p = parts[k];
                int dash = p.indexOf('-');
                try {
                    r[2 * k] = Integer.parseInt(dash < 0 ? p : p.substring(0, dash));
                    r[2 * k + 1] = dash < 0 ? r[2 * k] : Integer.parseInt(p.substring(dash + 1));
                } catch (NumberFormatException e) {
                    throw new BadInputException(where + ": job " + j.id() + ": allocation '" + j.allocation()
                            + "' is not processor ranges such as 0-15;32-35");
                }
                if (r[2 * k] < 0 || r[2 * k + 1] < r[2 * k] || r[2 * k + 1] >= size) {
                    throw new BadInputException(where + ": job " + j.id() + ": allocation '" + j.allocation()
                            + "' is outside processors 0.." + (size - 1));
                }
                count += r[2 * k + 1] - r[2 * k] + 1;
            }
            if (count != j.procs()) {
                throw new BadInputException(where + ": job " + j.id() + ": allocation '" + j.allocation() + "' has "
                        + count + " processors, procs says " + j.procs());
            }
            out[i] = r;
        }
        checkNoOverlap(jobs, out, size, where);
        return out;
    }

    /**
     * Every start and end as {@code 2 * job + (end ? 1 : 0)}, in time order, ends before starts at
     * equal times (the engine's order), then by job. Sorted as primitive keys (rank of the time,
     * the kind, the job), which is what keeps a 232k-job schedule cheap.
     */
    private static long[] events(List<Schedule.Job> jobs) {
        int n = jobs.size();
        double[] times = new double[2 * n];
        for (int i = 0; i < n; i++) {
            times[2 * i] = jobs.get(i).start();
            times[2 * i + 1] = jobs.get(i).end();
        }
        double[] sorted = times.clone();
        Arrays.sort(sorted);
        int jobBits = 64 - Long.numberOfLeadingZeros(Math.max(1, n)); // rank, kind and job fit in 63 bits
        long[] keys = new long[2 * n];
        for (int e = 0; e < 2 * n; e++) {
            // the same search finds the same position for equal times: one rank per time
            long rank = Arrays.binarySearch(sorted, times[e]);
            long kind = (e & 1) == 1 ? 0 : 1; // ends first
            keys[e] = rank << (jobBits + 1) | kind << jobBits | e >> 1;
        }
        Arrays.sort(keys);
        long[] order = new long[2 * n];
        long mask = (1L << jobBits) - 1;
        for (int k = 0; k < 2 * n; k++) {
            long job = keys[k] & mask;
            boolean end = ((keys[k] >> jobBits) & 1) == 0;
            order[k] = 2 * job + (end ? 1 : 0);
        }
        return order;
    }

    private static void checkNoOverlap(List<Schedule.Job> jobs, int[][] ranges, int size, String where) {
        BitSet busy = new BitSet(size);
        int[] holder = new int[size];
        for (long e : events(jobs)) {
            int i = (int) (e >> 1);
            Schedule.Job j = jobs.get(i);
            if (j.start() == j.end()) {
                continue;
            }
            int[] r = ranges[i];
            for (int k = 0; k < r.length; k += 2) {
                if ((e & 1) == 1) {
                    busy.clear(r[k], r[k + 1] + 1);
                } else {
                    int clash = busy.nextSetBit(r[k]);
                    if (clash >= 0 && clash <= r[k + 1]) {
                        throw new BadInputException(
                                where + ": jobs " + jobs.get(holder[clash]).id() + " and " + j.id()
                                        + " both hold processor " + clash + " at time " + j.start());
                    }
                    busy.set(r[k], r[k + 1] + 1);
                    Arrays.fill(holder, r[k], r[k + 1] + 1, i);
                }
            }
        }
    }

    /**
     * Gantt rows of multicluster jobs: allocations name processor counts per cluster ({@code 0:8;2:4}),
     * not processors, so each job is given, at its start, the lowest free rows of each cluster it
     * uses (replaying the schedule, ends before starts at equal times); cluster {@code c}'s rows
     * follow those of the clusters before it.
     */
    static int[][] clusterRows(List<Schedule.Job> jobs, MachineLayout m, String where) {
        List<Integer> sizes = m.sizes();
        int[] offset = new int[sizes.size() + 1];
        for (int c = 0; c < sizes.size(); c++) {
            offset[c + 1] = offset[c] + sizes.get(c);
        }
        int[][] take = new int[jobs.size()][];
        for (int i = 0; i < jobs.size(); i++) {
            Schedule.Job j = jobs.get(i);
            int[] t = new int[sizes.size()];
            int count = 0;
            for (String part : j.allocation().split(";", -1)) {
                int colon = part.indexOf(':');
                try {
                    int c = Integer.parseInt(part.substring(0, colon));
                    int k = Integer.parseInt(part.substring(colon + 1));
                    if (c < 0 || c >= sizes.size() || k < 1) {
                        throw new BadInputException(where + ": job " + j.id() + ": allocation '" + j.allocation()
                                + "' names a cluster outside 0.." + (sizes.size() - 1) + " or an empty part");
                    }
                    t[c] += k;
                    count += k;
                } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
                    throw new BadInputException(where + ": job " + j.id() + ": allocation '" + j.allocation()
                            + "' is not cluster:count pairs such as 0:8;2:4");
                }
            }
            if (count != j.procs()) {
                throw new BadInputException(where + ": job " + j.id() + ": allocation '" + j.allocation() + "' has "
                        + count + " processors, procs says " + j.procs());
            }
            take[i] = t;
        }
        BitSet busy = new BitSet(m.capacity());
        int[][] out = new int[jobs.size()][];
        for (int i = 0; i < jobs.size(); i++) {
            out[i] = new int[0];
        }
        for (long e : events(jobs)) {
            int i = (int) (e >> 1);
            Schedule.Job j = jobs.get(i);
            if ((e & 1) == 1) {
                for (int k = 0; k < out[i].length; k += 2) {
                    busy.clear(out[i][k], out[i][k + 1] + 1);
                }
                continue;
            }
            List<Integer> r = new ArrayList<>();
            for (int c = 0; c < sizes.size(); c++) {
                int need = take[i][c];
                int p = offset[c];
                while (need > 0) {
                    p = busy.nextClearBit(p);
                    if (p >= offset[c + 1]) {
                        throw new BadInputException(where + ": job " + j.id() + " starts at " + j.start()
                                + " on cluster " + c + " which has no " + take[i][c] + " free processors then");
                    }
                    int q = p;
                    while (need > 1 && q + 1 < offset[c + 1] && !busy.get(q + 1)) {
                        q++;
                        need--;
                    }
                    need--;
                    busy.set(p, q + 1);
                    r.add(p);
                    r.add(q);
                    p = q + 1;
                }
            }
            out[i] = r.stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    private static void gantt(
            Map<String, Object> d, List<Schedule.Job> jobs, MachineLayout m, String where, int[][] r) {
        int[] index = new int[r.length + 1];
        for (int i = 0; i < r.length; i++) {
            index[i + 1] = index[i] + r[i].length / 2;
        }
        int[] flat = new int[2 * index[r.length]];
        for (int i = 0; i < r.length; i++) {
            System.arraycopy(r[i], 0, flat, 2 * index[i], r[i].length);
        }
        d.put("rangeIndex", b64(index));
        d.put("ranges", b64(flat));
        d.put("rows", m.capacity());
        if (m.kind().equals("multicluster")) {
            List<Integer> bands = new ArrayList<>(List.of(0));
            m.sizes().forEach(c -> bands.add(bands.get(bands.size() - 1) + c));
            d.put("bands", bands);
        }
    }

    /**
     * Per fat-tree job: {@code level}, the highest switch stage its nodes talk through (0 for one
     * node: the lowest {@code s} with all its nodes in one aligned group of {@code k^s});
     * {@code minLevel}, the lowest stage that can hold its size ({@code k^s >= procs}, 0 for one
     * node); and {@code spread}, how many aligned groups of {@code k^minLevel} nodes it touches (1:
     * contiguous).
     */
    private static void fatTree(Map<String, Object> d, int[][] ranges, int[] procs, MachineLayout m) {
        int k = m.sizes().get(0);
        int n = m.sizes().get(1);
        int jobs = ranges.length;
        int[] level = new int[jobs];
        int[] minLevel = new int[jobs];
        int[] spread = new int[jobs];
        for (int i = 0; i < jobs; i++) {
            int[] r = ranges[i];
            int lo = Integer.MAX_VALUE;
            int hi = -1;
            for (int x = 0; x < r.length; x += 2) {
                lo = Math.min(lo, r[x]);
                hi = Math.max(hi, r[x + 1]);
            }
            int s = 0;
            long g = 1;
            while (lo / g != hi / g && s < n) {
                s++;
                g *= k;
            }
            level[i] = s;
            int ms = 0;
            long mg = 1;
            while (mg < procs[i] && ms < n) {
                ms++;
                mg *= k;
            }
            minLevel[i] = ms;
            int groups = 0;
            long last = -1;
            for (int x = 0; x < r.length; x += 2) {
                long first = r[x] / mg;
                long lastOfRange = r[x + 1] / mg;
                groups += (int) (lastOfRange - first + 1) - (first == last ? 1 : 0);
                last = lastOfRange;
            }
            spread[i] = groups;
        }
        d.put("level", b64(level));
        d.put("minLevel", b64(minLevel));
        d.put("spread", b64(spread));
    }

    // ---- meshes -------------------------------------------------------------------------------

    /**
     * Submeshes ({@code (xb;yb;xe;ye)}, 1-based inclusive) as 0-based {@code x0, y0, x1, y1}, and
     * the fragmentation after each event time: free processors and the largest free submesh (the
     * largest all-free rectangle of the mesh). With more events than {@link #FRAGMENTATION_BUDGET}
     * allows, it is sampled at evenly spaced event times ({@code fragEvery}).
     */
    private static void mesh(Map<String, Object> d, List<Schedule.Job> jobs, MachineLayout m, String where) {
        int w = m.sizes().get(0);
        int h = m.sizes().get(1);
        int n = jobs.size();
        int[] rect = new int[4 * n];
        for (int i = 0; i < n; i++) {
            Schedule.Job j = jobs.get(i);
            String a = j.allocation();
            String[] p = a.startsWith("(") && a.endsWith(")")
                    ? a.substring(1, a.length() - 1).split(";", -1)
                    : new String[0];
            try {
                if (p.length != 4) {
                    throw new NumberFormatException();
                }
                for (int c = 0; c < 4; c++) {
                    rect[4 * i + c] = Integer.parseInt(p[c].strip()) - 1;
                }
            } catch (NumberFormatException e) {
                throw new BadInputException(
                        where + ": job " + j.id() + ": allocation '" + a + "' is not a submesh such as (1;1;5;2)");
            }
            int x0 = rect[4 * i];
            int y0 = rect[4 * i + 1];
            int x1 = rect[4 * i + 2];
            int y1 = rect[4 * i + 3];
            if (x0 < 0 || y0 < 0 || x1 < x0 || y1 < y0 || x1 >= w || y1 >= h) {
                throw new BadInputException(
                        where + ": job " + j.id() + ": submesh " + a + " is outside the " + w + "x" + h + " mesh");
            }
            if ((x1 - x0 + 1) * (y1 - y0 + 1) != j.procs()) {
                throw new BadInputException(where + ": job " + j.id() + ": submesh " + a + " has "
                        + (x1 - x0 + 1) * (y1 - y0 + 1) + " processors, procs says " + j.procs());
            }
        }
        d.put("rect", b64(rect));
        int[] owner = new int[w * h];
        Arrays.fill(owner, -1);
        long[] ev = events(jobs);
        int times = 0;
        for (int e = 0; e < ev.length; e++) {
            if (e + 1 == ev.length || time(jobs, ev[e]) != time(jobs, ev[e + 1])) {
                times++;
            }
        }
        long cost = (long) times * w * h;
        int every = cost <= FRAGMENTATION_BUDGET ? 1 : (int) ((cost + FRAGMENTATION_BUDGET - 1) / FRAGMENTATION_BUDGET);
        List<Double> t = new ArrayList<>();
        List<Integer> free = new ArrayList<>();
        List<Integer> largest = new ArrayList<>();
        int busy = 0;
        int group = 0;
        int[] heights = new int[w];
        for (int e = 0; e < ev.length; e++) {
            int i = (int) (ev[e] >> 1);
            Schedule.Job j = jobs.get(i);
            boolean ends = (ev[e] & 1) == 1;
            if (j.start() != j.end()) {
                for (int y = rect[4 * i + 1]; y <= rect[4 * i + 3]; y++) {
                    for (int x = rect[4 * i]; x <= rect[4 * i + 2]; x++) {
                        int c = y * w + x;
                        if (ends) {
                            owner[c] = -1;
                        } else {
                            if (owner[c] >= 0) {
                                throw new BadInputException(where + ": jobs "
                                        + jobs.get(owner[c]).id() + " and "
                                        + j.id() + " both hold mesh node (" + (x + 1) + "," + (y + 1) + ") at time "
                                        + j.start());
                            }
                            owner[c] = i;
                        }
                    }
                }
                busy += (ends ? -1 : 1) * j.procs();
            }
            if (e + 1 == ev.length || time(jobs, ev[e]) != time(jobs, ev[e + 1])) {
                if (group++ % every == 0 || e + 1 == ev.length) {
                    t.add(time(jobs, ev[e]));
                    free.add(w * h - busy);
                    largest.add(largestFree(owner, w, h, heights));
                }
            }
        }
        d.put("fragT", times(t.stream().mapToDouble(Double::doubleValue).toArray()));
        d.put("fragFree", b64(free.stream().mapToInt(Integer::intValue).toArray()));
        d.put("fragLargest", b64(largest.stream().mapToInt(Integer::intValue).toArray()));
        d.put("fragEvery", every);
    }

    private static double time(List<Schedule.Job> jobs, long event) {
        Schedule.Job j = jobs.get((int) (event >> 1));
        return (event & 1) == 1 ? j.end() : j.start();
    }

    /** The area of the largest rectangle of free nodes (the histogram-stack method, O(W x H)). */
    static int largestFree(int[] owner, int w, int h, int[] heights) {
        Arrays.fill(heights, 0);
        int best = 0;
        int[] stack = new int[w + 1];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                heights[x] = owner[y * w + x] < 0 ? heights[x] + 1 : 0;
            }
            int top = 0;
            for (int x = 0; x <= w; x++) {
                int cur = x == w ? 0 : heights[x];
                while (top > 0 && heights[stack[top - 1]] >= cur) {
                    int height = heights[stack[--top]];
                    int left = top == 0 ? -1 : stack[top - 1];
                    best = Math.max(best, height * (x - left - 1));
                }
                stack[top++] = x;
            }
        }
        return best;
    }

    // ---- gang ---------------------------------------------------------------------------------

    /**
     * Each job's buddy block ({@code start-end}, inclusive) and its copies in the matrix from the
     * {@code slots} column: {@code copyJob, copyRow, copyExtra} and the slot interval {@code
     * copyFrom, copyTo} (end exclusive), row ids in creation order.
     */
    private static void gang(Map<String, Object> d, List<Schedule.Job> jobs, MachineLayout m, String where) {
        int p = m.capacity();
        int n = jobs.size();
        int[] block = new int[2 * n];
        List<int[]> copies = new ArrayList<>();
        List<double[]> spans = new ArrayList<>();
        int rows = 0;
        boolean anySlots = false;
        for (int i = 0; i < n; i++) {
            Schedule.Job j = jobs.get(i);
            String a = j.allocation();
            int dash = a.indexOf('-');
            try {
                int lo = Integer.parseInt(a.substring(0, dash));
                int hi = Integer.parseInt(a.substring(dash + 1));
                int size = hi - lo + 1;
                if (lo < 0 || hi >= p || size < 1 || Integer.bitCount(size) != 1 || lo % size != 0) {
                    throw new BadInputException(where + ": job " + j.id() + ": block '" + a
                            + "' is not an aligned buddy block of the " + p + " processors");
                }
                block[2 * i] = lo;
                block[2 * i + 1] = size;
            } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
                throw new BadInputException(
                        where + ": job " + j.id() + ": allocation '" + a + "' is not a buddy block such as 0-31");
            }
            if (j.slots().isEmpty()) {
                continue;
            }
            anySlots = true;
            for (String c : j.slots().split(";", -1)) {
                try {
                    boolean extra = c.startsWith("*");
                    String body = extra ? c.substring(1) : c;
                    int colon = body.indexOf(':');
                    int row = Integer.parseInt(body.substring(0, colon));
                    String span = body.substring(colon + 1);
                    int dash2 = span.indexOf('-', 1);
                    while (dash2 > 0 && (span.charAt(dash2 - 1) == 'E' || span.charAt(dash2 - 1) == 'e')) {
                        dash2 = span.indexOf('-', dash2 + 1); // a negative exponent, e.g. 1.0E-4
                    }
                    double from = Double.parseDouble(span.substring(0, dash2));
                    double to = Double.parseDouble(span.substring(dash2 + 1));
                    if (row < 0 || !(from <= to)) {
                        throw new NumberFormatException();
                    }
                    copies.add(new int[] {i, row, extra ? 1 : 0});
                    spans.add(new double[] {from, to});
                    rows = Math.max(rows, row + 1);
                } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
                    throw new BadInputException(where + ": job " + j.id() + ": slots entry '" + c
                            + "' is not ROW:FROM-TO (an extra copy *ROW:FROM-TO)");
                }
            }
        }
        d.put("block", b64(block));
        int c = copies.size();
        int[] cj = new int[3 * c];
        double[] from = new double[c];
        double[] to = new double[c];
        for (int k = 0; k < c; k++) {
            System.arraycopy(copies.get(k), 0, cj, 3 * k, 3);
            from[k] = spans.get(k)[0];
            to[k] = spans.get(k)[1];
        }
        d.put("copies", b64(cj));
        d.put("copyFrom", times(from));
        d.put("copyTo", times(to));
        d.put("rowIds", rows);
        d.put("hasSlots", anySlots);
    }

    // ---- encoding -----------------------------------------------------------------------------

    /**
     * A time column: {@code {"i32": base64}} when every value is an integer that fits 32 bits,
     * else {@code {"f64": base64}}.
     */
    static Map<String, String> times(double[] v) {
        for (double x : v) {
            if (x != Math.rint(x) || x < Integer.MIN_VALUE || x > Integer.MAX_VALUE) {
                return Map.of("f64", b64(v));
            }
        }
        int[] i = new int[v.length];
        for (int k = 0; k < v.length; k++) {
            i[k] = (int) v[k];
        }
        return Map.of("i32", b64(i));
    }

    static String b64(int[] v) {
        ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(v);
        return Base64.getEncoder().encodeToString(b.array());
    }

    static String b64(double[] v) {
        ByteBuffer b = ByteBuffer.allocate(8 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        b.asDoubleBuffer().put(v);
        return Base64.getEncoder().encodeToString(b.array());
    }
}
