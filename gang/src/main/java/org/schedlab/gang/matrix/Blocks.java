package org.schedlab.gang.matrix;

import java.util.Locale;

/**
 * How much of its aligned buddy block a job holds in the Ousterhout matrix.
 *
 * <p>Zhou, Walsh and Brent (JSSPP 2000, section 3) allocate buddy blocks but do not say whether a
 * job of {@code p} processors in a block of {@code s > p} keeps the other {@code s - p} processors
 * of its block to itself. {@link #WHOLE} (the default) reads it as classic buddy allocation: the
 * job holds the whole block, the rest is internal fragmentation. {@link #PARTIAL} is the other
 * reading: the job holds the first {@code p} processors of its block, the other {@code s - p} cells
 * stay idle (they count as idle in the workload tree, so smaller blocks inside them take other
 * jobs). Re-packing then keeps, at each level, the row in which the left half is idle ({@link
 * OusterhoutMatrix#makeIdle}), so that no job is ever shifted across the halves it straddles.
 */
public enum Blocks {
    /** A job holds its whole buddy block. */
    WHOLE,
    /** A job holds the first {@code p} processors of its buddy block. */
    PARTIAL;

    /** The spelling of the scheduler option {@code blocks=...}: {@code whole} or {@code partial}. */
    public String spelling() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The value spelled {@code text} (case-insensitive), or null. */
    public static Blocks parse(String text) {
        for (Blocks b : values()) {
            if (b.spelling().equalsIgnoreCase(text)) {
                return b;
            }
        }
        return null;
    }
}
