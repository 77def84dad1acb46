package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.ForwardingAllocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;

/**
 * The allocator tester catches planted bugs: each broken allocator below fails the check named
 * for its bug, and the correct allocators pass every check.
 */
class AllocatorContractPlantedBugTest {
    /** A tester over one allocator, with processor-count requests. */
    private static class On extends AllocatorContract {
        private final Supplier<Allocator> fresh;

        On(Supplier<Allocator> fresh) {
            this.fresh = fresh;
        }

        @Override
        protected List<Subject> subjects() {
            return List.of(new Subject("planted", fresh));
        }

        @Override
        protected Request randomRequest(Allocator allocator, SplittableRandom rnd) {
            return new ProcessorRequest(1 + rnd.nextInt(allocator.capacity() + 2));
        }

        /** The messages of the failing checks, by check name. */
        List<String> failures() {
            List<String> out = new ArrayList<>();
            checks().forEach((name, check) -> {
                for (Subject s : subjects()) {
                    for (long seed : seeds()) {
                        try {
                            check.run(s, seed);
                        } catch (AssertionError | RuntimeException e) {
                            out.add(name + ": " + e.getMessage());
                            return;
                        }
                    }
                }
            });
            return out;
        }
    }

    /** A flat allocator with one deliberate bug, switched by {@code bug}. */
    private static final class Broken extends ForwardingAllocator {
        private final String bug;
        private int finds;

        Broken(Allocator delegate, String bug) {
            super(delegate);
            this.bug = bug;
        }

        @Override
        public Allocation find(Request request) {
            if (bug.equals("find commits") && ++finds % 7 == 0) {
                Allocation a = super.find(request);
                if (a != null) {
                    super.commit(a);
                }
                return a;
            }
            return super.find(request);
        }

        @Override
        public void release(Allocation allocation) {
            if (!bug.equals("release forgets")) {
                super.release(allocation);
            }
        }

        @Override
        public Allocator copy() {
            return bug.equals("shallow copy") ? this : new Broken(delegate().copy(), bug);
        }
    }

    /** A decorator that claims, wrongly for what it wraps, that counts decide what fits. */
    private static final class ClaimsCountsSuffice extends ForwardingAllocator implements CountsSuffice {
        ClaimsCountsSuffice(Allocator delegate) {
            super(delegate);
        }

        @Override
        public Allocator copy() {
            return new ClaimsCountsSuffice(delegate().copy());
        }
    }

    private static List<String> failures(Supplier<Allocator> fresh) {
        return new On(fresh).failures();
    }

    @Test
    void correctAllocatorsPassEveryCheck() {
        assertThat(failures(() -> new FlatAllocator(20))).isEmpty();
        assertThat(failures(() -> new ContiguousAllocator(20))).isEmpty();
    }

    @Test
    void aFindThatChangesTheStateFails() {
        assertThat(failures(() -> new Broken(new FlatAllocator(20), "find commits")))
                .anyMatch(m -> m.startsWith("find keeps the state"));
    }

    @Test
    void aReleaseThatForgetsFails() {
        assertThat(failures(() -> new Broken(new FlatAllocator(20), "release forgets")))
                .anyMatch(m -> m.startsWith("commit then release restores the state"))
                .anyMatch(m -> m.startsWith("free arithmetic"));
    }

    @Test
    void aCopyThatSharesTheStateFails() {
        assertThat(failures(() -> new Broken(new FlatAllocator(20), "shallow copy")))
                .anyMatch(m -> m.startsWith("a copy is independent"));
    }

    /** Contiguous placement cannot let counts decide; the claim is caught. */
    @Test
    void aWrongCountsSufficeClaimFails() {
        assertThat(failures(() -> new ClaimsCountsSuffice(new ContiguousAllocator(20))))
                .anyMatch(m -> m.startsWith("declared capabilities hold") && m.contains("claims counts suffice"));
        assertThatCode(() -> new On(() -> new FlatAllocator(20))
                        .checks()
                        .get("declared capabilities hold")
                        .run(new AllocatorContract.Subject("flat", () -> new FlatAllocator(20)), 1))
                .doesNotThrowAnyException();
    }

    /** A naive twin that disagrees is reported. */
    @Test
    void disagreementWithTheNaiveTwinFails() {
        On wrongTwin = new On(() -> new FlatAllocator(20)) {
            @Override
            protected Boolean naiveFits(Allocator allocator, Request request) {
                return request.processors() < allocator.free(); // off by one
            }
        };
        assertThat(wrongTwin.failures()).anyMatch(m -> m.startsWith("fit decisions agree with the naive twin"));
    }
}
