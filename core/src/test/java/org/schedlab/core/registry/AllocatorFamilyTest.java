package org.schedlab.core.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/** A family's allocators: keyed by geometry type, registration order, lookup by name, the refusals. */
class AllocatorFamilyTest {
    /** A ring's geometry, as a module defining a ring machine would declare it. */
    record Ring(int processors) implements Geometry {
        @Override
        public String describe() {
            return "ring of " + processors;
        }
    }

    /** Another module's geometry. */
    record Star(int processors) implements Geometry {
        @Override
        public String describe() {
            return "star of " + processors;
        }
    }

    private static <G extends Geometry> NamedAllocatorFactory<G> factory(Class<G> geometry, String name) {
        return new NamedAllocatorFactory<>(
                geometry, name, name + "[:X]", "the " + name + " rule", (spec, g) -> new FlatAllocator(g.processors()));
    }

    @Test
    void keepsTheFactoriesOfItsGeometryInRegistrationOrder() {
        AllocatorFamily f = new AllocatorFamily(
                Ring.class,
                "ring",
                List.of(factory(Ring.class, "b"), factory(Star.class, "a"), factory(Ring.class, "a")));
        assertThat(f.names()).containsExactly("b", "a");
        assertThat(f.forms())
                .containsExactly(
                        java.util.Map.entry("b[:X]", "the b rule"), java.util.Map.entry("a[:X]", "the a rule"));
        assertThat(f.create(Spec.parse("--allocator", "a"), new Ring(12)).capacity())
                .isEqualTo(12);
    }

    /** Keys are exact types: a factory for the interface of a facet is no factory of each geometry. */
    @Test
    void aFactoryForAnotherTypeIsNotInTheFamily() {
        AllocatorFamily f = new AllocatorFamily(
                Geometry.Flat.class, "flat", List.of(factory(Geometry.class, "any"), factory(Ring.class, "r")));
        assertThat(f.names()).isEmpty();
    }

    @Test
    void anUnknownNameIsBadInputNamingTheOptionAndTheKnownOnes() {
        AllocatorFamily f =
                new AllocatorFamily(Ring.class, "ring", List.of(factory(Ring.class, "b"), factory(Ring.class, "a")));
        assertThatThrownBy(() -> f.lookup(Spec.parse("--allocator", "c:1")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("--allocator 'c:1'")
                .hasMessageContaining("unknown ring allocator 'c'; known: b, a");
    }

    @Test
    void twoFactoriesOfOneGeometryAndNameAreRefused() {
        assertThatThrownBy(() -> new AllocatorFamily(
                        Ring.class, "ring", List.of(factory(Ring.class, "a"), factory(Ring.class, "a"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ring allocator 'a' is registered twice");
        // the same name for two geometries is no conflict
        assertThat(new AllocatorFamily(Ring.class, "ring", List.of(factory(Ring.class, "a"), factory(Star.class, "a")))
                        .names())
                .containsExactly("a");
    }

    @Test
    void aFactoryBuildsOnlyItsOwnNameForItsOwnGeometry() {
        NamedAllocatorFactory<Ring> a = factory(Ring.class, "a");
        assertThatThrownBy(() -> a.create(Spec.parse("--allocator", "b"), new Ring(4)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("builds 'a' allocators, not 'b'");
        assertThatThrownBy(() -> a.create(Spec.parse("--allocator", "a"), new Star(4)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--allocator 'a': allocator 'a' is for Ring machines, not star of 4");
        assertThatThrownBy(() -> factory(Ring.class, "a:b")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> factory(Ring.class, "")).isInstanceOf(IllegalArgumentException.class);
    }
}
