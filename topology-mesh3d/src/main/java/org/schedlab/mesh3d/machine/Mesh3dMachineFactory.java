package org.schedlab.mesh3d.machine;

import com.google.inject.Inject;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.AllocatorFamily;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.spec.Spec;
import org.schedlab.mesh3d.alloc.Mesh3dAllocators;
import org.schedlab.mesh3d.geometry.Mesh3d;

/**
 * The {@code mesh3d} machine family: {@code mesh3d:XxYxZ} (a mesh) or {@code mesh3d:XxYxZ:torus}
 * (wrap-around links in every dimension), sides in {@code [1, 1024]} and at most 2^24 processors;
 * {@code Z = 1} is a 2D mesh. The allocator comes from {@code --allocator}: any allocator
 * registered for the geometry type {@link Mesh3d} ({@link Mesh3dAllocators} for the built-in ones;
 * default {@value Mesh3dAllocators#DEFAULT}).
 */
public final class Mesh3dMachineFactory implements MachineFactory {
    /** The family name used in {@code --machine mesh3d:XxYxZ}. */
    public static final String NAME = "mesh3d";

    private static final String USAGE = "mesh3d:XxYxZ or mesh3d:XxYxZ:torus with sides in [1, " + Mesh3d.MAX_SIDE + "]";

    private final AllocatorFamily allocators;

    /** A factory of the built-in allocators only. */
    public Mesh3dMachineFactory() {
        this(Mesh3dAllocators.family(Mesh3dAllocators.BUILT_IN));
    }

    /** A factory of the allocators registered for {@link Mesh3d} machines among {@code registered}. */
    @Inject
    public Mesh3dMachineFactory(Set<AllocatorFactory> registered) {
        this(Mesh3dAllocators.family(registered));
    }

    private Mesh3dMachineFactory(AllocatorFamily allocators) {
        this.allocators = allocators;
    }

    @Override
    public Machine create(Spec machine, Spec allocator) {
        machine.requireArgs(1, 2, USAGE);
        String size = machine.arg(0, USAGE).toLowerCase(Locale.ROOT);
        String[] sides = size.split("x", -1);
        if (sides.length != 3) {
            throw machine.error("expected " + USAGE);
        }
        int x = side(machine, sides[0], "X");
        int y = side(machine, sides[1], "Y");
        int z = side(machine, sides[2], "Z");
        boolean wrap = false;
        if (machine.args().size() == 2) {
            if (!machine.arg(1, USAGE).equals("torus")) {
                throw machine.error("unknown option '" + machine.args().get(1) + "'; expected torus");
            }
            wrap = true;
        }
        if ((long) x * y * z > Mesh3d.MAX_PROCESSORS) {
            throw machine.error("at most " + Mesh3d.MAX_PROCESSORS + " processors, got " + (long) x * y * z);
        }
        Mesh3d mesh = new Mesh3d(x, y, z, wrap);
        Spec alloc = allocator != null ? allocator : Spec.parse("--allocator", Mesh3dAllocators.DEFAULT);
        AllocatorFactory factory = allocators.lookup(alloc);
        return new Mesh3dMachine(mesh, alloc, factory); // builds one allocator: validates the spec now
    }

    private static int side(Spec machine, String s, String what) {
        return machine.intPart(s, what, 1, Mesh3d.MAX_SIDE, USAGE);
    }

    @Override
    public String synopsis() {
        return "mesh3d:XxYxZ[:torus]  3D mesh or torus (Z = 1: a 2D mesh); non-contiguous allocators of the"
                + " processor-allocation literature and a contiguous cuboid first fit";
    }

    @Override
    public Map<String, String> allocators() {
        return allocators.forms();
    }
}
