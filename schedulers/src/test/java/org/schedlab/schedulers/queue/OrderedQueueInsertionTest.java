package org.schedlab.schedulers.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;

/**
 * Under an order that does not depend on time, {@link OrderedQueue} puts each arrival in its place
 * instead of sorting the queue again: after any mix of arrivals and removals its visit (first,
 * then next without a size limit, and next with one) is the waiting jobs sorted by score, then
 * queue position.
 */
class OrderedQueueInsertionTest {
    @Test
    void arrivalsPutInPlaceVisitAsAFullSortWould() {
        Random random = new Random(23);
        int visits = 0;
        for (QueueOrder order : List.of(
                QueueOrders.LARGEST,
                QueueOrders.SMALLEST,
                QueueOrders.SJF,
                QueueOrders.LJF,
                QueueOrders.SAF,
                QueueOrders.LAF)) {
            WaitingQueue queue = new WaitingQueue();
            OrderedQueue ordered = new OrderedQueue(queue, order);
            List<int[]> waiting = new ArrayList<>(); // {position, job id}
            int position = 0;
            for (int step = 0; step < 3_000; step++) {
                int arrivals = random.nextInt(3);
                for (int a = 0; a < arrivals; a++) {
                    // few distinct sizes and estimates: many equal scores
                    int procs = 1 + random.nextInt(6);
                    double estimate = 10 * (1 + random.nextInt(4));
                    Job job = new Job(position, step, estimate, estimate, procs, new ProcessorRequest(procs));
                    ordered.add(job, position);
                    waiting.add(new int[] {position, position});
                    position++;
                }
                ordered.refresh(step);
                List<Integer> expected = waiting.stream()
                        .sorted(Comparator.<int[]>comparingDouble(w -> order.score(queue.get(w[0]), 0))
                                .thenComparingInt(w -> w[0]))
                        .map(w -> w[0])
                        .toList();
                List<Integer> visited = new ArrayList<>();
                for (int c = ordered.first(); c >= 0; c = ordered.next(c, Integer.MAX_VALUE - 1)) {
                    visited.add(ordered.position(c));
                }
                assertThat(visited).as("%s step %d", order.name(), step).isEqualTo(expected);
                // next with a size limit visits the jobs of at most that size, in the same order
                int limit = 1 + random.nextInt(6);
                List<Integer> small = new ArrayList<>();
                int c = ordered.first();
                if (c >= 0 && ordered.get(c).request().processors() <= limit) {
                    small.add(ordered.position(c));
                }
                for (c = c < 0 ? -1 : ordered.next(c, limit); c >= 0; c = ordered.next(c, limit)) {
                    small.add(ordered.position(c));
                }
                assertThat(small)
                        .isEqualTo(expected.stream()
                                .filter(p -> queue.get(p).request().processors() <= limit)
                                .toList());
                visits++;
                // removals, as a pass starts jobs: some from the front, some from anywhere
                int removals = random.nextInt(4);
                for (int r = 0; r < removals && !waiting.isEmpty(); r++) {
                    int p = r == 0 ? expected.get(0) : waiting.get(random.nextInt(waiting.size()))[0];
                    queue.remove(p);
                    waiting.removeIf(w -> w[0] == p);
                    expected = expected.stream().filter(x -> x != p).toList();
                }
            }
        }
        assertThat(visits).isEqualTo(6 * 3_000);
    }
}
