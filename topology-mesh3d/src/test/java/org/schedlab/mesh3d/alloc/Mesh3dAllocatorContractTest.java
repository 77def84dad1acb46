package org.schedlab.mesh3d.alloc;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;
import org.schedlab.core.testing.AllocatorContract;
import org.schedlab.mesh3d.geometry.Cuboid;
import org.schedlab.mesh3d.geometry.Mesh3d;

/** Every {@code mesh3d} allocator on meshes and tori of 18 to 64 processors passes the shared tester. */
class Mesh3dAllocatorContractTest extends AllocatorContract {
    static final List<String> SPECS = List.of(
            "simple",
            "random:7",
            "mbs",
            "granular-mbs",
            "octet-mbs",
            "linear-first",
            "linear-best:snake",
            "linear-sorted:row-major",
            "mm",
            "mc1x1",
            "gen-alg",
            "nearest:intersect:linf:linf",
            "nearest:free:greedy-linf:pairwise",
            "nearest:intersect:l1:l1",
            "first-fit-cuboid");

    static final List<Mesh3d> MESHES = List.of(
            Mesh3d.mesh(3, 3, 2),
            Mesh3d.mesh(4, 4, 4),
            Mesh3d.mesh(5, 3, 2),
            new Mesh3d(4, 4, 2, true),
            Mesh3d.mesh(6, 5, 1));

    @Override
    protected List<Subject> subjects() {
        List<Subject> out = new ArrayList<>();
        for (Mesh3d m : MESHES) {
            for (String spec : SPECS) {
                out.add(new Subject(spec + " " + m.describe(), () -> Mesh3dAllocators.create(spec, m)));
            }
        }
        return out;
    }

    @Override
    protected Request randomRequest(Allocator allocator, SplittableRandom rnd) {
        Mesh3dAllocator a = (Mesh3dAllocator) allocator;
        Mesh3d m = a.mesh();
        if (a instanceof CuboidFirstFit) {
            return new Cuboid(1 + rnd.nextInt(m.x() + 1), 1 + rnd.nextInt(m.y() + 1), 1 + rnd.nextInt(m.z() + 1));
        }
        int n = rnd.nextInt(4) == 0
                ? 1 + rnd.nextInt(m.processors() + 2)
                : 1 + rnd.nextInt(Math.max(1, m.processors() / 4));
        return new ProcessorRequest(n);
    }

    /** The busy processors, then what the probes find. */
    @Override
    protected Object state(Allocator allocator) {
        Mesh3dAllocator a = (Mesh3dAllocator) allocator;
        List<Object> out = new ArrayList<>();
        for (int id = 0; id < a.capacity(); id++) {
            if (!a.isFree(id)) {
                out.add(id);
            }
        }
        out.add(super.state(allocator));
        return out;
    }

    /** Cuboids: some orientation fits on a free block; counts: enough free processors. */
    @Override
    protected Boolean naiveFits(Allocator allocator, Request request) {
        Mesh3dAllocator a = (Mesh3dAllocator) allocator;
        if (a instanceof CuboidFirstFit c) {
            return CuboidFirstFitTest.naiveFirstFit(a, c.shapeOf(request)) != null;
        }
        return request.processors() <= a.free();
    }
}
