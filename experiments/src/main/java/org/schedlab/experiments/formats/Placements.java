package org.schedlab.experiments.formats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The processors a placement holds, as sorted, disjoint, closed intervals {@code lo, hi} of
 * processor ids, read from a schedule's {@code allocation} text, and written as Batsim's interval
 * sets.
 *
 * <p>Allocation texts by machine kind: processor ranges {@code 0-15;32-35} on flat and gang
 * machines; the same ranges followed by the switch level, {@code 0-3;8-9@2}, on fat trees (node
 * ids); a submesh {@code (xb;yb;xe;ye)} with 1-based inclusive corners on meshes, whose cell
 * {@code (x, y)} is processor {@code (y - 1) * W + (x - 1)}. Multicluster placements name
 * processor counts per cluster ({@code 0:8;2:4}), not processors: they have no processor list.
 *
 * <p>Batsim's interval-set text (oar-team/batsim, {@code docs/interval-set.rst}, "canonical string
 * representation"): intervals {@code a-b}, or {@code a} when {@code a = b}, disjoint, as large as
 * possible, in ascending order, separated by one space.
 */
public final class Placements {
    private Placements() {}

    /**
     * The processors of {@code allocation} on a machine of {@code kind} ({@code flat}, {@code
     * gang}, {@code fattree}, {@code mesh}; {@code meshWidth} is used for meshes only), as
     * canonical intervals {@code [lo0, hi0, lo1, hi1, ...]}; null when the placement lists no
     * processors (a multicluster placement, an empty or unreadable text).
     */
    public static int[] processors(String kind, int meshWidth, String allocation) {
        if (allocation == null || allocation.isEmpty()) {
            return null;
        }
        try {
            return switch (kind) {
                case "flat", "gang", "fattree" -> {
                    int at = allocation.indexOf('@');
                    yield ranges(at < 0 ? allocation : allocation.substring(0, at), ';');
                }
                case "mesh" -> submesh(allocation, meshWidth);
                default -> null;
            };
        } catch (NumberFormatException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    /**
     * Intervals from {@code a-b} or {@code a} parts separated by {@code separator}; made canonical.
     *
     * @throws NumberFormatException when a part is not such an interval
     */
    public static int[] ranges(String text, char separator) {
        List<int[]> parts = new ArrayList<>();
        for (String p : text.split(java.util.regex.Pattern.quote(String.valueOf(separator)), -1)) {
            String s = p.strip();
            if (s.isEmpty()) {
                if (separator == ' ') {
                    continue; // several spaces
                }
                throw new NumberFormatException("empty interval");
            }
            int dash = s.indexOf('-', 1);
            int lo = Integer.parseInt(dash < 0 ? s : s.substring(0, dash));
            int hi = dash < 0 ? lo : Integer.parseInt(s.substring(dash + 1));
            if (lo < 0 || hi < lo) {
                throw new NumberFormatException("bad interval " + s);
            }
            parts.add(new int[] {lo, hi});
        }
        return canonical(parts);
    }

    private static int[] submesh(String allocation, int width) {
        if (!allocation.startsWith("(") || !allocation.endsWith(")") || width < 1) {
            return null;
        }
        String[] c = allocation.substring(1, allocation.length() - 1).split(";", -1);
        int xb = Integer.parseInt(c[0].strip());
        int yb = Integer.parseInt(c[1].strip());
        int xe = Integer.parseInt(c[2].strip());
        int ye = Integer.parseInt(c[3].strip());
        if (c.length != 4 || xb < 1 || yb < 1 || xe < xb || ye < yb || xe > width) {
            return null;
        }
        List<int[]> rows = new ArrayList<>();
        for (int y = yb; y <= ye; y++) {
            int base = (y - 1) * width;
            rows.add(new int[] {base + xb - 1, base + xe - 1});
        }
        return canonical(rows);
    }

    /** Sorted, merged (overlapping and adjacent intervals joined) intervals. */
    private static int[] canonical(List<int[]> parts) {
        parts.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int[] out = new int[2 * parts.size()];
        int n = 0;
        for (int[] p : parts) {
            if (n > 0 && (long) p[0] <= (long) out[n - 1] + 1) {
                out[n - 1] = Math.max(out[n - 1], p[1]);
            } else {
                out[n++] = p[0];
                out[n++] = p[1];
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** How many processors {@code intervals} hold. */
    public static long count(int[] intervals) {
        long c = 0;
        for (int i = 0; i < intervals.length; i += 2) {
            c += intervals[i + 1] - intervals[i] + 1L;
        }
        return c;
    }

    /** Batsim's canonical interval-set text of {@code intervals}, e.g. {@code 1-3 5 7}. */
    public static String intervalSet(int[] intervals) {
        return text(intervals, ' ');
    }

    /** SchedLab's processor-range text of {@code intervals}, e.g. {@code 1-3;5;7}. */
    public static String processorRanges(int[] intervals) {
        return text(intervals, ';');
    }

    private static String text(int[] intervals, char separator) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < intervals.length; i += 2) {
            if (i > 0) {
                b.append(separator);
            }
            b.append(intervals[i]);
            if (intervals[i + 1] != intervals[i]) {
                b.append('-').append(intervals[i + 1]);
            }
        }
        return b.toString();
    }
}
