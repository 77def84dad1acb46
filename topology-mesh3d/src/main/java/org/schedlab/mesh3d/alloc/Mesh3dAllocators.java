package org.schedlab.mesh3d.alloc;

import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.Geometry;
import org.schedlab.core.spec.Spec;
import org.schedlab.mesh3d.curve.Curve;
import org.schedlab.mesh3d.geometry.Mesh3d;

/**
 * The allocators of the {@value #FAMILY} family, by their stable names, with the spec forms they
 * accept ({@code --allocator NAME[:ARGS]}):
 *
 * <ul>
 *   <li>{@code simple}, {@code random[:SEED]};
 *   <li>{@code mbs}, {@code granular-mbs}, {@code octet-mbs} ({@link BuddyAllocator});
 *   <li>{@code linear-first}, {@code linear-best}, {@code linear-sorted}, each {@code
 *       [:hilbert|snake|row-major|file=PATH]}, Hilbert by default ({@link LinearAllocator});
 *   <li>{@code mm}, {@code mc1x1}, {@code gen-alg} and {@code nearest:CENTERS:COLLECTOR:SCORE}
 *       with {@code CENTERS} {@code free|intersect}, {@code COLLECTOR} {@code l1|linf|greedy-linf},
 *       {@code SCORE} {@code l1|linf|pairwise} ({@link NearestAllocator});
 *   <li>{@code first-fit-cuboid} ({@link CuboidFirstFit}).
 * </ul>
 *
 * <p>The factories ({@link #BUILT_IN}) are registered with the core's allocator registry under the
 * family {@value #FAMILY}; the {@code mesh3d} machine builds its allocators from every registered
 * factory of the family that is a {@link Factory} (it is handed the mesh), so another module adds
 * an allocator by registering one more.
 */
public final class Mesh3dAllocators {
    /** The machine family. */
    public static final String FAMILY = "mesh3d";

    /** The allocator of a {@code mesh3d} machine when {@code --allocator} is not given. */
    public static final String DEFAULT = "mbs";

    private Mesh3dAllocators() {}

    /**
     * An allocator factory of the {@value #FAMILY} family: built for a {@link Mesh3d}. The core's
     * {@link #create(Spec, Geometry)} refuses every other geometry.
     *
     * @param name the allocator name
     * @param form the spec forms, as {@code list} shows them
     * @param description one line on the rule and its source
     * @param maker validates the spec's arguments and builds a fresh allocator
     */
    public record Factory(String name, String form, String description, BiFunction<Spec, Mesh3d, Mesh3dAllocator> maker)
            implements AllocatorFactory {
        @Override
        public String family() {
            return FAMILY;
        }

        /** A fresh allocator for {@code mesh}. */
        public Mesh3dAllocator create(Spec spec, Mesh3d mesh) {
            if (!spec.name().equals(name)) {
                throw spec.error("this factory builds '" + name + "' allocators, not '" + spec.name() + "'");
            }
            return maker.apply(spec, mesh);
        }

        @Override
        public Mesh3dAllocator create(Spec spec, Geometry geometry) {
            throw spec.error("a " + FAMILY + " allocator needs a 3D mesh, not " + geometry.describe());
        }
    }

    /** The built-in allocators, in listing order. */
    public static final List<Factory> BUILT_IN = List.of(
            new Factory(
                    "simple",
                    "simple",
                    "the free processors of lowest id, ignoring the topology",
                    (s, m) -> noArgs(s, new SimpleAllocator(m))),
            new Factory(
                    "random",
                    "random[:SEED]",
                    "free processors drawn at random, repeatably for a seed (default 1)",
                    (s, m) -> {
                        s.requireArgs(0, 1, "random or random:SEED");
                        long seed = s.args().isEmpty() ? 1 : s.intArg(0, "random's seed", 0);
                        return new RandomAllocator(m, seed);
                    }),
            new Factory(
                    "mbs",
                    "mbs",
                    "multiple buddy strategy, square blocks plane by plane (Lo, Windisch, Liu & Nitzberg 1997)",
                    (s, m) -> noArgs(s, new BuddyAllocator(m, BlockForest.Kind.LAYERED))),
            new Factory(
                    "granular-mbs",
                    "granular-mbs",
                    "multiple buddy strategy on blocks built by pairwise merges along x, y, z (PReMAS's GranularMBS)",
                    (s, m) -> noArgs(s, new BuddyAllocator(m, BlockForest.Kind.GRANULAR))),
            new Factory(
                    "octet-mbs",
                    "octet-mbs",
                    "multiple buddy strategy on cubes split in octants (PReMAS's OctetMBS)",
                    (s, m) -> noArgs(s, new BuddyAllocator(m, BlockForest.Kind.OCTET))),
            linear("linear-first", LinearAllocator.Fit.FIRST, "first interval of free processors along a curve"),
            linear("linear-best", LinearAllocator.Fit.BEST, "smallest sufficient interval along a curve"),
            linear("linear-sorted", LinearAllocator.Fit.SORTED, "first free processors along a curve"),
            new Factory(
                    "mm",
                    "mm",
                    "MM: intersect centers, L1-nearest, least pairwise L1 distance (Bender et al. 2008)",
                    (s, m) -> noArgs(
                            s,
                            new NearestAllocator(
                                    m,
                                    NearestAllocator.Centers.INTERSECT,
                                    NearestAllocator.Collector.L1,
                                    NearestAllocator.Score.PAIRWISE))),
            new Factory(
                    "mc1x1",
                    "mc1x1",
                    "MC1x1: free centers, greedy L-inf shells, least L-inf distance to the center (Bender et al."
                            + " 2008)",
                    (s, m) -> noArgs(
                            s,
                            new NearestAllocator(
                                    m,
                                    NearestAllocator.Centers.FREE,
                                    NearestAllocator.Collector.GREEDY_LINF,
                                    NearestAllocator.Score.LINF))),
            new Factory(
                    "gen-alg",
                    "gen-alg",
                    "Gen-Alg: free centers, L1-nearest, least pairwise L1 distance (Bender et al. 2008)",
                    (s, m) -> noArgs(
                            s,
                            new NearestAllocator(
                                    m,
                                    NearestAllocator.Centers.FREE,
                                    NearestAllocator.Collector.L1,
                                    NearestAllocator.Score.PAIRWISE))),
            new Factory(
                    "nearest",
                    "nearest:free|intersect:l1|linf|greedy-linf:l1|linf|pairwise",
                    "center-based family: centers, point collector, score (Bender et al. 2008)",
                    Mesh3dAllocators::nearest),
            new Factory(
                    "first-fit-cuboid",
                    "first-fit-cuboid",
                    "contiguous first fit of a cuboid with rotations, counts as the squarest cuboid (Zhu 1992)",
                    (s, m) -> noArgs(s, new CuboidFirstFit(m))));

    private static Mesh3dAllocator noArgs(Spec spec, Mesh3dAllocator a) {
        spec.requireArgs(0, 0, spec.name() + " (no arguments)");
        return a;
    }

    private static Factory linear(String name, LinearAllocator.Fit fit, String what) {
        return new Factory(
                name,
                name + "[:hilbert|snake|row-major|file=PATH]",
                what + ", Hilbert by default (Leung et al. 2002)",
                (s, m) -> new LinearAllocator(m, curve(s, m), fit));
    }

    /** The curve of a linear allocator's spec. */
    static Curve curve(Spec spec, Mesh3d mesh) {
        String usage = spec.name() + "[:hilbert|snake|row-major|file=PATH]";
        spec.requireArgs(0, 1, usage);
        String c = spec.args().isEmpty() ? "hilbert" : spec.arg(0, usage);
        if (c.startsWith("file=")) {
            return Curve.file(mesh, spec.option() + " '" + spec.text() + "'", Path.of(c.substring(5)));
        }
        return switch (c) {
            case "hilbert" -> Curve.hilbert(mesh);
            case "snake" -> Curve.snake(mesh);
            case "row-major" -> Curve.rowMajor(mesh);
            default -> throw spec.error("unknown curve '" + c + "'; expected hilbert, snake, row-major or file=PATH");
        };
    }

    private static Mesh3dAllocator nearest(Spec spec, Mesh3d mesh) {
        String usage = "nearest:CENTERS:COLLECTOR:SCORE with CENTERS free or intersect, COLLECTOR l1, linf or"
                + " greedy-linf, SCORE l1, linf or pairwise";
        spec.requireArgs(3, 3, usage);
        NearestAllocator.Centers centers = switch (spec.arg(0, usage)) {
            case "free" -> NearestAllocator.Centers.FREE;
            case "intersect" -> NearestAllocator.Centers.INTERSECT;
            default -> throw spec.error("unknown centers '" + spec.arg(0, usage) + "'; expected " + usage);
        };
        NearestAllocator.Collector collector = switch (spec.arg(1, usage)) {
            case "l1" -> NearestAllocator.Collector.L1;
            case "linf" -> NearestAllocator.Collector.LINF;
            case "greedy-linf" -> NearestAllocator.Collector.GREEDY_LINF;
            default -> throw spec.error("unknown collector '" + spec.arg(1, usage) + "'; expected " + usage);
        };
        NearestAllocator.Score score = switch (spec.arg(2, usage)) {
            case "l1" -> NearestAllocator.Score.L1;
            case "linf" -> NearestAllocator.Score.LINF;
            case "pairwise" -> NearestAllocator.Score.PAIRWISE;
            default -> throw spec.error("unknown score '" + spec.arg(2, usage) + "'; expected " + usage);
        };
        return new NearestAllocator(mesh, centers, collector, score);
    }

    /**
     * A fresh built-in allocator for {@code mesh} from a spec (tests, benchmarks).
     *
     * @throws org.schedlab.core.spec.BadInputException for an unknown name or bad arguments
     */
    public static Mesh3dAllocator create(Spec spec, Mesh3d mesh) {
        for (Factory f : BUILT_IN) {
            if (f.name().equals(spec.name())) {
                return f.create(spec, mesh);
            }
        }
        throw spec.error("unknown " + FAMILY + " allocator '" + spec.name() + "'; known: "
                + String.join(", ", BUILT_IN.stream().map(Factory::name).toList()));
    }

    /** A fresh built-in allocator from the spec text {@code spec} (tests, benchmarks). */
    public static Mesh3dAllocator create(String spec, Mesh3d mesh) {
        return create(Spec.parse("--allocator", spec), mesh);
    }
}
