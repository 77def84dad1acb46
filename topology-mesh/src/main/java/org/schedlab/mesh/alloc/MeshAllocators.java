package org.schedlab.mesh.alloc;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.spec.Spec;

/**
 * Builds the mesh allocators by their stable names.
 *
 * <p>Allocator spec ({@code --allocator}): {@code NAME} or {@code NAME:no-rotate}, where NAME is one
 * of {@link #names()}. Orientation switching is on by default; {@code no-rotate} turns it off. With
 * switching on, the scoring schemes ({@code mpl}, {@code fsc}, {@code busy-list}) let both
 * orientations compete for the best score, and the first-fit schemes ({@code busy-list-ff},
 * {@code first-fit}) try the rotated request only when the requested one fits nowhere
 * (algorithms.md 1.8).
 *
 * <pre>{@code
 * MeshAllocator mpl = MeshAllocators.create("mpl", 32, 32, true);
 * MeshAllocator ff = MeshAllocators.create(Spec.of("first-fit:no-rotate"), 16, 22);
 * }</pre>
 */
public final class MeshAllocators {
    /** Maximal Peripheral Length on the free list (the default). */
    public static final String MPL = "mpl";
    /** Free-submesh-corner compaction on the free list. */
    public static final String FSC = "fsc";
    /** Busy-list best fit with complete recognition. */
    public static final String BUSY_LIST = "busy-list";
    /** Busy-list column-major first fit with turning. */
    public static final String BUSY_LIST_FF = "busy-list-ff";
    /** Row-major first fit on the occupancy bitmap. */
    public static final String FIRST_FIT = "first-fit";
    /** The spec option that turns orientation switching off. */
    public static final String NO_ROTATE = "no-rotate";
    /** The allocator a mesh machine uses when none is given. */
    public static final String DEFAULT = MPL;

    private static final Map<String, String> DESCRIPTIONS = descriptions();

    private MeshAllocators() {}

    private static Map<String, String> descriptions() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(MPL, "Maximal Peripheral Length on the free list, halts at a mesh corner (Ababneh 2009)");
        m.put(FSC, "corners of all maximal free submeshes, max busy neighbours + peripheral length (Ababneh 2009)");
        m.put(BUSY_LIST, "busy-list best fit with complete recognition (Das Sharma & Pradhan 1996)");
        m.put(BUSY_LIST_FF, "busy-list column-major first fit with turning (Chiu & Chen 1999, TBL)");
        m.put(FIRST_FIT, "row-major first fit on the occupancy bitmap (Zhu 1992)");
        return Map.copyOf(m);
    }

    /** The allocator names, in a fixed order. */
    public static List<String> names() {
        return List.of(MPL, FSC, BUSY_LIST, BUSY_LIST_FF, FIRST_FIT);
    }

    /** Spec forms with a one-line description each, in {@link #names()} order. */
    public static Map<String, String> specForms() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String name : names()) {
            m.put(name + "[:" + NO_ROTATE + "]", DESCRIPTIONS.get(name));
        }
        return m;
    }

    /**
     * A fresh allocator for an empty {@code M(width, height)}.
     *
     * @throws IllegalArgumentException for an unknown name or a side outside {@code [1, 1024]}
     */
    public static MeshAllocator create(String name, int width, int height, boolean rotate) {
        return switch (name) {
            case MPL -> new MplAllocator(width, height, rotate);
            case FSC -> new FscAllocator(width, height, rotate);
            case BUSY_LIST -> new BusyListBestFitAllocator(width, height, rotate);
            case BUSY_LIST_FF -> new BusyListFirstFitAllocator(width, height, rotate);
            case FIRST_FIT -> new FirstFitAllocator(width, height, rotate);
            default -> throw new IllegalArgumentException("unknown mesh allocator '" + name + "'; known: " + names());
        };
    }

    /**
     * A fresh allocator from an allocator spec {@code NAME[:no-rotate]}.
     *
     * @throws org.schedlab.core.spec.BadInputException for an unknown name or option
     */
    public static MeshAllocator create(Spec spec, int width, int height) {
        if (!DESCRIPTIONS.containsKey(spec.name())) {
            throw spec.error("unknown mesh allocator '" + spec.name() + "'; known: " + String.join(", ", names()));
        }
        spec.requireArgs(0, 1, spec.name() + " or " + spec.name() + ":" + NO_ROTATE);
        boolean rotate = true;
        if (spec.args().size() == 1) {
            if (!spec.args().get(0).equals(NO_ROTATE)) {
                throw spec.error("unknown option '" + spec.args().get(0) + "'; the only option is " + NO_ROTATE);
            }
            rotate = false;
        }
        return create(spec.name(), width, height, rotate);
    }
}
