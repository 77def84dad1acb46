package org.schedlab.core.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.Spec;

/**
 * The hand-written equals and hashCode of {@link NamedSchedulerFactory} and {@link
 * NamedAllocatorFactory} keep the record contract: equal exactly when every component is equal,
 * and equal factories hash alike.
 */
class NamedFactoryEqualityTest {
    private static final Function<Spec, Scheduler> MAKER = spec -> null;
    private static final Function<Spec, Scheduler> OTHER_MAKER = spec -> null;
    private static final BiFunction<Spec, Geometry, Allocator> ALLOC = (spec, g) -> new FlatAllocator(1);
    private static final BiFunction<Spec, Geometry, Allocator> OTHER_ALLOC = (spec, g) -> new FlatAllocator(2);

    @Test
    void schedulerFactoriesAreEqualExactlyWhenEveryComponentIs() {
        NamedSchedulerFactory f = new NamedSchedulerFactory("x", "x  usage", MAKER, Set.of(TestsPlacements.class));
        NamedSchedulerFactory same = new NamedSchedulerFactory(
                new String("x"), new String("x  usage"), MAKER, Set.of(TestsPlacements.class));
        assertThat(f).isEqualTo(same).hasSameHashCodeAs(same);
        assertThat(f).isNotEqualTo(null).isNotEqualTo("x");
        List<NamedSchedulerFactory> others = List.of(
                new NamedSchedulerFactory("y", "x  usage", MAKER, Set.of(TestsPlacements.class)),
                new NamedSchedulerFactory("x", "y  usage", MAKER, Set.of(TestsPlacements.class)),
                new NamedSchedulerFactory("x", "x  usage", OTHER_MAKER, Set.of(TestsPlacements.class)),
                new NamedSchedulerFactory("x", "x  usage", MAKER, Set.of()));
        for (NamedSchedulerFactory other : others) {
            assertThat(f).as(other.toString()).isNotEqualTo(other);
            assertThat(other).as(other.toString()).isNotEqualTo(f);
        }
    }

    /** Two geometry types, as two machine modules declare them. */
    record Ring(int processors) implements Geometry {
        @Override
        public String describe() {
            return "ring";
        }
    }

    record Star(int processors) implements Geometry {
        @Override
        public String describe() {
            return "star";
        }
    }

    @Test
    void allocatorFactoriesAreEqualExactlyWhenEveryComponentIs() {
        NamedAllocatorFactory<Ring> f = new NamedAllocatorFactory<>(Ring.class, "a", "a[:k]", "the a rule", ALLOC);
        NamedAllocatorFactory<Ring> same = new NamedAllocatorFactory<>(
                Ring.class, new String("a"), new String("a[:k]"), new String("the a rule"), ALLOC);
        assertThat(f).isEqualTo(same).hasSameHashCodeAs(same);
        assertThat(f).isNotEqualTo(null).isNotEqualTo("a");
        List<NamedAllocatorFactory<?>> others = List.of(
                new NamedAllocatorFactory<>(Star.class, "a", "a[:k]", "the a rule", ALLOC),
                new NamedAllocatorFactory<>(Ring.class, "b", "a[:k]", "the a rule", ALLOC),
                new NamedAllocatorFactory<>(Ring.class, "a", "a", "the a rule", ALLOC),
                new NamedAllocatorFactory<>(Ring.class, "a", "a[:k]", "another rule", ALLOC),
                new NamedAllocatorFactory<>(Ring.class, "a", "a[:k]", "the a rule", OTHER_ALLOC));
        for (NamedAllocatorFactory<?> other : others) {
            assertThat(f).as(other.toString()).isNotEqualTo(other);
            assertThat(other).as(other.toString()).isNotEqualTo(f);
        }
    }
}
