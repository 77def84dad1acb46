package org.schedlab.mesh.machine;

import com.google.inject.Inject;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.AllocatorFamily;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.spec.Spec;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.mesh.geometry.MeshGeometry;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.mapping.RequestMapper;

/**
 * The {@code mesh} machine family: {@code mesh:WxH} or {@code mesh:WxH:RULE}, a 2D mesh of {@code
 * W} columns and {@code H} rows ({@code 1 <= W, H <= 1024}) with contiguous submesh allocation.
 * {@code RULE} says how plain processor counts (SWF traces) become submesh requests: {@code square}
 * (default) or {@code paragon} (see {@link RequestMapper}). Shaped requests ({@code width,height}
 * columns, synthetic mesh workloads) are used as given. The allocator comes from {@code
 * --allocator}: any allocator registered for {@link MeshGeometry} machines, by any module ({@link
 * MeshAllocators} for the built-in ones; default {@code mpl}). Such an allocator is handed {@link
 * org.schedlab.mesh.geometry.SubmeshRequest}s and should return {@link Submesh} placements (the
 * views and the allocation-quality metrics read them).
 *
 * <pre>{@code
 * Machine m = new MeshMachineFactory().create(Spec.of("mesh:22x16:paragon"), Spec.of("busy-list"));
 * }</pre>
 */
public final class MeshMachineFactory implements MachineFactory {
    /** The family name used in {@code --machine mesh:WxH}. */
    public static final String NAME = "mesh";

    private static final String USAGE = "mesh:WxH or mesh:WxH:square|paragon with 1 <= W, H <= " + Submesh.MAX_SIDE;

    private final AllocatorFamily allocators;

    /** A factory of the built-in allocators only ({@link MeshAllocators#BUILT_IN}). */
    public MeshMachineFactory() {
        this(MeshAllocators.family(MeshAllocators.BUILT_IN));
    }

    /** A factory of the allocators for {@link MeshGeometry} machines among {@code registered}. */
    @Inject
    public MeshMachineFactory(Set<AllocatorFactory> registered) {
        this(MeshAllocators.family(registered));
    }

    private MeshMachineFactory(AllocatorFamily allocators) {
        this.allocators = allocators;
    }

    @Override
    public Machine create(Spec machine, Spec allocator) {
        machine.requireArgs(1, 2, USAGE);
        String size = machine.arg(0, USAGE).toLowerCase(Locale.ROOT);
        int x = size.indexOf('x');
        if (x <= 0 || x == size.length() - 1) {
            throw machine.error("expected " + USAGE);
        }
        int width = side(machine, size.substring(0, x), "W");
        int height = side(machine, size.substring(x + 1), "H");
        RequestMapper.Rule rule = RequestMapper.Rule.SQUARE;
        if (machine.args().size() == 2) {
            String r = machine.arg(1, USAGE);
            if (r.equals("paragon")) {
                rule = RequestMapper.Rule.PARAGON;
            } else if (!r.equals("square")) {
                throw machine.error("unknown request mapping '" + r + "'; expected square or paragon");
            }
        }
        Spec alloc = allocator != null ? allocator : Spec.parse("--allocator", MeshAllocators.DEFAULT);
        AllocatorFactory factory = allocators.lookup(alloc);
        factory.create(alloc, new MeshGeometry(width, height)); // validates the allocator spec now
        return new MeshMachine(width, height, rule, alloc, factory);
    }

    private static int side(Spec machine, String s, String what) {
        return machine.intPart(s, what, 1, Submesh.MAX_SIDE, USAGE);
    }

    @Override
    public String synopsis() {
        return "mesh:WxH[:square|paragon]  2D mesh, contiguous submeshes; processor counts mapped by the "
                + "square transformation (default) or the SDSC Paragon rule";
    }

    @Override
    public Map<String, String> allocators() {
        return allocators.forms();
    }
}
