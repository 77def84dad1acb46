package org.schedlab.mesh.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.mesh.alloc.MeshAllocator;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshRequest;

class MetricsTest {
    private static Job job(int id, int w, int h) {
        return new Job(id, 0, 1, 1, w * h, new SubmeshRequest(w, h));
    }

    /** Fig. 1 of the window paper: 12 free nodes in (1,1,5,2) and (4,1,5,3). */
    private static MeshAllocator figureOne(String name) {
        MeshAllocator m = MeshAllocators.create(name, 5, 4, true);
        m.commit(new Submesh(1, 4, 5, 4));
        m.commit(new Submesh(1, 3, 3, 3));
        return m;
    }

    @Test
    void fragmentationCountsArrivalsWithEnoughFreeNodesButNoSubmesh() {
        MeshAllocator m = figureOne(MeshAllocators.MPL);
        AllocationQualityListener q = new AllocationQualityListener(m);
        q.onArrival(job(1, 5, 3), 0); // 15 > 12 free: not fragmentation, just too big now
        q.onArrival(job(2, 4, 3), 0); // 12 free but no 4x3 or 3x4: fragmentation
        q.onArrival(job(3, 2, 1), 0); // fits
        q.onArrival(job(4, 3, 3), 0); // 9 free... no 3x3: fragmentation
        assertThat(q.arrivals()).isEqualTo(4);
        assertThat(q.fragmentationEvents()).isEqualTo(2);
        assertThat(q.fragmentationRate()).isEqualTo(0.5);
        assertThat(m.free()).isEqualTo(12);
    }

    @Test
    void meanFreeListSizeIsSampledAtStartsAndEnds() {
        MeshAllocator m = figureOne(MeshAllocators.FSC);
        AllocationQualityListener q = new AllocationQualityListener(m);
        assertThat(q.meanFreeListSize()).isNaN();
        Submesh s = new Submesh(1, 1, 5, 2);
        m.commit(s);
        q.onStart(job(1, 5, 2), s, 0); // one maximal free submesh: (4,3,5,3)
        m.release(s);
        q.onEnd(job(1, 5, 2), s, 0, 1); // back to two
        assertThat(q.meanFreeListSize()).isEqualTo(1.5);
        assertThat(new AllocationQualityListener(figureOne(MeshAllocators.FIRST_FIT)).meanFreeListSize())
                .isNaN();
    }
}
