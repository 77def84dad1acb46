package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.ForwardingAllocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.flat.ProcessorSet;
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
        private final boolean naming;

        On(Supplier<Allocator> fresh) {
            this(fresh, true);
        }

        /** @param naming what {@link #placementsNameProcessors} answers */
        On(Supplier<Allocator> fresh, boolean naming) {
            this.fresh = fresh;
            this.naming = naming;
        }

        @Override
        protected boolean placementsNameProcessors() {
            return naming;
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

    /**
     * First fit over processor ids with a cache of the placement found for each size that nothing
     * invalidates, so {@code find} hands out busy processors again once one was committed. Its
     * counts stay right (commit and release add and subtract the placement's size), so a tester
     * that only counts sees nothing wrong. Its placements name their processors ({@link
     * ProcessorSet}), and that is all the tester needs to catch it.
     */
    private static final class StaleCache implements Allocator {
        private final int capacity;
        private final BitSet busy;
        private final Map<Integer, Allocation> cache;
        private int free;

        StaleCache(int capacity) {
            this(capacity, new BitSet(), new HashMap<>(), capacity);
        }

        private StaleCache(int capacity, BitSet busy, Map<Integer, Allocation> cache, int free) {
            this.capacity = capacity;
            this.busy = busy;
            this.cache = cache;
            this.free = free;
        }

        @Override
        public Allocation find(Request request) {
            int n = request.processors();
            if (n > free) {
                return null;
            }
            return cache.computeIfAbsent(n, k -> {
                int[] ids = new int[k];
                for (int i = 0, id = busy.nextClearBit(0); i < k; i++, id = busy.nextClearBit(id + 1)) {
                    ids[i] = id;
                }
                return new ProcessorSet(ids);
            });
        }

        @Override
        public void commit(Allocation allocation) {
            allocation.processorIds().forEach(busy::set);
            free -= allocation.processors();
        }

        @Override
        public void release(Allocation allocation) {
            allocation.processorIds().forEach(busy::clear);
            free += allocation.processors();
        }

        @Override
        public int capacity() {
            return capacity;
        }

        @Override
        public int free() {
            return free;
        }

        @Override
        public Allocator copy() {
            return new StaleCache(capacity, (BitSet) busy.clone(), new HashMap<>(cache), free);
        }
    }

    /** An allocator whose commit throws on its {@code n}-th call. */
    private static final class ThrowsOnCommit extends ForwardingAllocator {
        private final int n;
        private int commits;

        ThrowsOnCommit(Allocator delegate, int n) {
            super(delegate);
            this.n = n;
        }

        @Override
        public void commit(Allocation allocation) {
            if (++commits == n) {
                throw new IllegalStateException("planted failure");
            }
            super.commit(allocation);
        }

        @Override
        public Allocator copy() {
            return new ThrowsOnCommit(delegate().copy(), Integer.MAX_VALUE);
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
                .anyMatch(m -> m.startsWith("placements, free arithmetic"));
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

    /**
     * A tester that supplies only its subjects and a request generator catches an allocator that
     * hands out a busy processor again: it sees the processors each placement holds.
     */
    @Test
    void aFindThatHandsOutBusyProcessorsAgainFailsAMinimalTester() {
        List<String> failures = failures(() -> new StaleCache(20));
        assertThat(failures)
                .anyMatch(m -> m.startsWith("placements, free arithmetic and invariants after every step")
                        && m.contains("that committed placements hold already"));
        assertThat(failures).allMatch(m -> m.contains("planted, seed 1, step "));
    }

    /** Counting processors alone (placements that do not name them) cannot see that bug. */
    @Test
    void countsAloneAreBlindToIt() {
        assertThat(new On(() -> new StaleCache(20), false).failures()).isEmpty();
    }

    /** Placements that do not name their processors fail with what to do, unless declared counting. */
    @Test
    void placementsThatNameNoProcessorsAreReported() {
        Supplier<Allocator> anonymous = () -> new ForwardingAllocator(new FlatAllocator(20)) {
            @Override
            public Allocation find(Request request) {
                Allocation a = super.find(request);
                return a == null ? null : new Unnamed(a);
            }

            @Override
            public void commit(Allocation allocation) {
                super.commit(((Unnamed) allocation).inner());
            }

            @Override
            public void release(Allocation allocation) {
                super.release(((Unnamed) allocation).inner());
            }

            @Override
            public java.util.stream.IntStream processorIds(Allocation allocation) {
                return allocation.processorIds();
            }

            @Override
            public Allocator copy() {
                throw new UnsupportedOperationException("not needed");
            }
        };
        assertThat(failures(anonymous))
                .anyMatch(m -> m.contains("the tester cannot see which processors")
                        && m.contains("placementsNameProcessors()"));
    }

    /** A placement that hides its processors. */
    private record Unnamed(Allocation inner) implements Allocation {
        @Override
        public int processors() {
            return inner.processors();
        }

        @Override
        public String describe() {
            return inner.describe();
        }
    }

    /** An exception the allocator throws is reported with the subject, seed, step and call. */
    @Test
    void anExceptionFromTheSubjectNamesSeedAndStep() {
        Throwable thrown = null;
        try {
            new On(() -> new ThrowsOnCommit(new FlatAllocator(20), 5))
                    .checks()
                    .get("placements, free arithmetic and invariants after every step")
                    .run(
                            new AllocatorContract.Subject(
                                    "thrower", () -> new ThrowsOnCommit(new FlatAllocator(20), 5)),
                            3);
        } catch (AssertionError e) {
            thrown = e;
        }
        assertThat(thrown).isNotNull();
        assertThat(thrown.getMessage())
                .startsWith("thrower, seed 3, step ")
                .contains(": commit(")
                .contains("threw java.lang.IllegalStateException: planted failure");
        assertThat(thrown.getCause()).hasMessage("planted failure");
    }

    /** Every dynamic test is named after its check, subject and seed. */
    @Test
    void dynamicTestsNameCheckSubjectAndSeed() {
        On tester = new On(() -> new FlatAllocator(4));
        List<String> names = tester.allocatorContract()
                .map(org.junit.jupiter.api.DynamicNode::getDisplayName)
                .toList();
        assertThat(names).hasSize(tester.checks().size() * tester.seeds().length);
        assertThat(names).contains("a copy is independent: planted, seed 2");
        tester.checks()
                .keySet()
                .forEach(check -> assertThat(names).anyMatch(n -> n.startsWith(check + ": planted, seed ")));
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
