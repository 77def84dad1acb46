package org.schedlab.schedulers.queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;

/** The built-in queue orders' scores, the registry, and the order {@link OrderedQueue} visits. */
class QueueOrdersTest {
    private static Job job(int id, double submit, double estimate, int procs) {
        return new Job(id, submit, estimate, estimate, procs, new org.schedlab.core.job.ProcessorRequest(procs));
    }

    @Test
    void scoresAsDocumented() {
        Job j = job(1, 100, 50, 8);
        assertThat(QueueOrders.FCFS.score(j, 200)).isZero();
        assertThat(QueueOrders.SJF.score(j, 200)).isEqualTo(50);
        assertThat(QueueOrders.LJF.score(j, 200)).isEqualTo(-50);
        assertThat(QueueOrders.SAF.score(j, 200)).isEqualTo(400);
        // wait 100, estimate 50: (100/50)^3 x 8 = 64, larger first, so the score is -64
        assertThat(QueueOrders.WFP3.score(j, 200)).isEqualTo(-64);
        // log10(50) x 8 + 870 log10(100) = 13.592... + 1740
        assertThat(QueueOrders.F1.score(j, 200)).isCloseTo(8 * Math.log10(50) + 1740, within(1e-9));
    }

    @Test
    void onlyWfp3DependsOnTime() {
        for (QueueOrder order : QueueOrders.all().values()) {
            assertThat(order.dependsOnTime()).as(order.name()).isEqualTo(order == QueueOrders.WFP3);
            assertThat(order.isArrival()).as(order.name()).isEqualTo(order == QueueOrders.FCFS);
        }
    }

    @Test
    void zeroEstimatesAndSubmitsGiveNoNaN() {
        Job zero = job(1, 0, 0, 4);
        assertThat(QueueOrders.WFP3.score(zero, 0)).isZero();
        assertThat(QueueOrders.WFP3.score(zero, 5)).isEqualTo(Double.NEGATIVE_INFINITY);
        // both count as 0.1: log10(0.1) = -1
        assertThat(QueueOrders.F1.score(zero, 5)).isCloseTo(-4 - 870, within(1e-9));
    }

    @Test
    void registryListsTheBuiltInsAndRefusesADuplicate() {
        assertThat(QueueOrders.names()).isEqualTo("fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf");
        QueueOrder twin = new QueueOrder() {
            @Override
            public String name() {
                return "sjf";
            }

            @Override
            public String description() {
                return "a second sjf";
            }

            @Override
            public double score(Job job, double now) {
                return 0;
            }
        };
        assertThatThrownBy(() -> QueueOrders.register(twin))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("queue order 'sjf' is registered twice");
        assertThat(QueueOrders.all().get("sjf")).isSameAs(QueueOrders.SJF);
    }

    private static List<Integer> visit(OrderedQueue view) {
        List<Integer> ids = new ArrayList<>();
        for (int c = view.first(); c >= 0; c = view.next(c, Integer.MAX_VALUE - 1)) {
            ids.add(view.get(c).id());
        }
        return ids;
    }

    @Test
    void equalScoresKeepArrivalOrder() {
        OrderedQueue view = new OrderedQueue(new WaitingQueue(), QueueOrders.SJF);
        view.add(job(7, 0, 20, 1), 0);
        view.add(job(3, 0, 10, 1), 1);
        view.add(job(5, 0, 20, 1), 2);
        view.add(job(4, 0, 10, 1), 3);
        view.refresh(0);
        assertThat(visit(view)).containsExactly(3, 4, 7, 5);
    }

    @Test
    void wfp3IsScoredAgainAtEveryPass() {
        OrderedQueue view = new OrderedQueue(new WaitingQueue(), QueueOrders.WFP3);
        view.add(job(1, 0, 100, 8), 0); // wait w: (w/100)^3 x 8
        view.add(job(2, 10, 10, 1), 1); // wait w - 10: ((w-10)/10)^3 x 1
        view.refresh(15); // 1: 0.027, 2: 0.125
        assertThat(visit(view)).containsExactly(2, 1);
        view.refresh(10); // 1: 0.008, 2: 0 (an earlier time only to show the re-scoring)
        assertThat(visit(view)).containsExactly(1, 2);
    }

    @Test
    void nextSkipsJobsLargerThanAskedAndStartedOnes() {
        WaitingQueue queue = new WaitingQueue();
        OrderedQueue view = new OrderedQueue(queue, QueueOrders.LJF);
        view.add(job(1, 0, 10, 4), 0);
        view.add(job(2, 0, 30, 8), 1);
        view.add(job(3, 0, 20, 2), 2);
        view.refresh(0);
        int head = view.first();
        assertThat(view.get(head).id()).isEqualTo(2);
        assertThat(view.get(view.next(head, 3)).id()).isEqualTo(3);
        queue.remove(view.position(head));
        assertThat(visit(view)).containsExactly(3, 1);
    }
}
