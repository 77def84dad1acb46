package org.schedlab.fattree.machine;

import java.util.List;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.tree.FatTreeGeometry;
import org.schedlab.fattree.tree.KaryNTree;

/** A configured k-ary n-tree: shape, installed nodes, allocation policy and speed-up. */
final class FatTreeMachine implements Machine {
    private final KaryNTree tree;
    private final Spec allocator;
    private final AllocatorFactory factory;
    private final Speedup speedup;

    FatTreeMachine(KaryNTree tree, Spec allocator, AllocatorFactory factory, Speedup speedup) {
        this.tree = tree;
        this.allocator = allocator;
        this.factory = factory;
        this.speedup = speedup;
    }

    /** {@code fattree:K:N[:installed=M][:speedup=F]/ALLOCATOR}. */
    @Override
    public String describe() {
        StringBuilder sb = new StringBuilder(FatTreeMachineFactory.NAME)
                .append(':')
                .append(tree.k())
                .append(':')
                .append(tree.n());
        if (tree.installed() < tree.nodes()) {
            sb.append(":installed=").append(tree.installed());
        }
        if (speedup.factor() > 0) {
            sb.append(":speedup=").append(speedup.factor());
        }
        return sb.append('/').append(allocator.text()).toString();
    }

    @Override
    public int capacity() {
        return tree.installed();
    }

    /** {@code [k, n]}. */
    @Override
    public List<Integer> shape() {
        return List.of(tree.k(), tree.n());
    }

    @Override
    public FatTreeGeometry geometry() {
        return FatTreeGeometry.of(tree);
    }

    @Override
    public Allocator newAllocator() {
        return factory.create(allocator, geometry());
    }

    /** Applies the speed-up; requests stay plain processor counts. */
    @Override
    public Job map(Job job) {
        return speedup.apply(job);
    }

    /** The speed-up this machine applies. */
    Speedup speedup() {
        return speedup;
    }

    @Override
    public String toString() {
        return describe();
    }
}
