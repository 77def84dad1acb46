package org.schedlab.core.registry;

import org.schedlab.core.spec.Spec;

/**
 * Builds machines of one topology family ({@code flat}, {@code mesh}, ...), registered by the
 * family name in a Guice {@code MapBinder<String, MachineFactory>}.
 */
public interface MachineFactory {
    /**
     * Builds the machine.
     *
     * @param machine the {@code --machine} spec, e.g. {@code mesh:32x32}
     * @param allocator the {@code --allocator} spec, or {@code null} for the family's default
     * @throws org.schedlab.core.spec.BadInputException for a malformed spec or unknown allocator
     */
    Machine create(Spec machine, Spec allocator);

    /** One-line usage, e.g. {@code flat:N  N interchangeable processors}. */
    String synopsis();

    /** Allocator spec forms this family accepts, with a short description each. */
    default java.util.Map<String, String> allocators() {
        return java.util.Map.of();
    }
}
