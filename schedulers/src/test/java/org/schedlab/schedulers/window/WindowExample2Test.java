package org.schedlab.schedulers.window;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.clearInvocations;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mockito.InOrder;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.sched.SchedulerContext;

/**
 * Example 2 of Ababneh and Bani-Mohammad (2011), section 4: K = 4 on the 5 x 4 mesh of their Fig.
 * 1, whose free processors are the submeshes (1,1,5,2) and (4,1,5,3) (12 free nodes). A Mockito
 * allocator answers as that mesh would: 5x2 and 2x1 fit, 5x3 and 4x3 do not.
 */
class WindowExample2Test {
    private static final ShapedRequest S5X3 = new ShapedRequest(5, 3);
    private static final ShapedRequest S5X2 = new ShapedRequest(5, 2);
    private static final ShapedRequest S2X1 = new ShapedRequest(2, 1);
    private static final ShapedRequest S4X3 = new ShapedRequest(4, 3);
    private static final ShapedRequest S3X3 = new ShapedRequest(3, 3);

    private final Allocator mesh = mock(Allocator.class);
    private final List<Job> started = new ArrayList<>();
    private final SchedulerContext ctx = new SchedulerContext() {
        @Override
        public double now() {
            return 0;
        }

        @Override
        public Allocator allocator() {
            return mesh;
        }

        @Override
        public void start(Job job, Allocation allocation) {
            started.add(job);
        }
    };

    private static Job job(int id, ShapedRequest shape) {
        return new Job(id, 0, 1, 1, shape.processors(), shape);
    }

    private static Allocation placement(ShapedRequest shape) {
        Allocation a = mock(Allocation.class);
        when(a.processors()).thenReturn(shape.processors());
        return a;
    }

    /** Fig. 1: the free processors; find succeeds only for the shapes in {@code fitting}. */
    private void meshState(int free, Set<ShapedRequest> fitting) {
        doReturn(free).when(mesh).free();
        doAnswer(inv -> fitting.contains(inv.getArgument(0)) ? placement(inv.getArgument(0)) : null)
                .when(mesh)
                .find(any());
    }

    @Test
    void fifthJobIsOutsideTheWindowUntilTheHeadIsServed() {
        Job j1 = job(1, S5X3);
        Job j2 = job(2, S5X2);
        Job j3 = job(3, S2X1);
        Job j4 = job(4, S4X3);
        Job j5 = job(5, S3X3);
        WindowScheduler window = new WindowScheduler(4);

        meshState(12, Set.of(S5X2, S2X1, S3X3));
        window.onArrival(j1, ctx); // no free 5x3: waits, first window element
        meshState(12, Set.of(S5X2, S2X1, S3X3));
        window.onArrival(j2, ctx); // gets (1,1,5,2)
        meshState(2, Set.of(S2X1));
        window.onArrival(j3, ctx); // gets (4,3,5,3)
        meshState(0, Set.of());
        window.onArrival(j4, ctx); // fails
        // a 3x3 would fit a freer mesh, but job 5 arrives to a full window and is not even tried
        meshState(9, Set.of(S3X3));
        window.onArrival(j5, ctx);

        assertThat(started).containsExactly(j2, j3);
        assertThat(window.waiting()).isEqualTo(3);
        verify(mesh, never()).find(S3X3);
        window.checkInvariants();

        // a departure lets job 1 fit: the window moves past done jobs 2 and 3 to job 4, and job 5
        // enters it and is tried in the same scan
        clearInvocations(mesh);
        meshState(20, Set.of(S5X3, S3X3));
        window.onDeparture(j2, ctx);

        InOrder order = inOrder(mesh);
        order.verify(mesh).find(S5X3);
        order.verify(mesh).find(S4X3);
        order.verify(mesh).find(S3X3);
        assertThat(started).containsExactly(j2, j3, j1, j5);
        assertThat(window.waiting()).isEqualTo(1);
        window.checkInvariants();
    }
}
