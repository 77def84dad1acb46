package org.schedlab.fattree.alloc;

import java.util.Collection;
import java.util.List;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.AllocatorFamily;
import org.schedlab.core.registry.NamedAllocatorFactory;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.tree.FatTreeGeometry;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * The fat-tree allocators this module registers, by their stable names: {@code noncontiguous},
 * {@code contiguous} and {@code quasi:QCT} with {@code QCT} an integer percentage in {@code [0,
 * 100]}. The factories ({@link #BUILT_IN}) are registered by the fat-tree Guice module for {@link
 * FatTreeGeometry} machines; the machine builds its allocators from every factory registered for
 * that geometry type, so another module can add one ({@code docs/extending.md}). {@link #create}
 * builds the built-in ones directly.
 *
 * <pre>{@code
 * FatTreeAllocator a = FatTreeAllocators.create(Spec.of("quasi:20"), KaryNTree.complete(4, 3));
 * }</pre>
 */
public final class FatTreeAllocators {
    /** Lowest free ids, no locality. */
    public static final String NONCONTIGUOUS = "noncontiguous";
    /** First fit over aligned groups of the job's level. */
    public static final String CONTIGUOUS = "contiguous";
    /** Contiguous, or with up to QCT percent of the tasks one level higher. */
    public static final String QUASI = "quasi";
    /** The allocator a fat-tree machine uses when none is given. */
    public static final String DEFAULT = NONCONTIGUOUS;

    private static final String QUASI_USAGE =
            "quasi:QCT[:max=ceil|below][:spill=first|least] with QCT an integer percentage in [0, 100]";

    /** The factories of this module's allocators, in {@link #names()} order. */
    public static final List<AllocatorFactory> BUILT_IN = List.of(
            new NamedAllocatorFactory<>(
                    FatTreeGeometry.class,
                    NONCONTIGUOUS,
                    NONCONTIGUOUS,
                    "lowest free node ids, locality ignored (Pascual et al. 2009)",
                    (spec, g) -> {
                        spec.requireArgs(0, 0, NONCONTIGUOUS + " (no arguments)");
                        return FatTreeAllocator.of(g.tree(), NonContiguousPolicy.INSTANCE);
                    }),
            new NamedAllocatorFactory<>(
                    FatTreeGeometry.class,
                    CONTIGUOUS,
                    CONTIGUOUS,
                    "first aligned group of k^L nodes below one stage-L switch, L the job level"
                            + " (Pascual et al. 2009)",
                    (spec, g) -> {
                        spec.requireArgs(0, 0, CONTIGUOUS + " (no arguments)");
                        return FatTreeAllocator.of(g.tree(), ContiguousPolicy.INSTANCE);
                    }),
            new NamedAllocatorFactory<>(
                    FatTreeGeometry.class,
                    QUASI,
                    QUASI + ":QCT",
                    "contiguous, else up to ceil(QCT% of the size) nodes one stage higher (Pascual et al. 2009);"
                            + " max=below: fewer than QCT% of them; spill=least: the group that spills the fewest",
                    (spec, g) -> {
                        spec.requireArgs(1, 3, QUASI_USAGE);
                        int qct = spec.intArg(0, "QCT", 0);
                        if (qct > 100) {
                            throw spec.error("QCT must be a percentage in [0, 100], got " + qct);
                        }
                        String max = null;
                        String spill = null;
                        for (String option : spec.args().subList(1, spec.args().size())) {
                            int eq = option.indexOf('=');
                            String key = eq < 0 ? option : option.substring(0, eq);
                            String value = eq < 0 ? "" : option.substring(eq + 1);
                            if (key.equals("max")
                                    && max == null
                                    && List.of("ceil", "below").contains(value)) {
                                max = value;
                            } else if (key.equals("spill")
                                    && spill == null
                                    && List.of("first", "least").contains(value)) {
                                spill = value;
                            } else {
                                throw spec.error("unknown option '" + option + "' (or one given twice); expected "
                                        + QUASI_USAGE);
                            }
                        }
                        return FatTreeAllocator.of(
                                g.tree(), new QuasiContiguousPolicy(qct, "below".equals(max), "least".equals(spill)));
                    }));

    private FatTreeAllocators() {}

    /** The built-in allocator names, in a fixed order. */
    public static List<String> names() {
        return List.of(NONCONTIGUOUS, CONTIGUOUS, QUASI);
    }

    /** The allocators for {@link FatTreeGeometry} machines among {@code registered}, in registration order. */
    public static AllocatorFamily family(Collection<? extends AllocatorFactory> registered) {
        return new AllocatorFamily(FatTreeGeometry.class, "fat-tree", registered);
    }

    /**
     * A fresh built-in allocator for an empty {@code tree}.
     *
     * @throws org.schedlab.core.spec.BadInputException naming the option for an unknown name or a
     *     bad argument
     */
    public static FatTreeAllocator create(Spec spec, KaryNTree tree) {
        return (FatTreeAllocator) family(BUILT_IN).create(spec, FatTreeGeometry.of(tree));
    }
}
