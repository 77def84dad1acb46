package org.schedlab.core.registry;

import java.util.Objects;
import java.util.function.BiFunction;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.spec.Spec;

/**
 * An allocator factory as plain data, as {@link NamedSchedulerFactory} is for schedulers.
 *
 * <pre>{@code
 * Registries.allocators(binder()).addBinding().toInstance(new NamedAllocatorFactory(
 *         "mesh", "my-ff", "my-ff", "first fit, mine",
 *         (spec, g) -> new MyFirstFit(((Geometry.Mesh) g).width(), ((Geometry.Mesh) g).height())));
 * }</pre>
 *
 * @param family the machine family, e.g. {@code mesh}
 * @param name the allocator name, non-empty and without a colon
 * @param form the spec forms as {@code list} shows them, e.g. {@code mpl[:no-rotate]}
 * @param description one line on the rule and its source
 * @param maker validates the spec's arguments and builds a fresh allocator
 */
public record NamedAllocatorFactory(
        String family, String name, String form, String description, BiFunction<Spec, Geometry, Allocator> maker)
        implements AllocatorFactory {
    public NamedAllocatorFactory {
        Objects.requireNonNull(family, "family");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(maker, "maker");
        if (name.isEmpty() || name.contains(":") || name.contains("/")) {
            throw new IllegalArgumentException("an allocator name is non-empty, without ':' or '/': '" + name + "'");
        }
    }

    // Hand-written for start-up, as NamedSchedulerFactory's are (why: there). The hash is the
    // family's and the name's: equal factories have equal ones, and different registrations differ
    // in one of them.
    @Override
    public boolean equals(Object o) {
        return o == this
                || o instanceof NamedAllocatorFactory f
                        && family.equals(f.family)
                        && name.equals(f.name)
                        && form.equals(f.form)
                        && description.equals(f.description)
                        && maker.equals(f.maker);
    }

    @Override
    public int hashCode() {
        return 31 * family.hashCode() + name.hashCode();
    }

    @Override
    public Allocator create(Spec spec, Geometry geometry) {
        if (!spec.name().equals(name)) {
            throw spec.error("this factory builds '" + name + "' allocators, not '" + spec.name() + "'");
        }
        return maker.apply(spec, geometry);
    }
}
