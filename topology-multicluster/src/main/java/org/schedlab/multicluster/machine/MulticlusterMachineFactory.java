package org.schedlab.multicluster.machine;

import com.google.inject.Inject;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.AllocatorFamily;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.NamedAllocatorFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.multicluster.alloc.MulticlusterAllocator;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.request.RequestKind;

/**
 * The {@code multicluster} machine family: {@code multicluster:CxN} (C clusters of N processors)
 * or {@code multicluster:N1,N2,...} (one size per cluster), at most {@value #MAX_CLUSTERS}
 * clusters ({@link ClustersGeometry}). The allocator comes from {@code --allocator}: any allocator
 * registered for {@link ClustersGeometry} machines, by any module. The built-in ones ({@link
 * #BUILT_IN}) name the request structure of the co-allocation jobs and, for unordered requests,
 * the placement: {@code total}, {@code ordered}, {@code unordered:ff} (the default), {@code
 * unordered:wf}, and {@code unordered:ff:share} / {@code unordered:wf:share} to let components of
 * one job share a cluster. An allocator registered under another name is handed co-allocation
 * jobs as unordered requests (the model's main case).
 *
 * <pre>{@code
 * Machine m = new MulticlusterMachineFactory().create(Spec.of("multicluster:4x8"), Spec.of("unordered:wf"));
 * }</pre>
 */
public final class MulticlusterMachineFactory implements MachineFactory {
    /** The family name used in {@code --machine multicluster:CxN}. */
    public static final String NAME = "multicluster";

    /** The allocator used when none is given. */
    public static final String DEFAULT_ALLOCATOR = "unordered:ff";

    /** Most clusters accepted. */
    public static final int MAX_CLUSTERS = 1024;

    private static final String USAGE = "multicluster:CxN or multicluster:N1,N2,... with 1 <= C <= " + MAX_CLUSTERS
            + " clusters of N >= 1 processors";

    /** The built-in allocators, one per request structure ({@link RequestKind}), in that order. */
    public static final List<AllocatorFactory> BUILT_IN = List.of(
            withoutArguments(RequestKind.TOTAL, "only the sum of the components counts, any idle processors anywhere"),
            withoutArguments(RequestKind.ORDERED, "component i in cluster i"),
            new NamedAllocatorFactory<>(
                    ClustersGeometry.class,
                    RequestKind.UNORDERED.spelling(),
                    "unordered:ff|wf[:share]",
                    "components in decreasing size to distinct clusters; ff: first fit in index order (default),"
                            + " wf: most idle cluster first (ties by index); share: components may share a cluster",
                    (spec, g) -> {
                        spec.requireArgs(1, 2, "unordered:ff, unordered:wf, unordered:ff:share or unordered:wf:share");
                        Placement placement = Placement.bySpelling(spec.args().get(0));
                        if (placement == null) {
                            throw spec.error("unknown placement '" + spec.args().get(0) + "'; expected ff or wf");
                        }
                        boolean share = spec.args().size() == 2;
                        if (share && !spec.args().get(1).equals("share")) {
                            throw spec.error("unknown option '" + spec.args().get(1) + "'; the only option is share");
                        }
                        return new MulticlusterAllocator(g.sizes(), placement, share);
                    }));

    private final AllocatorFamily allocators;

    /** The allocator of a request structure that takes no arguments (first fit, no sharing). */
    private static AllocatorFactory withoutArguments(RequestKind kind, String description) {
        String name = kind.spelling();
        return new NamedAllocatorFactory<>(ClustersGeometry.class, name, name, description, (spec, g) -> {
            spec.requireArgs(0, 0, name + " (no arguments)");
            return new MulticlusterAllocator(g.sizes(), Placement.FIRST_FIT, false);
        });
    }

    /** A factory of the built-in allocators only ({@link #BUILT_IN}). */
    public MulticlusterMachineFactory() {
        this(BUILT_IN);
    }

    /** A factory of the allocators for {@link ClustersGeometry} machines among {@code registered}. */
    @Inject
    public MulticlusterMachineFactory(Set<AllocatorFactory> registered) {
        this((Collection<AllocatorFactory>) registered);
    }

    private MulticlusterMachineFactory(Collection<AllocatorFactory> registered) {
        this.allocators = new AllocatorFamily(ClustersGeometry.class, "multicluster", registered);
    }

    @Override
    public Machine create(Spec machine, Spec allocator) {
        machine.requireArgs(1, 1, USAGE);
        ClustersGeometry geometry =
                new ClustersGeometry(Arrays.stream(sizes(machine)).boxed().toList());
        Spec alloc = allocator != null ? allocator : Spec.parse("--allocator", DEFAULT_ALLOCATOR);
        AllocatorFactory factory = allocators.lookup(alloc);
        factory.create(alloc, geometry); // validates the allocator spec now
        RequestKind kind = Arrays.stream(RequestKind.values())
                .filter(k -> k.spelling().equals(alloc.name()))
                .findFirst()
                .orElse(RequestKind.UNORDERED);
        String text = NAME + ":" + machine.args().get(0).toLowerCase(Locale.ROOT) + "/" + alloc.text();
        return new MulticlusterMachine(geometry, kind, alloc, factory, text);
    }

    private static int[] sizes(Spec machine) {
        String s = machine.arg(0, USAGE).toLowerCase(Locale.ROOT);
        int x = s.indexOf('x');
        if (x >= 0) {
            if (x == 0 || x == s.length() - 1) {
                throw machine.error("expected " + USAGE);
            }
            int c = number(machine, s.substring(0, x), "C (clusters)");
            int n = number(machine, s.substring(x + 1), "N (processors per cluster)");
            if (c > MAX_CLUSTERS) {
                throw machine.error("C must be at most " + MAX_CLUSTERS + ", got " + c);
            }
            int[] sizes = new int[c];
            java.util.Arrays.fill(sizes, n);
            return checkedTotal(machine, sizes);
        }
        String[] parts = s.split(",", -1);
        if (parts.length > MAX_CLUSTERS) {
            throw machine.error("at most " + MAX_CLUSTERS + " clusters, got " + parts.length);
        }
        int[] sizes = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            sizes[i] = number(machine, parts[i], "cluster size " + (i + 1));
        }
        return checkedTotal(machine, sizes);
    }

    private static int[] checkedTotal(Spec machine, int[] sizes) {
        long total = 0;
        for (int n : sizes) {
            total += n;
        }
        if (total > Integer.MAX_VALUE) {
            throw machine.error("too many processors in total: " + total);
        }
        return sizes;
    }

    private static int number(Spec machine, String s, String what) {
        int v;
        try {
            v = Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            throw new BadInputException(machine.option() + " '" + machine.text() + "': " + what
                    + " must be an integer, got '" + s + "'; expected " + USAGE);
        }
        if (v < 1) {
            throw machine.error(what + " must be >= 1, got " + v);
        }
        return v;
    }

    @Override
    public String synopsis() {
        return "multicluster:CxN or multicluster:N1,N2,..  clusters of interchangeable processors with"
                + " co-allocation (Bucur & Epema 2000); plain processor counts are total requests";
    }

    @Override
    public Map<String, String> allocators() {
        return allocators.forms();
    }
}
