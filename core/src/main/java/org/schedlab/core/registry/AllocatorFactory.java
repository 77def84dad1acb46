package org.schedlab.core.registry;

import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.spec.Spec;

/**
 * Builds the allocators of one name within one machine family ({@code mesh} / {@code mpl}),
 * registered in the Guice {@code Multibinder<AllocatorFactory>} of {@link
 * org.schedlab.core.wiring.Registries#allocators}. A family's {@link MachineFactory} builds its
 * machines' allocators through the factories registered for its family ({@link AllocatorFamily}),
 * so another module adds an allocator to an existing family ({@code --machine mesh:32x32
 * --allocator my-allocator}) by registering a factory, without touching the family's module.
 * {@link NamedAllocatorFactory} is the usual implementation.
 */
public interface AllocatorFactory {
    /** The machine family, e.g. {@code mesh} (the name its {@link MachineFactory} is registered by). */
    String family();

    /** The allocator name, the part of an {@code --allocator} spec before the first colon. */
    String name();

    /** The spec forms this factory accepts, e.g. {@code mpl[:no-rotate]}, as {@code list} shows them. */
    String form();

    /** One line on the placement rule, with the paper it comes from. */
    String description();

    /**
     * A fresh, empty allocator for a machine of {@code geometry} (of this family's kind).
     *
     * @param spec the {@code --allocator} spec; its name is {@link #name()}
     * @throws org.schedlab.core.spec.BadInputException for bad arguments (via {@link Spec#error})
     */
    Allocator create(Spec spec, Geometry geometry);
}
