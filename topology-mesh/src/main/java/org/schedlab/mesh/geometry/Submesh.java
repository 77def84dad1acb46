package org.schedlab.mesh.geometry;

import java.util.stream.IntStream;
import org.schedlab.core.alloc.Allocation;

/**
 * A rectangular submesh {@code (xb, yb, xe, ye)} of a 2D mesh, and the allocation a mesh allocator
 * hands out.
 *
 * <p>Geometry convention, used everywhere in this module: node {@code (x, y)} is column {@code x},
 * row {@code y}, both 1-based; {@code (xb, yb)} is the base (lower-left) node and {@code (xe, ye)}
 * the end (upper-right) node, both inclusive, exactly as in the 2D mesh papers. A {@code w x h}
 * submesh has {@code w = xe - xb + 1} columns and {@code h = ye - yb + 1} rows. Sides are limited
 * to {@link #MAX_SIDE} so that a submesh packs into one {@code long} ({@link SubmeshKey}).
 *
 * <p>{@link #describe()} writes {@code (xb;yb;xe;ye)}, e.g. {@code (1;1;5;2)}: the papers'
 * notation with semicolons instead of commas, so that it fits in one CSV cell.
 */
public record Submesh(int xb, int yb, int xe, int ye) implements Allocation {
    /** Largest mesh side (and coordinate) supported. */
    public static final int MAX_SIDE = 1024;

    public Submesh {
        if (xb < 1 || yb < 1 || xe < xb || ye < yb || xe > MAX_SIDE || ye > MAX_SIDE) {
            throw new IllegalArgumentException("not a submesh (need 1 <= xb <= xe <= " + MAX_SIDE
                    + " and 1 <= yb <= ye <= " + MAX_SIDE + "): (" + xb + "," + yb + "," + xe + "," + ye + ")");
        }
    }

    /** The {@code w x h} submesh whose base is {@code (xb, yb)}. */
    public static Submesh at(int xb, int yb, int w, int h) {
        return new Submesh(xb, yb, xb + w - 1, yb + h - 1);
    }

    /** Number of columns. */
    public int width() {
        return xe - xb + 1;
    }

    /** Number of rows. */
    public int height() {
        return ye - yb + 1;
    }

    @Override
    public int processors() {
        return width() * height();
    }

    /** Whether every node of {@code other} is a node of this submesh. */
    public boolean contains(Submesh other) {
        return xb <= other.xb && other.xe <= xe && yb <= other.yb && other.ye <= ye;
    }

    /** Whether the two submeshes share a node. */
    public boolean intersects(Submesh other) {
        return xb <= other.xe && other.xb <= xe && yb <= other.ye && other.yb <= ye;
    }

    /** Whether this submesh lies inside the mesh {@code M(width, height)}. */
    public boolean fitsIn(int width, int height) {
        return xe <= width && ye <= height;
    }

    /**
     * The ids of the submesh's nodes on a mesh {@code width} columns wide, row by row: node {@code
     * (x, y)} is processor {@code (y - 1) * width + x - 1}, so a {@code W x H} mesh numbers its
     * processors {@code 0} to {@code W H - 1} (what a mesh allocator answers for {@link
     * org.schedlab.core.alloc.Allocator#processorIds}).
     */
    public IntStream processorIds(int width) {
        return IntStream.rangeClosed(yb, ye)
                .flatMap(y -> IntStream.rangeClosed((y - 1) * width + xb - 1, (y - 1) * width + xe - 1));
    }

    /** The peripheral length in {@code M(width, height)}; see {@link #peripheralLength(int, int, int, int, int, int)}. */
    public int peripheralLength(int width, int height) {
        return peripheralLength(width, height, xb, yb, xe, ye);
    }

    /** Whether this submesh holds a corner node of {@code M(width, height)}. */
    public boolean isMeshCorner(int width, int height) {
        return isMeshCorner(width, height, xb, yb, xe, ye);
    }

    /**
     * Peripheral length: how many (node, mesh side) incidences the submesh has with the boundary of
     * {@code M(width, height)}. A submesh flush with the left side contributes its height, with the
     * bottom side its width, and so on; a corner node counts twice; an internal submesh scores 0.
     */
    public static int peripheralLength(int width, int height, int xb, int yb, int xe, int ye) {
        int w = xe - xb + 1;
        int h = ye - yb + 1;
        int pl = 0;
        if (xb == 1) {
            pl += h;
        }
        if (xe == width) {
            pl += h;
        }
        if (yb == 1) {
            pl += w;
        }
        if (ye == height) {
            pl += w;
        }
        return pl;
    }

    /** Whether the submesh holds one of the four corner nodes of {@code M(width, height)}. */
    public static boolean isMeshCorner(int width, int height, int xb, int yb, int xe, int ye) {
        return (xb == 1 || xe == width) && (yb == 1 || ye == height);
    }

    /** {@code (xb;yb;xe;ye)}, the papers' notation with semicolons (CSV-safe). */
    @Override
    public String describe() {
        return "(" + xb + ";" + yb + ";" + xe + ";" + ye + ")";
    }

    @Override
    public String toString() {
        return describe();
    }
}
