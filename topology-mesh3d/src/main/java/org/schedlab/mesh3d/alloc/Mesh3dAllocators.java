package org.schedlab.mesh3d.alloc;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.function.BiFunction;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.AllocatorFamily;
import org.schedlab.core.registry.NamedAllocatorFactory;
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
 * <p>The factories ({@link #BUILT_IN}) are registered with the core's allocator registry for the
 * geometry type {@link Mesh3d}; the {@code mesh3d} machine builds its allocators from every factory
 * registered for that type, so another module adds an allocator to the 3D meshes by registering one
 * more ({@code NamedAllocatorFactory<Mesh3d>}).
 */
public final class Mesh3dAllocators {
    /** The machine family, as messages name its allocators. */
    public static final String FAMILY = "mesh3d";

    /** The allocator of a {@code mesh3d} machine when {@code --allocator} is not given. */
    public static final String DEFAULT = "mbs";

    private Mesh3dAllocators() {}

    /** The built-in allocators, in listing order. */
    public static final List<NamedAllocatorFactory<Mesh3d>> BUILT_IN = List.of(
            factory(
                    "simple",
                    "simple",
                    "the free processors of lowest id, ignoring the topology",
                    (s, m) -> noArgs(s, new SimpleAllocator(m))),
            factory(
                    "random",
                    "random[:SEED]",
                    "free processors drawn at random, repeatably for a seed (default 1)",
                    (s, m) -> {
                        s.requireArgs(0, 1, "random or random:SEED");
                        long seed = s.args().isEmpty() ? 1 : s.intArg(0, "random's seed", 0);
                        return new RandomAllocator(m, seed);
                    }),
            factory(
                    "mbs",
                    "mbs",
                    "multiple buddy strategy, square blocks plane by plane (Lo, Windisch, Liu & Nitzberg 1997)",
                    (s, m) -> noArgs(s, new BuddyAllocator(m, BlockForest.Kind.LAYERED))),
            factory(
                    "granular-mbs",
                    "granular-mbs",
                    "multiple buddy strategy on blocks built by pairwise merges along x, y, z (PReMAS's GranularMBS)",
                    (s, m) -> noArgs(s, new BuddyAllocator(m, BlockForest.Kind.GRANULAR))),
            factory(
                    "octet-mbs",
                    "octet-mbs",
                    "multiple buddy strategy on cubes split in octants (PReMAS's OctetMBS)",
                    (s, m) -> noArgs(s, new BuddyAllocator(m, BlockForest.Kind.OCTET))),
            linear("linear-first", LinearAllocator.Fit.FIRST, "first interval of free processors along a curve"),
            linear("linear-best", LinearAllocator.Fit.BEST, "smallest sufficient interval along a curve"),
            linear("linear-sorted", LinearAllocator.Fit.SORTED, "first free processors along a curve"),
            factory(
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
            factory(
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
            factory(
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
            factory(
                    "nearest",
                    "nearest:free|intersect:l1|linf|greedy-linf:l1|linf|pairwise",
                    "center-based family: centers, point collector, score (Bender et al. 2008)",
                    Mesh3dAllocators::nearest),
            factory(
                    "first-fit-cuboid",
                    "first-fit-cuboid",
                    "contiguous first fit of a cuboid with rotations, counts as the squarest cuboid (Zhu 1992)",
                    (s, m) -> noArgs(s, new CuboidFirstFit(m))));

    private static NamedAllocatorFactory<Mesh3d> factory(
            String name, String form, String description, BiFunction<Spec, Mesh3d, Mesh3dAllocator> maker) {
        return new NamedAllocatorFactory<>(Mesh3d.class, name, form, description, maker);
    }

    private static Mesh3dAllocator noArgs(Spec spec, Mesh3dAllocator a) {
        spec.requireArgs(0, 0, spec.name() + " (no arguments)");
        return a;
    }

    private static NamedAllocatorFactory<Mesh3d> linear(String name, LinearAllocator.Fit fit, String what) {
        return factory(
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

    /** The allocators of the {@value #FAMILY} family among {@code registered}, in registration order. */
    public static AllocatorFamily family(Collection<? extends AllocatorFactory> registered) {
        return new AllocatorFamily(Mesh3d.class, FAMILY, registered);
    }

    /**
     * A fresh built-in allocator for {@code mesh} from a spec (tests, benchmarks).
     *
     * @throws org.schedlab.core.spec.BadInputException for an unknown name or bad arguments
     */
    public static Mesh3dAllocator create(Spec spec, Mesh3d mesh) {
        return (Mesh3dAllocator) family(BUILT_IN).create(spec, mesh);
    }

    /** A fresh built-in allocator from the spec text {@code spec} (tests, benchmarks). */
    public static Mesh3dAllocator create(String spec, Mesh3d mesh) {
        return create(Spec.parse("--allocator", spec), mesh);
    }
}
