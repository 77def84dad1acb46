package org.schedlab.core.registry;

import java.util.List;

/**
 * How a schedule view ({@code simulate --view}, {@code schedlab view}) draws a machine of a kind
 * that a module defines: one of the generic layouts the view knows, with its sizes. A machine
 * states it with {@link Machine#viewLayout()}; the view then reads nothing else of the machine's
 * spec, and draws every job from its placement as the schedule CSV gives it: processor ranges such
 * as {@code 0-15;32-35} ({@link org.schedlab.core.alloc.Allocation#describe()}), ids in {@code [0,
 * capacity)}.
 *
 * <ul>
 *   <li>{@link #ROWS}, {@code [N]}: a Gantt chart with one row per processor.
 *   <li>{@link #SLICES}, {@code [X, Y, Z, W]}: the Gantt chart, and the occupancy at time t of an
 *       {@code X x Y x Z} grid drawn as one {@code X x Y} square per z plane; processor {@code p} is
 *       the cell {@code x = p mod X}, {@code y = (p / X) mod Y}, {@code z = p / (X Y)} (x fastest).
 *       {@code W} is 1 when every dimension wraps around (a torus: the hop count between two
 *       coordinates is then the shorter way round), else 0; the view shows a job's pairwise L1
 *       distance in those hops.
 * </ul>
 *
 * @param kind {@link #ROWS} or {@link #SLICES}
 * @param sizes as above
 */
public record ViewLayout(String kind, List<Integer> sizes) {
    /** One row per processor, in a Gantt chart. */
    public static final String ROWS = "rows";

    /** A 3D grid drawn as z planes, with the Gantt chart. */
    public static final String SLICES = "slices";

    public ViewLayout {
        sizes = List.copyOf(sizes);
        int expected = switch (kind) {
            case ROWS -> 1;
            case SLICES -> 4;
            default -> throw new IllegalArgumentException("no view layout '" + kind + "'; known: rows, slices");
        };
        if (sizes.size() != expected || sizes.stream().anyMatch(s -> s < 0)) {
            throw new IllegalArgumentException("layout " + kind + " takes " + expected + " sizes: " + sizes);
        }
    }

    /** {@code processors} processors in rows. */
    public static ViewLayout rows(int processors) {
        return new ViewLayout(ROWS, List.of(processors));
    }

    /** An {@code x x y x z} grid, a torus when {@code wrap}. */
    public static ViewLayout slices(int x, int y, int z, boolean wrap) {
        return new ViewLayout(SLICES, List.of(x, y, z, wrap ? 1 : 0));
    }

    /** The processors the layout draws. */
    public int processors() {
        return kind.equals(ROWS) ? sizes.get(0) : sizes.get(0) * sizes.get(1) * sizes.get(2);
    }
}
