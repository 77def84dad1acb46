package org.schedlab.core.alloc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;
import org.schedlab.core.spec.BadInputException;

/** Work counts per job, the timing decorator, forwarding, and the capability check's message. */
class AllocatorWrappersTest {
    @Test
    void workPerJobDividesByCommitsOrReleases() {
        Work w = new Work(4, 2, 10, 6, 8, 3);
        assertThat(w.perJob())
                .containsExactly(
                        Map.entry(Work.ALLOCATION_UNITS, 2.5),
                        Map.entry(Work.RELEASE_UNITS, 3.0),
                        Map.entry(Work.ALLOCATION_RELEASE_UNITS, 5.5),
                        Map.entry(Work.ALLOCATION_COMPARISONS, 2.0),
                        Map.entry(Work.RELEASE_COMPARISONS, 1.5),
                        Map.entry(Work.ALLOCATION_RELEASE_COMPARISONS, 3.5));
        Work none = new Work(0, 0, 5, 5, 5, 5);
        assertThat(none.perJob().values()).containsOnly(0.0);
    }

    /** A flat machine whose commits and releases each take at least two milliseconds. */
    static final class Slow extends ForwardingAllocator {
        Slow() {
            super(new FlatAllocator(8));
        }

        private static void spin() {
            long until = System.nanoTime() + 2_000_000L;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }

        @Override
        public void commit(Allocation allocation) {
            spin();
            super.commit(allocation);
        }

        @Override
        public void release(Allocation allocation) {
            spin();
            super.release(allocation);
        }
    }

    @Test
    void timingCountsCallsAndAveragesTheirTimePerJob() {
        TimingAllocator t = new TimingAllocator(new Slow());
        assertThat(t.allocateNanosPerJob()).isZero();
        assertThat(t.releaseNanosPerJob()).isZero();
        long before = System.nanoTime();
        Allocation[] held = new Allocation[4];
        for (int i = 0; i < 4; i++) {
            held[i] = t.find(new ProcessorRequest(2));
            t.commit(held[i]);
        }
        long allocated = System.nanoTime();
        for (Allocation a : held) {
            t.release(a);
        }
        long released = System.nanoTime();
        assertThat(t.findCalls()).isEqualTo(4);
        assertThat(t.commits()).isEqualTo(4);
        assertThat(t.releases()).isEqualTo(4);
        assertThat(t.free()).isEqualTo(8);
        // each commit and release spins 2 ms; the averages lie between that and the elapsed time / 4
        assertThat(t.allocateNanosPerJob()).isBetween(2e6, (allocated - before) / 4.0);
        assertThat(t.releaseNanosPerJob()).isBetween(2e6, (released - allocated) / 4.0);
    }

    /** Four processors; fits only requests of one, never more than four; its audit always fails. */
    static final class Odd implements Allocator {
        final FlatAllocator inner = new FlatAllocator(4);

        @Override
        public Allocation find(Request request) {
            return inner.find(request);
        }

        @Override
        public boolean fits(Request request) {
            return request.processors() == 1;
        }

        @Override
        public void commit(Allocation allocation) {
            inner.commit(allocation);
        }

        @Override
        public void release(Allocation allocation) {
            inner.release(allocation);
        }

        @Override
        public int capacity() {
            return 4;
        }

        @Override
        public int free() {
            return inner.free();
        }

        @Override
        public Allocator copy() {
            return this;
        }

        @Override
        public void checkInvariants() {
            throw new IllegalStateException("inner audit");
        }
    }

    @Test
    void forwardingPassesEveryQuestionOn() {
        TimingAllocator t = new TimingAllocator(new Odd());
        assertThat(t.fits(new ProcessorRequest(1))).isTrue();
        assertThat(t.fits(new ProcessorRequest(2))).isFalse();
        assertThat(t.canEverFit(new ProcessorRequest(4))).isTrue();
        assertThat(t.canEverFit(new ProcessorRequest(5))).isFalse();
        assertThatThrownBy(t::checkInvariants).hasMessage("inner audit");
    }

    @Test
    void aMissingCapabilityNamesTheInnermostAllocator() {
        Allocator wrapped = new TimingAllocator(new Odd());
        assertThatThrownBy(() -> Capabilities.check("easy", "odd:4", wrapped, Set.of(CountsSuffice.class)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler easy cannot run on --machine odd:4: it needs an allocator that implements"
                        + " CountsSuffice, and Odd does not");
        Capabilities.check("easy", "flat:4", new TimingAllocator(new FlatAllocator(4)), Set.of(CountsSuffice.class));
        assertThat(Capabilities.has(wrapped, CountsSuffice.class)).isFalse();
    }
}
