package org.schedlab.mesh.alloc;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.AllocatorFamily;
import org.schedlab.core.registry.NamedAllocatorFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.mesh.geometry.MeshGeometry;

/**
 * The mesh allocators this module registers, by their stable names, and the spec option they
 * share.
 *
 * <p>Allocator spec ({@code --allocator}): {@code NAME} or {@code NAME:no-rotate}, where NAME is one
 * of {@link #names()}. Orientation switching is on by default; {@code no-rotate} turns it off. With
 * switching on, the scoring schemes ({@code mpl}, {@code fsc}, {@code busy-list}) let both
 * orientations compete for the best score, and the first-fit schemes ({@code busy-list-ff},
 * {@code first-fit}) try the rotated request only when the requested one fits nowhere
 * (algorithms.md 1.8).
 *
 * <p>The factories ({@link #BUILT_IN}) are registered by the mesh Guice module for {@link
 * MeshGeometry} machines; the mesh machine builds its allocators from every factory registered for
 * that geometry type, so another module adds a mesh allocator by registering one more ({@code
 * docs/extending.md}). The static {@code create} methods build the built-in ones directly (tests,
 * benchmarks).
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

    /** Builds one built-in allocator for an empty {@code width x height} mesh. */
    @FunctionalInterface
    private interface Maker {
        MeshAllocator make(int width, int height, boolean rotate);
    }

    private static final Map<String, Maker> MAKERS = Map.of(
            MPL, MplAllocator::new,
            FSC, FscAllocator::new,
            BUSY_LIST, BusyListBestFitAllocator::new,
            BUSY_LIST_FF, BusyListFirstFitAllocator::new,
            FIRST_FIT, FirstFitAllocator::new);

    /** The factories of this module's allocators, in {@link #names()} order. */
    public static final List<AllocatorFactory> BUILT_IN = List.of(
            factory(MPL, "Maximal Peripheral Length on the free list, halts at a mesh corner (Ababneh 2009)"),
            factory(
                    FSC,
                    "corners of all maximal free submeshes, max busy neighbours + peripheral length (Ababneh 2009)"),
            factory(BUSY_LIST, "busy-list best fit with complete recognition (Das Sharma & Pradhan 1996)"),
            factory(BUSY_LIST_FF, "busy-list column-major first fit with turning (Chiu & Chen 1999, TBL)"),
            factory(FIRST_FIT, "row-major first fit on the occupancy bitmap (Zhu 1992)"));

    private MeshAllocators() {}

    private static AllocatorFactory factory(String name, String description) {
        Maker maker = MAKERS.get(name);
        return new NamedAllocatorFactory<>(
                MeshGeometry.class,
                name,
                name + "[:" + NO_ROTATE + "]",
                description,
                (spec, mesh) -> maker.make(mesh.width(), mesh.height(), rotate(spec)));
    }

    /** The built-in allocator names, in a fixed order. */
    public static List<String> names() {
        return List.of(MPL, FSC, BUSY_LIST, BUSY_LIST_FF, FIRST_FIT);
    }

    /** The allocators for {@link MeshGeometry} machines among {@code registered}, in registration order. */
    public static AllocatorFamily family(Collection<? extends AllocatorFactory> registered) {
        return new AllocatorFamily(MeshGeometry.class, "mesh", registered);
    }

    /**
     * Whether orientation switching is on for the spec {@code NAME[:no-rotate]}: the option every
     * mesh allocator accepts (an allocator registered by another module may read it too).
     *
     * @throws BadInputException for any other argument
     */
    public static boolean rotate(Spec spec) {
        spec.requireArgs(0, 1, spec.name() + " or " + spec.name() + ":" + NO_ROTATE);
        if (spec.args().size() == 1) {
            if (!spec.args().get(0).equals(NO_ROTATE)) {
                throw spec.error("unknown option '" + spec.args().get(0) + "'; the only option is " + NO_ROTATE);
            }
            return false;
        }
        return true;
    }

    /**
     * A fresh built-in allocator for an empty {@code M(width, height)}.
     *
     * @throws IllegalArgumentException for an unknown name or a side outside {@code [1, 1024]}
     */
    public static MeshAllocator create(String name, int width, int height, boolean rotate) {
        Maker maker = MAKERS.get(name);
        if (maker == null) {
            throw new IllegalArgumentException("unknown mesh allocator '" + name + "'; known: " + names());
        }
        return maker.make(width, height, rotate);
    }

    /**
     * A fresh built-in allocator from an allocator spec {@code NAME[:no-rotate]}.
     *
     * @throws BadInputException for an unknown name or option
     */
    public static MeshAllocator create(Spec spec, int width, int height) {
        return (MeshAllocator) family(BUILT_IN).create(spec, new MeshGeometry(width, height));
    }
}
