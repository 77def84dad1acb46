package org.schedlab.fattree.machine;

import com.google.inject.Inject;
import java.util.Map;
import java.util.Set;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.AllocatorFamily;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.alloc.FatTreeAllocators;
import org.schedlab.fattree.tree.FatTreeGeometry;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * The {@code fattree} machine family: {@code fattree:K:N[:installed=M][:speedup=F]}, a k-ary
 * n-tree of {@code K^N} nodes of which the first {@code M} are installed (default all), with the
 * allocation policy of {@code --allocator}: any allocator registered for {@link FatTreeGeometry}
 * machines, by any module ({@link FatTreeAllocators} for the built-in ones; default {@code
 * noncontiguous}). {@code speedup=F} with {@code 0 <= F < 1} shortens every parallel job by the
 * factor F under {@code contiguous} and {@code quasi:QCT} (see {@link Speedup}); it is accepted
 * and has no effect under {@code noncontiguous}, as in the paper. The rule for any allocator: the
 * speed-up applies unless the allocator declares {@link CountsSuffice} (any free nodes will do for
 * it, so it does not seek locality). Options may come in any order.
 *
 * <pre>{@code
 * Machine m = new FatTreeMachineFactory().create(Spec.of("fattree:4:6:installed=1152"), Spec.of("quasi:20"));
 * }</pre>
 */
public final class FatTreeMachineFactory implements MachineFactory {
    /** The family name used in {@code --machine fattree:K:N}. */
    public static final String NAME = "fattree";
    /** The option key for installed nodes. */
    public static final String INSTALLED = "installed";
    /** The option key for the speed-up. */
    public static final String SPEEDUP = "speedup";

    private static final String USAGE =
            "fattree:K:N[:installed=M][:speedup=F] with K >= 2, N >= 1, 1 <= M <= K^N, 0 <= F < 1";

    private final AllocatorFamily allocators;

    /** A factory of the built-in allocators only ({@link FatTreeAllocators#BUILT_IN}). */
    public FatTreeMachineFactory() {
        this(FatTreeAllocators.family(FatTreeAllocators.BUILT_IN));
    }

    /** A factory of the allocators for {@link FatTreeGeometry} machines among {@code registered}. */
    @Inject
    public FatTreeMachineFactory(Set<AllocatorFactory> registered) {
        this(FatTreeAllocators.family(registered));
    }

    private FatTreeMachineFactory(AllocatorFamily allocators) {
        this.allocators = allocators;
    }

    @Override
    public Machine create(Spec machine, Spec allocator) {
        machine.requireArgs(2, 4, USAGE);
        int k = machine.intArg(0, "K (switch arity)", 2);
        int n = machine.intArg(1, "N (stages)", 1);
        long nodes = 1;
        for (int i = 0; i < n && nodes <= KaryNTree.MAX_NODES; i++) {
            nodes *= k;
        }
        if (nodes > KaryNTree.MAX_NODES) {
            throw machine.error("a " + k + "-ary " + n + "-tree has more than " + KaryNTree.MAX_NODES + " nodes");
        }
        int installed = (int) nodes;
        double factor = 0;
        boolean seenInstalled = false;
        boolean seenSpeedup = false;
        for (int i = 2; i < machine.args().size(); i++) {
            String option = machine.arg(i, USAGE);
            int eq = option.indexOf('=');
            String key = eq < 0 ? option : option.substring(0, eq);
            String value = eq < 0 ? "" : option.substring(eq + 1);
            if (key.equals(INSTALLED) && !seenInstalled) {
                seenInstalled = true;
                installed = parseInstalled(machine, value, (int) nodes);
            } else if (key.equals(SPEEDUP) && !seenSpeedup) {
                seenSpeedup = true;
                factor = parseSpeedup(machine, value);
            } else {
                throw machine.error("unexpected '" + option + "'; expected " + USAGE);
            }
        }
        KaryNTree tree = new KaryNTree(k, n, installed);
        Spec alloc = allocator != null ? allocator : Spec.parse("--allocator", FatTreeAllocators.DEFAULT);
        AllocatorFactory factory = allocators.lookup(alloc);
        // validates the allocator spec now; an allocator on which counts decide ignores locality
        Allocator first = factory.create(alloc, FatTreeGeometry.of(tree));
        boolean localityAware = !Capabilities.has(first, CountsSuffice.class);
        return new FatTreeMachine(tree, alloc, factory, new Speedup(factor, localityAware));
    }

    private static int parseInstalled(Spec machine, String value, int nodes) {
        int m;
        try {
            m = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw machine.error("installed=M needs an integer, got '" + value + "'");
        }
        if (m < 1 || m > nodes) {
            throw machine.error("installed=M must be in [1, " + nodes + "], got " + m);
        }
        return m;
    }

    private static double parseSpeedup(Spec machine, String value) {
        double f;
        try {
            f = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw machine.error("speedup=F needs a number, got '" + value + "'");
        }
        if (!(f >= 0 && f < 1)) {
            throw machine.error("speedup=F must be in [0, 1), got " + value);
        }
        return f;
    }

    @Override
    public String synopsis() {
        return "fattree:K:N[:installed=M][:speedup=F]  k-ary n-tree of K^N nodes (first M installed);"
                + " parallel jobs run (1-F) x runtime under contiguous and quasi allocation";
    }

    @Override
    public Map<String, String> allocators() {
        return allocators.forms();
    }
}
