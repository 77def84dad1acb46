package org.schedlab.fattree.alloc;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * A second, deliberately naive implementation of algorithms.md 5.2 on a plain array of node
 * states: no group counts, no pruning, no remembered failures. The allocators must agree with it
 * on every request.
 */
public final class ReferencePolicies {
    private ReferencePolicies() {}

    /** The nodes the policy {@code spec} chooses for {@code size}, or null. */
    public static int[] select(String spec, KaryNTree tree, boolean[] free, int size) {
        if (size < 1 || size > count(free, 0, free.length)) {
            return null;
        }
        if (spec.equals("noncontiguous")) {
            return firstFree(free, 0, free.length, size);
        }
        int[] contiguous = contiguous(tree, free, size);
        if (spec.equals("contiguous") || contiguous != null) {
            return contiguous;
        }
        String[] parts = spec.split(":");
        int qct = Integer.parseInt(parts[1]);
        boolean below = List.of(parts).contains("max=below");
        boolean least = List.of(parts).contains("spill=least");
        return quasi(tree, free, size, qct, below, least);
    }

    private static int[] contiguous(KaryNTree tree, boolean[] free, int size) {
        int level = level(tree.k(), size);
        int span = pow(tree.k(), level);
        for (int lo = 0; lo < free.length; lo += span) {
            if (count(free, lo, lo + span) >= size) {
                return firstFree(free, lo, lo + span, size);
            }
        }
        return null;
    }

    private static int[] quasi(KaryNTree tree, boolean[] free, int size, int qct, boolean below, boolean least) {
        int level = level(tree.k(), size);
        if (level == tree.n()) {
            return null;
        }
        int max = (int) Math.ceil(qct / 100.0 * size - 1e-9);
        if (below) {
            // the largest count strictly below qct percent of the size
            max = 0;
            while ((max + 1) * 100 < qct * size) {
                max++;
            }
        }
        int[] best = null;
        int bestSpilled = Integer.MAX_VALUE;
        int span = pow(tree.k(), level);
        int bigSpan = span * tree.k();
        for (int lo = 0; lo < free.length; lo += bigSpan) {
            if (count(free, lo, lo + bigSpan) < size) {
                continue;
            }
            List<Integer> subs = new ArrayList<>();
            for (int s = lo; s < lo + bigSpan; s += span) {
                subs.add(s);
            }
            subs.sort(Comparator.comparingInt((Integer s) -> -count(free, s, s + span))
                    .thenComparingInt(s -> s));
            int home = count(free, subs.get(0), subs.get(0) + span);
            if (size - home > max || (least && size - home >= bestSpilled)) {
                continue;
            }
            int[] out = new int[size];
            int taken = 0;
            for (int s : subs) {
                for (int node = s; node < s + span && taken < size; node++) {
                    if (free[node]) {
                        out[taken++] = node;
                    }
                }
            }
            Arrays.sort(out);
            if (!least) {
                return out;
            }
            best = out;
            bestSpilled = size - home;
        }
        return best;
    }

    private static int level(int k, int size) {
        int level = 1;
        int span = k;
        while (span < size) {
            span *= k;
            level++;
        }
        return level;
    }

    private static int pow(int b, int e) {
        int r = 1;
        for (int i = 0; i < e; i++) {
            r *= b;
        }
        return r;
    }

    private static int count(boolean[] free, int lo, int hi) {
        int c = 0;
        for (int i = lo; i < hi; i++) {
            if (free[i]) {
                c++;
            }
        }
        return c;
    }

    private static int[] firstFree(boolean[] free, int lo, int hi, int size) {
        int[] out = new int[size];
        int taken = 0;
        for (int i = lo; i < hi && taken < size; i++) {
            if (free[i]) {
                out[taken++] = i;
            }
        }
        return out;
    }
}
