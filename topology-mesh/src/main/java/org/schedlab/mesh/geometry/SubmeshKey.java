package org.schedlab.mesh.geometry;

/**
 * A submesh packed into one {@code long}, so that lists of submeshes are plain {@code long[]}
 * arrays (no objects, no boxing in the allocators' inner loops).
 *
 * <p>Layout, most significant first: {@code yb-1} (10 bits), {@code xb-1} (10 bits), {@code 2^20 -
 * area} (20 bits), {@code xe-1} (10 bits), {@code ye-1} (10 bits). Comparing keys as signed longs
 * (all are non-negative) therefore sorts submeshes by {@code yb}, then {@code xb}, then larger area
 * first, then {@code xe}, then {@code ye}: the canonical order of the free list (algorithms.md
 * 1.1). Sides up to {@link Submesh#MAX_SIDE} = 1024 fit.
 */
public final class SubmeshKey {
    private static final int MASK = 1023;
    private static final long AREA_LIMIT = 1L << 20;

    private SubmeshKey() {}

    /** Packs {@code (xb, yb, xe, ye)}; the caller guarantees a valid submesh. */
    public static long pack(int xb, int yb, int xe, int ye) {
        long area = (long) (xe - xb + 1) * (ye - yb + 1);
        return ((long) (yb - 1) << 50)
                | ((long) (xb - 1) << 40)
                | ((AREA_LIMIT - area) << 20)
                | ((long) (xe - 1) << 10)
                | (ye - 1);
    }

    /** Packs a submesh. */
    public static long of(Submesh s) {
        return pack(s.xb(), s.yb(), s.xe(), s.ye());
    }

    /** Unpacks a key into a record. */
    public static Submesh toSubmesh(long key) {
        return new Submesh(xb(key), yb(key), xe(key), ye(key));
    }

    /**
     * The smallest key of a submesh whose first row is {@code yb}: the keys of submeshes starting
     * in rows before {@code yb} are below it, all others are not (the order sorts by first row first).
     */
    public static long firstWithRow(int yb) {
        return (long) (yb - 1) << 50;
    }

    public static int xb(long key) {
        return (int) (key >>> 40 & MASK) + 1;
    }

    public static int yb(long key) {
        return (int) (key >>> 50 & MASK) + 1;
    }

    public static int xe(long key) {
        return (int) (key >>> 10 & MASK) + 1;
    }

    public static int ye(long key) {
        return (int) (key & MASK) + 1;
    }

    /** Whether submesh {@code outer} contains submesh {@code inner}. */
    public static boolean contains(long outer, long inner) {
        return xb(outer) <= xb(inner) && xe(inner) <= xe(outer) && yb(outer) <= yb(inner) && ye(inner) <= ye(outer);
    }

    /** Whether submesh {@code key} shares a node with {@code (xb, yb, xe, ye)}. */
    public static boolean intersects(long key, int xb, int yb, int xe, int ye) {
        return xb(key) <= xe && xb <= xe(key) && yb(key) <= ye && yb <= ye(key);
    }

    /** {@code (xb;yb;xe;ye)}, for messages. */
    public static String describe(long key) {
        return "(" + xb(key) + ";" + yb(key) + ";" + xe(key) + ";" + ye(key) + ")";
    }
}
