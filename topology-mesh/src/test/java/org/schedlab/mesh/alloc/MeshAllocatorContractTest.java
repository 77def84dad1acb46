package org.schedlab.mesh.alloc;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Request;
import org.schedlab.core.testing.AllocatorContract;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshRequest;

/** The allocator contract over every registered mesh allocator, with and without switching. */
class MeshAllocatorContractTest extends AllocatorContract {
    @Override
    protected List<Subject> subjects() {
        List<Subject> out = new ArrayList<>();
        int[][] meshes = {{4, 4}, {5, 3}, {3, 5}, {32, 32}, {80, 70}}; // 80x70: more than one word per row
        for (String name : MeshAllocators.names()) {
            for (boolean rotate : new boolean[] {true, false}) {
                for (int[] m : meshes) {
                    String label = name + " " + m[0] + "x" + m[1] + (rotate ? " rotate" : "");
                    out.add(new Subject(label, () -> MeshAllocators.create(name, m[0], m[1], rotate)));
                }
            }
        }
        return out;
    }

    @Override
    protected Request randomRequest(Allocator allocator, SplittableRandom rnd) {
        MeshAllocator m = (MeshAllocator) allocator;
        return new SubmeshRequest(side(rnd, m.width()), side(rnd, m.height()));
    }

    /** Mostly small or up to half the side; one in eight up to one more than the side. */
    private static int side(SplittableRandom rnd, int limit) {
        return 1 + rnd.nextInt(rnd.nextInt(8) == 0 ? limit + 1 : rnd.nextBoolean() ? 4 : Math.max(1, limit / 2));
    }

    /** On small meshes every shape up to one more than the longer side, otherwise a random dozen. */
    @Override
    protected List<Request> probes(Allocator allocator) {
        MeshAllocator m = (MeshAllocator) allocator;
        if (m.capacity() > 25) {
            return super.probes(allocator);
        }
        List<Request> out = new ArrayList<>();
        int n = Math.max(m.width(), m.height()) + 1;
        for (int a = 1; a <= n; a++) {
            for (int b = 1; b <= n; b++) {
                out.add(new SubmeshRequest(a, b));
            }
        }
        return out;
    }

    @Override
    protected Boolean naiveFits(Allocator allocator, Request request) {
        SubmeshRequest r = (SubmeshRequest) request;
        return MeshStates.fits((MeshAllocator) allocator, r.w(), r.h());
    }

    @Override
    protected void checkPlacement(Allocator allocator, Request request, Allocation placement) {
        MeshAllocator m = (MeshAllocator) allocator;
        SubmeshRequest r = (SubmeshRequest) request;
        Submesh s = (Submesh) placement;
        if (!MeshStates.allFree(m, s)) {
            throw new AssertionError(m.name() + ": placement " + s + " is not free");
        }
        boolean asAsked = s.width() == r.w() && s.height() == r.h();
        boolean turned = m.rotates() && s.width() == r.h() && s.height() == r.w();
        if (!asAsked && !turned) {
            throw new AssertionError(m.name() + ": " + s + " is not the shape of " + r);
        }
    }

    @Override
    protected Object state(Allocator allocator) {
        return MeshStates.snapshot((MeshAllocator) allocator);
    }
}
