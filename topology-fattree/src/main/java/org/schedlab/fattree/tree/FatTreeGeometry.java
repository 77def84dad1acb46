package org.schedlab.fattree.tree;

import org.schedlab.core.registry.Geometry;

/**
 * The geometry of a {@code fattree:K:N[:installed=M]} machine: a k-ary n-tree with {@code
 * arity^levels} leaves, of which the first {@code processors} are installed. Fat-tree allocators
 * are registered for this type ({@code NamedAllocatorFactory<FatTreeGeometry>}); workloads read it
 * as a {@link Geometry.Tree}.
 *
 * @param arity k, at least 2
 * @param levels n, at least 1
 * @param processors installed leaves, in {@code [1, arity^levels]}
 */
public record FatTreeGeometry(int arity, int levels, int processors) implements Geometry.Tree {
    public FatTreeGeometry {
        if (arity < 2 || levels < 1) {
            throw new IllegalArgumentException("a k-ary n-tree needs k >= 2 and n >= 1: " + arity + ", " + levels);
        }
        if (processors < 1 || processors > Math.pow(arity, levels)) {
            throw new IllegalArgumentException(
                    "installed leaves must be in [1, k^n]: " + processors + " of " + arity + "^" + levels);
        }
    }

    /** The geometry of {@code tree}. */
    public static FatTreeGeometry of(KaryNTree tree) {
        return new FatTreeGeometry(tree.k(), tree.n(), tree.installed());
    }

    /** The tree this geometry describes. */
    public KaryNTree tree() {
        return new KaryNTree(arity, levels, processors);
    }

    @Override
    public String describe() {
        return arity + "-ary " + levels + "-tree, " + processors + " processors";
    }
}
