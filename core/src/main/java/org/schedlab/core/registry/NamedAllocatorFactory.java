package org.schedlab.core.registry;

import java.util.Objects;
import java.util.function.BiFunction;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.spec.Spec;

/**
 * An allocator factory as plain data, as {@link NamedSchedulerFactory} is for schedulers: the
 * maker receives the machine's geometry as its own type.
 *
 * <pre>{@code
 * Registries.allocators(binder()).addBinding().toInstance(new NamedAllocatorFactory<>(
 *         MeshGeometry.class, "my-ff", "my-ff", "first fit, mine",
 *         (spec, mesh) -> new MyFirstFit(mesh.width(), mesh.height())));
 * }</pre>
 *
 * @param <G> the geometry type
 * @param geometry the geometry type of the machines it serves, e.g. {@code MeshGeometry.class}
 * @param name the allocator name, non-empty and without a colon
 * @param form the spec forms as {@code list} shows them, e.g. {@code mpl[:no-rotate]}
 * @param description one line on the rule and its source
 * @param maker validates the spec's arguments and builds a fresh allocator
 */
public record NamedAllocatorFactory<G extends Geometry>(
        Class<G> geometry,
        String name,
        String form,
        String description,
        BiFunction<Spec, ? super G, ? extends Allocator> maker)
        implements AllocatorFactory {
    public NamedAllocatorFactory {
        Objects.requireNonNull(geometry, "geometry");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(maker, "maker");
        if (name.isEmpty() || name.contains(":") || name.contains("/")) {
            throw new IllegalArgumentException("an allocator name is non-empty, without ':' or '/': '" + name + "'");
        }
    }

    // Hand-written for start-up, as NamedSchedulerFactory's are (why: there). The hash is the
    // geometry type's and the name's: equal factories have equal ones, and different registrations
    // differ in one of them.
    @Override
    public boolean equals(Object o) {
        return o == this
                || o instanceof NamedAllocatorFactory<?> f
                        && geometry.equals(f.geometry)
                        && name.equals(f.name)
                        && form.equals(f.form)
                        && description.equals(f.description)
                        && maker.equals(f.maker);
    }

    @Override
    public int hashCode() {
        return 31 * geometry.hashCode() + name.hashCode();
    }

    /**
     * @throws org.schedlab.core.spec.BadInputException when {@code spec} names another allocator or
     *     {@code geometry} is not of this factory's type
     */
    @Override
    public Allocator create(Spec spec, Geometry geometry) {
        if (!spec.name().equals(name)) {
            throw spec.error("this factory builds '" + name + "' allocators, not '" + spec.name() + "'");
        }
        if (!this.geometry.isInstance(geometry)) {
            throw spec.error("allocator '" + name + "' is for " + this.geometry.getSimpleName() + " machines, not "
                    + geometry.describe());
        }
        return maker.apply(spec, this.geometry.cast(geometry));
    }
}
