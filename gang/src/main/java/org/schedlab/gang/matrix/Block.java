package org.schedlab.gang.matrix;

/**
 * An aligned buddy block of processors {@code [start, start + size)}: {@code size} is a power of
 * two and {@code start} a multiple of it. Two buddy blocks are either disjoint or nested.
 *
 * @param start the first processor (0-based)
 * @param size the number of processors, a power of two
 */
public record Block(int start, int size) {
    public Block {
        if (size < 1 || Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("block size must be a power of two: " + size);
        }
        if (start < 0 || start % size != 0) {
            throw new IllegalArgumentException("block start " + start + " is not aligned to its size " + size);
        }
    }

    /** The buddy block size for a job of {@code processors}: the least power of two not below it. */
    public static int sizeFor(int processors) {
        if (processors < 1) {
            throw new IllegalArgumentException("processors must be positive: " + processors);
        }
        return processors == 1 ? 1 : Integer.highestOneBit(processors - 1) << 1;
    }

    /** One past the last processor. */
    public int end() {
        return start + size;
    }

    /** The lower half (size >= 2). */
    public Block left() {
        return new Block(start, size / 2);
    }

    /** The upper half (size >= 2). */
    public Block right() {
        return new Block(start + size / 2, size / 2);
    }

    /** The aligned block of twice the size that contains this one. */
    public Block parent() {
        int s = size * 2;
        return new Block(start - start % s, s);
    }

    /** Whether {@code other} lies inside this block. */
    public boolean contains(Block other) {
        return other.start >= start && other.end() <= end();
    }

    /** Whether the two blocks share a processor (for buddy blocks: one contains the other). */
    public boolean intersects(Block other) {
        return other.start < end() && start < other.end();
    }

    @Override
    public String toString() {
        return start + "-" + (end() - 1);
    }
}
