package org.schedlab.multicluster.alloc;

import org.schedlab.multicluster.request.RequestKind;

/**
 * The placement rules of Bucur and Epema (JSSPP 2000, sections 2.3 and 3.3) on an array of idle
 * counts per cluster, without allocating: the allocator and the bin-filling simulation share it.
 *
 * <ul>
 *   <li>total: the sum is taken from the clusters in index order, as far as each has room;
 *   <li>ordered: component i goes to cluster i (the request has exactly C components);
 *   <li>unordered, distinct clusters: components in decreasing order of size, each to its own
 *       cluster, by First Fit or Worst Fit ({@link Placement}). Both succeed exactly when some
 *       assignment of components to distinct clusters exists (a larger component can always take
 *       the place of a smaller one), so the rule only decides where, not whether;
 *   <li>unordered, shared clusters: components in decreasing order, each to a cluster where it
 *       fits given the earlier components of the same job (First Fit: lowest index; Worst Fit:
 *       most idle, ties by lowest index).
 * </ul>
 *
 * <p>Not thread-safe (scratch arrays). Cost: O(k C) for k components on C clusters, plus O(C^2)
 * for the Worst Fit order with distinct clusters (insertion sort; C is small).
 */
public final class ClusterPlacer {
    private final Placement placement;
    private final boolean share;
    private final int clusters;
    private final int[] order;
    private final int[] rest;
    private int[] sorted;

    /**
     * @param clusters number of clusters C
     * @param placement the rule for unordered requests
     * @param share whether components of one unordered request may share a cluster
     */
    public ClusterPlacer(int clusters, Placement placement, boolean share) {
        if (clusters < 1) {
            throw new IllegalArgumentException("clusters must be >= 1: " + clusters);
        }
        if (placement == null) {
            throw new IllegalArgumentException("placement is null");
        }
        this.clusters = clusters;
        this.placement = placement;
        this.share = share;
        this.order = new int[clusters];
        this.rest = new int[clusters];
        this.sorted = new int[Math.max(clusters, 8)];
    }

    public Placement placement() {
        return placement;
    }

    public boolean share() {
        return share;
    }

    /**
     * Places the first {@code n} entries of {@code components} as a {@code kind} request on
     * clusters with {@code idle} free processors each. Reads {@code idle} and {@code components}
     * only.
     *
     * @param take receives the processors taken per cluster (length C); all zero when the request
     *     does not fit
     * @return whether the request fits
     */
    public boolean place(RequestKind kind, int[] components, int n, int[] idle, int[] take) {
        java.util.Arrays.fill(take, 0);
        boolean ok = switch (kind) {
            case TOTAL -> total(components, n, idle, take);
            case ORDERED -> ordered(components, n, idle, take);
            case UNORDERED -> unordered(components, n, idle, take);
        };
        if (!ok) {
            java.util.Arrays.fill(take, 0);
        }
        return ok;
    }

    private boolean total(int[] components, int n, int[] idle, int[] take) {
        long need = 0;
        for (int i = 0; i < n; i++) {
            need += components[i];
        }
        long have = 0;
        for (int c = 0; c < clusters; c++) {
            have += idle[c];
        }
        if (need > have) {
            return false;
        }
        for (int c = 0; c < clusters && need > 0; c++) {
            int t = (int) Math.min(idle[c], need);
            take[c] = t;
            need -= t;
        }
        return true;
    }

    private boolean ordered(int[] components, int n, int[] idle, int[] take) {
        if (n != clusters) {
            return false;
        }
        for (int c = 0; c < clusters; c++) {
            if (components[c] > idle[c]) {
                return false;
            }
            take[c] = components[c];
        }
        return true;
    }

    private boolean unordered(int[] components, int n, int[] idle, int[] take) {
        if (!share && n > clusters) {
            return false;
        }
        int[] s = sortedDecreasing(components, n);
        if (!share) {
            return placement == Placement.FIRST_FIT
                    ? distinctFirstFit(s, n, idle, take)
                    : distinctWorstFit(s, n, idle, take);
        }
        System.arraycopy(idle, 0, rest, 0, clusters);
        for (int i = 0; i < n; i++) {
            int c = placement == Placement.FIRST_FIT ? firstWithRoom(s[i]) : mostIdle();
            if (c < 0 || rest[c] < s[i]) {
                return false;
            }
            rest[c] -= s[i];
            take[c] += s[i];
        }
        return true;
    }

    private boolean distinctFirstFit(int[] s, int n, int[] idle, int[] take) {
        for (int i = 0; i < n; i++) {
            int c = 0;
            while (c < clusters && (take[c] != 0 || idle[c] < s[i])) {
                c++;
            }
            if (c == clusters) {
                return false;
            }
            take[c] = s[i];
        }
        return true;
    }

    private boolean distinctWorstFit(int[] s, int n, int[] idle, int[] take) {
        // clusters by idle count, decreasing, ties by index (stable insertion sort)
        for (int c = 0; c < clusters; c++) {
            int j = c;
            while (j > 0 && idle[order[j - 1]] < idle[c]) {
                order[j] = order[j - 1];
                j--;
            }
            order[j] = c;
        }
        for (int i = 0; i < n; i++) {
            if (s[i] > idle[order[i]]) {
                return false;
            }
            take[order[i]] = s[i];
        }
        return true;
    }

    private int firstWithRoom(int size) {
        for (int c = 0; c < clusters; c++) {
            if (rest[c] >= size) {
                return c;
            }
        }
        return -1;
    }

    private int mostIdle() {
        int best = 0;
        for (int c = 1; c < clusters; c++) {
            if (rest[c] > rest[best]) {
                best = c;
            }
        }
        return best;
    }

    private int[] sortedDecreasing(int[] components, int n) {
        if (sorted.length < n) {
            sorted = new int[n];
        }
        for (int i = 0; i < n; i++) {
            int v = components[i];
            int j = i;
            while (j > 0 && sorted[j - 1] < v) {
                sorted[j] = sorted[j - 1];
                j--;
            }
            sorted[j] = v;
        }
        return sorted;
    }
}
