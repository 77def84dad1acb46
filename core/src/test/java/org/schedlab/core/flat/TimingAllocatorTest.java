package org.schedlab.core.flat;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.TimingAllocator;
import org.schedlab.core.job.ProcessorRequest;

class TimingAllocatorTest {
    @Test
    void countsCallsDelegatesAndCopiesUndecorated() {
        FlatAllocator inner = new FlatAllocator(4);
        TimingAllocator t = new TimingAllocator(inner);
        assertThat(t.allocateNanosPerJob()).isZero();
        Allocation a = t.find(new ProcessorRequest(3));
        assertThat(t.find(new ProcessorRequest(5))).isNull();
        t.commit(a);
        assertThat(inner.free()).isEqualTo(1);
        t.release(a);
        assertThat(t.findCalls()).isEqualTo(2);
        assertThat(t.commits()).isEqualTo(1);
        assertThat(t.releases()).isEqualTo(1);
        assertThat(t.allocateNanosPerJob()).isPositive();
        assertThat(t.copy()).isInstanceOf(FlatAllocator.class);
        assertThat(t.capacity()).isEqualTo(4);
    }
}
