package org.schedlab.core.alloc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.testing.ContiguousAllocator;

/** Decorators forward every call; the timing one measures only the calls it wraps. */
class DecoratorsTest {
    /** A flat allocator whose searches, commits and releases take at least 2 ms each. */
    private static final class Slow extends ForwardingAllocator {
        Slow(Allocator inner) {
            super(inner);
        }

        @Override
        public Allocation find(org.schedlab.core.job.Request request) {
            pause();
            return super.find(request);
        }

        @Override
        public void commit(Allocation allocation) {
            pause();
            super.commit(allocation);
        }

        @Override
        public void release(Allocation allocation) {
            pause();
            super.release(allocation);
        }

        private static void pause() {
            long until = System.nanoTime() + 2_000_000;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
    }

    @Test
    void timesAreElapsedNanosecondsPerCommitAndPerRelease() {
        FlatAllocator inner = new FlatAllocator(8);
        TimingAllocator t = new TimingAllocator(new Slow(inner));
        long start = System.nanoTime();
        Allocation a = t.find(new ProcessorRequest(3));
        t.commit(a);
        Allocation b = t.find(new ProcessorRequest(2));
        t.commit(b);
        t.release(a);
        t.release(b);
        long elapsed = System.nanoTime() - start;
        assertThat(inner.free()).isEqualTo(8);
        assertThat(t.findCalls()).isEqualTo(2);
        assertThat(t.commits()).isEqualTo(2);
        assertThat(t.releases()).isEqualTo(2);
        // a search and a commit per job, 2 ms each at least; never more than the whole run
        assertThat(t.allocateNanosPerJob()).isBetween(4e6, (double) elapsed / 2);
        assertThat(t.releaseNanosPerJob()).isBetween(2e6, (double) elapsed / 2);
        assertThat(new TimingAllocator(new FlatAllocator(2)).releaseNanosPerJob())
                .isZero();
    }

    @Test
    void everyQuestionIsAnsweredByTheDecoratedAllocator() {
        FlatAllocator inner = new FlatAllocator(4);
        TimingAllocator t = new TimingAllocator(inner);
        assertThat(t.fits(new ProcessorRequest(4))).isTrue();
        assertThat(t.canEverFit(new ProcessorRequest(4))).isTrue();
        assertThat(t.canEverFit(new ProcessorRequest(5))).isFalse();
        t.commit(t.find(new ProcessorRequest(3)));
        assertThat(t.fits(new ProcessorRequest(2))).isFalse();
        assertThat(t.fits(new ProcessorRequest(1))).isTrue();
        assertThat(t.capacity()).isEqualTo(4);
        assertThat(t.free()).isEqualTo(1);
        t.checkInvariants();
        Allocator broken = new ForwardingAllocator(inner) {
            @Override
            public void checkInvariants() {
                throw new IllegalStateException("audit failed");
            }
        };
        assertThatThrownBy(() -> new TimingAllocator(broken).checkInvariants()).hasMessage("audit failed");
    }

    @Test
    void aMissingCapabilityIsNamedWithTheInnermostAllocator() {
        Allocator contiguous = new TimingAllocator(new ContiguousAllocator(8));
        Capabilities.check("easy", "flat:8", contiguous, Set.of(TestsPlacements.class));
        assertThatThrownBy(() -> Capabilities.check(
                        "x", "flat:8", contiguous, Set.of(TestsPlacements.class, CountsSuffice.class)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler x cannot run on --machine flat:8: it needs an allocator that implements"
                        + " CountsSuffice, and ContiguousAllocator does not");
        Capabilities.check("x", "flat:8", new TimingAllocator(new FlatAllocator(8)), Set.of(CountsSuffice.class));
    }
}
