package org.schedlab.schedulers.queue;

/**
 * How many times each waiting job has been overtaken, without touching every older job per
 * overtake.
 *
 * <p>An overtake by the job at position {@code p} adds one to the counter of every job that waits
 * at a smaller position. A job waits from its arrival until it starts, and any job younger than it
 * arrived later, so its counter equals the number of overtakes ever made from positions above its
 * own. A Fenwick tree over positions answers that suffix count in O(log n); it grows by doubling.
 */
public final class OvertakeCounts {
    private long[] tree = new long[16];

    /** Records an overtake by the job at {@code position}. */
    public void overtakeBy(int position) {
        while (position + 1 >= tree.length) {
            grow();
        }
        for (int i = position + 1; i < tree.length; i += i & -i) {
            tree[i]++;
        }
    }

    /** The counter of the (still waiting) job at {@code position}. */
    public long countOf(int position) {
        return prefix(tree.length - 1) - prefix(Math.min(position + 1, tree.length - 1));
    }

    private long prefix(int index) {
        long sum = 0;
        for (int i = index; i > 0; i -= i & -i) {
            sum += tree[i];
        }
        return sum;
    }

    private void grow() {
        int n = tree.length - 1;
        long[] bigger = new long[2 * tree.length];
        // copy raw point values out of the old tree, then re-add them
        long[] values = new long[n + 1];
        for (int i = 1; i <= n; i++) {
            values[i] = prefix(i) - prefix(i - 1);
        }
        tree = bigger;
        for (int i = 1; i <= n; i++) {
            for (int j = i; j < tree.length && values[i] != 0; j += j & -j) {
                tree[j] += values[i];
            }
        }
    }
}
