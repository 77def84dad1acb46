package org.schedlab.mesh.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.mesh.alloc.MeshAllocator;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshRequest;

/** The listener's report names and its edge cases: no arrival yet, a full mesh, an empty free list. */
class QualitySummaryTest {
    private static Job job(int id, int w, int h) {
        return new Job(id, 0, 1, 1, w * h, new SubmeshRequest(w, h));
    }

    @Test
    void beforeAnyArrivalTheRatesAreNaN() {
        AllocationQualityListener q =
                new AllocationQualityListener(MeshAllocators.create(MeshAllocators.MPL, 2, 2, true));
        assertThat(q.fragmentationRate()).isNaN();
        assertThat(q.summary())
                .containsExactly(
                        entry("mesh.arrivals", 0.0),
                        entry("mesh.fragmentation_events", 0.0),
                        entry("mesh.fragmentation_rate", Double.NaN),
                        entry("mesh.mean_free_submeshes", Double.NaN));
    }

    @Test
    void aFullMeshSamplesAnEmptyFreeListAndTurnsNoArrivalAway() {
        MeshAllocator m = MeshAllocators.create(MeshAllocators.MPL, 2, 2, true);
        AllocationQualityListener q = new AllocationQualityListener(m);
        Submesh all = new Submesh(1, 1, 2, 2);
        m.commit(all);
        q.onStart(job(1, 2, 2), all, 0); // no maximal free submesh: a sample of 0
        q.onArrival(job(2, 1, 1), 0); // 0 free < 1: not fragmentation
        m.release(all);
        q.onEnd(job(1, 2, 2), all, 0, 1); // one maximal free submesh
        q.onArrival(job(3, 2, 2), 0); // fits
        assertThat(q.summary())
                .containsExactly(
                        entry("mesh.arrivals", 2.0),
                        entry("mesh.fragmentation_events", 0.0),
                        entry("mesh.fragmentation_rate", 0.0),
                        entry("mesh.mean_free_submeshes", 0.5));
    }

    @Test
    void exactlyEnoughFreeNodesInTheWrongShapeIsFragmentation() {
        MeshAllocator m = MeshAllocators.create(MeshAllocators.FIRST_FIT, 3, 2, false);
        m.commit(new Submesh(2, 1, 2, 2)); // free: columns 1 and 3
        AllocationQualityListener q = new AllocationQualityListener(m);
        q.onArrival(job(1, 2, 2), 0); // 4 free, but no 2 x 2
        q.onArrival(job(2, 1, 2), 0); // column 1
        assertThat(q.fragmentationEvents()).isEqualTo(1);
        assertThat(q.fragmentationRate()).isEqualTo(0.5);
    }
}
