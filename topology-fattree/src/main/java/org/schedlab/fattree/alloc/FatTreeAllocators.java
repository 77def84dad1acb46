package org.schedlab.fattree.alloc;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * Builds the fat-tree allocators by their stable names: {@code noncontiguous}, {@code contiguous}
 * and {@code quasi:QCT} with {@code QCT} an integer percentage in {@code [0, 100]}.
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

    private static final String QUASI_USAGE = "quasi:QCT with QCT an integer percentage in [0, 100]";

    private FatTreeAllocators() {}

    /** The allocator names, in a fixed order. */
    public static List<String> names() {
        return List.of(NONCONTIGUOUS, CONTIGUOUS, QUASI);
    }

    /** Spec forms with a one-line description each. */
    public static Map<String, String> specForms() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(NONCONTIGUOUS, "lowest free node ids, locality ignored (Pascual et al. 2009)");
        m.put(
                CONTIGUOUS,
                "first aligned group of k^L nodes below one stage-L switch, L the job level"
                        + " (Pascual et al. 2009)");
        m.put(
                QUASI + ":QCT",
                "contiguous, else up to ceil(QCT% of the size) nodes one stage higher" + " (Pascual et al. 2009)");
        return m;
    }

    /**
     * A fresh allocator for an empty {@code tree}.
     *
     * @throws org.schedlab.core.spec.BadInputException naming the option for an unknown name or a
     *     bad argument
     */
    public static FatTreeAllocator create(Spec spec, KaryNTree tree) {
        return new FatTreeAllocator(tree, policy(spec));
    }

    /**
     * Whether the allocator of {@code spec} seeks locality, so that a speed-up applies to its
     * parallel jobs ({@code contiguous}, {@code quasi:QCT}).
     */
    public static boolean localityAware(Spec spec) {
        return !(policy(spec) instanceof NonContiguousPolicy);
    }

    private static Policy policy(Spec spec) {
        return switch (spec.name()) {
            case NONCONTIGUOUS -> {
                spec.requireArgs(0, 0, NONCONTIGUOUS + " (no arguments)");
                yield NonContiguousPolicy.INSTANCE;
            }
            case CONTIGUOUS -> {
                spec.requireArgs(0, 0, CONTIGUOUS + " (no arguments)");
                yield ContiguousPolicy.INSTANCE;
            }
            case QUASI -> {
                spec.requireArgs(1, 1, QUASI_USAGE);
                int qct = spec.intArg(0, "QCT", 0);
                if (qct > 100) {
                    throw spec.error("QCT must be a percentage in [0, 100], got " + qct);
                }
                yield new QuasiContiguousPolicy(qct);
            }
            default ->
                throw spec.error("unknown fat-tree allocator '" + spec.name() + "'; known: "
                        + String.join(", ", specForms().keySet()));
        };
    }
}
