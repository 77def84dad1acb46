package org.schedlab.core.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/** A family's allocators: registration order, lookup by name, the refusals. */
class AllocatorFamilyTest {
    private static NamedAllocatorFactory factory(String family, String name) {
        return new NamedAllocatorFactory(
                family, name, name + "[:X]", "the " + name + " rule", (spec, g) -> new FlatAllocator(g.processors()));
    }

    @Test
    void keepsTheFactoriesOfItsFamilyInRegistrationOrder() {
        AllocatorFamily f = new AllocatorFamily(
                "ring", "ring", List.of(factory("ring", "b"), factory("mesh", "a"), factory("ring", "a")));
        assertThat(f.names()).containsExactly("b", "a");
        assertThat(f.forms())
                .containsExactly(
                        java.util.Map.entry("b[:X]", "the b rule"), java.util.Map.entry("a[:X]", "the a rule"));
        assertThat(f.create(Spec.parse("--allocator", "a"), new Geometry.Flat(12))
                        .capacity())
                .isEqualTo(12);
    }

    @Test
    void anUnknownNameIsBadInputNamingTheOptionAndTheKnownOnes() {
        AllocatorFamily f = new AllocatorFamily("ring", "ring", List.of(factory("ring", "b"), factory("ring", "a")));
        assertThatThrownBy(() -> f.lookup(Spec.parse("--allocator", "c:1")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("--allocator 'c:1'")
                .hasMessageContaining("unknown ring allocator 'c'; known: b, a");
    }

    @Test
    void twoFactoriesOfOneFamilyAndNameAreRefused() {
        assertThatThrownBy(
                        () -> new AllocatorFamily("ring", "ring", List.of(factory("ring", "a"), factory("ring", "a"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ring allocator 'a' is registered twice");
        // the same name in two families is no conflict
        assertThat(new AllocatorFamily("ring", "ring", List.of(factory("ring", "a"), factory("mesh", "a"))).names())
                .containsExactly("a");
    }

    @Test
    void aFactoryBuildsOnlyItsOwnNameAndNamesAreSpecNames() {
        NamedAllocatorFactory a = factory("ring", "a");
        assertThatThrownBy(() -> a.create(Spec.parse("--allocator", "b"), new Geometry.Flat(4)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("builds 'a' allocators, not 'b'");
        assertThatThrownBy(() -> factory("ring", "a:b")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> factory("ring", "")).isInstanceOf(IllegalArgumentException.class);
    }
}
