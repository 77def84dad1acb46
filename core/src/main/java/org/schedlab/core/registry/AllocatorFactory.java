package org.schedlab.core.registry;

import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.spec.Spec;

/**
 * Builds the allocators of one name for the machines of one geometry type ({@code MeshGeometry}
 * / {@code mpl}), registered in the Guice {@code Multibinder<AllocatorFactory>} of {@link
 * org.schedlab.core.wiring.Registries#allocators}. A machine kind's {@link MachineFactory} builds
 * its machines' allocators through the factories registered for its geometry type ({@link
 * AllocatorFamily}), so any module adds an allocator to a machine kind, its own or another
 * module's ({@code --machine mesh:32x32 --allocator my-allocator}), by registering a factory,
 * without touching the module that defines the machine. {@link NamedAllocatorFactory} is the usual
 * implementation.
 */
public interface AllocatorFactory {
    /**
     * The geometry type of the machines this factory builds allocators for: the record the machine
     * kind's module declares (e.g. {@code MeshGeometry.class}), compared exactly.
     */
    Class<? extends Geometry> geometry();

    /** The allocator name, the part of an {@code --allocator} spec before the first colon. */
    String name();

    /** The spec forms this factory accepts, e.g. {@code mpl[:no-rotate]}, as {@code list} shows them. */
    String form();

    /** One line on the placement rule, with the paper it comes from. */
    String description();

    /**
     * A fresh, empty allocator for a machine of {@code geometry} (of type {@link #geometry()}).
     *
     * @param spec the {@code --allocator} spec; its name is {@link #name()}
     * @throws org.schedlab.core.spec.BadInputException for bad arguments (via {@link Spec#error})
     */
    Allocator create(Spec spec, Geometry geometry);
}
