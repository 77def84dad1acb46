package org.schedlab.mesh.geometry;

/**
 * Counts the elementary work of a mesh allocator in the mesh cost model (topology-mesh README,
 * "Cost model"): one step per
 *
 * <ul>
 *   <li>list entry examined: a free-list or busy-list entry read and compared with the request or
 *       the updated submesh ({@link #examined});
 *   <li>candidate placement scored or tested for being free ({@link #candidates});
 *   <li>pairwise test between two submeshes, or between a submesh and a column set, inside a list
 *       update, and each comparison of a sort ({@link #tests});
 *   <li>list entry moved or written ({@link #moves});
 *   <li>64-bit word of the occupancy grid read or written ({@link #words}): a range query or update
 *       counts every word its range spans on each row or column it visits.
 * </ul>
 *
 * <p>The main model weighs every step one ({@link #units}); the comparisons-only model weighs the
 * first three one and memory traffic (moves, grid words) zero ({@link #comparisons}). Plain
 * {@code long} fields: counting never changes a decision, and costs an addition per step. The
 * audits ({@code checkInvariants}) and the read-only views for listeners are not counted.
 */
public final class WorkMeter {
    private long examined;
    private long candidates;
    private long tests;
    private long moves;
    private long words;

    public void examined(int n) {
        examined += n;
    }

    public void candidates(int n) {
        candidates += n;
    }

    public void tests(int n) {
        tests += n;
    }

    public void moves(int n) {
        moves += n;
    }

    public void words(int n) {
        words += n;
    }

    /** Every step, each weighing one (the main cost model). */
    public long units() {
        return examined + candidates + tests + moves + words;
    }

    /** The comparing steps only: entries examined, candidates and pairwise tests. */
    public long comparisons() {
        return examined + candidates + tests;
    }

    /** Number of 64-bit words spanned by the 0-based bit range {@code from..to} of one row or column. */
    public static int span(int from, int to) {
        return (to >>> 6) - (from >>> 6) + 1;
    }
}
