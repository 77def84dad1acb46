package org.schedlab.experiments.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.spec.BadInputException;

/**
 * {@link PrefetchedJobs}: the source's jobs in its order, at most the limit, a source's failure
 * after the jobs read before it, and a producer that stops when the consumer does.
 */
class PrefetchedJobsTest {
    /** Jobs 1..n (or forever when n < 0), failing at job {@code failAt} (0: never); counts hasNext calls. */
    private static final class Source implements Iterator<Job> {
        final int n;
        final int failAt;
        int made;
        int hasNextCalls;

        Source(int n, int failAt) {
            this.n = n;
            this.failAt = failAt;
        }

        @Override
        public boolean hasNext() {
            hasNextCalls++;
            return n < 0 || made < n;
        }

        @Override
        public Job next() {
            if (made + 1 == failAt) {
                throw new BadInputException("trace.swf:" + failAt + ": malformed line");
            }
            made++;
            return Job.of(made, made, 1, 1);
        }
    }

    private static List<Integer> ids(Iterator<Job> jobs) {
        List<Integer> ids = new ArrayList<>();
        while (jobs.hasNext()) {
            ids.add(jobs.next().id());
        }
        return ids;
    }

    private static List<Integer> range(int n) {
        List<Integer> ids = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            ids.add(i);
        }
        return ids;
    }

    @Test
    void deliversEveryJobInOrderAtEveryBatchBoundary() throws InterruptedException {
        int b = PrefetchedJobs.BATCH;
        for (int n : new int[] {0, 1, b - 1, b, b + 1, (PrefetchedJobs.BATCHES + 3) * b + 5}) {
            try (PrefetchedJobs jobs = new PrefetchedJobs(new Source(n, 0), Long.MAX_VALUE, "test")) {
                assertThat(ids(jobs)).as("%d jobs", n).isEqualTo(range(n));
                assertThat(jobs.hasNext()).isFalse();
                assertThatThrownBy(jobs::next).isInstanceOf(NoSuchElementException.class);
                jobs.producer().join();
            }
        }
    }

    @Test
    void takesAtMostTheLimitAndAsksTheSourceNoFurther() throws InterruptedException {
        int b = PrefetchedJobs.BATCH;
        for (long limit : new long[] {1, b, b + 7}) {
            Source source = new Source(3 * b, 0);
            try (PrefetchedJobs jobs = new PrefetchedJobs(source, limit, "test")) {
                assertThat(ids(jobs)).isEqualTo(range((int) limit));
                jobs.producer().join();
            }
            assertThat(source.made).isEqualTo((int) limit);
            // as the serial loop "taken < limit && hasNext()": no hasNext once the limit is reached
            assertThat(source.hasNextCalls).isEqualTo((int) limit);
        }
    }

    @Test
    void aFailureComesAfterTheJobsReadBeforeIt() {
        int b = PrefetchedJobs.BATCH;
        for (int failAt : new int[] {1, 2, b, b + 1, 3 * b + 2}) {
            try (PrefetchedJobs jobs = new PrefetchedJobs(new Source(5 * b, failAt), Long.MAX_VALUE, "test")) {
                for (int i = 1; i < failAt; i++) {
                    assertThat(jobs.next().id()).isEqualTo(i);
                }
                assertThatThrownBy(jobs::hasNext)
                        .isInstanceOf(BadInputException.class)
                        .hasMessage("trace.swf:" + failAt + ": malformed line");
                // and again: the stream stays failed
                assertThatThrownBy(jobs::next).isInstanceOf(BadInputException.class);
            }
        }
    }

    @Test
    void closingStopsTheProducerOfAnEndlessSource() throws InterruptedException {
        PrefetchedJobs jobs = new PrefetchedJobs(new Source(-1, 0), Long.MAX_VALUE, "test");
        for (int i = 1; i <= 10; i++) {
            assertThat(jobs.next().id()).isEqualTo(i);
        }
        jobs.close();
        jobs.close(); // idempotent
        jobs.producer().join(600_000); // a hang guard, not a timing
        assertThat(jobs.producer().isAlive()).isFalse();
        assertThat(jobs.producer().isDaemon()).isTrue();
    }
}
