package org.schedlab.core.registry;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.spec.Spec;

/**
 * The allocators registered for the machines of one geometry type, by name, in registration order:
 * what a {@link MachineFactory} builds its allocators from and what {@code list} shows ({@link
 * #forms()}). Any module's factories count, whichever module defines the geometry.
 */
public final class AllocatorFamily {
    private final Class<? extends Geometry> geometry;
    private final String label;
    private final Map<String, AllocatorFactory> byName = new LinkedHashMap<>();

    /**
     * The factories of {@code all} whose geometry type is {@code geometry}.
     *
     * @param label how messages name the family's allocators, e.g. {@code mesh} or {@code fat-tree}
     * @throws IllegalArgumentException when two of them share a name (the registry refuses that as
     *     bad input, naming both registrations, before any family is built)
     */
    public AllocatorFamily(
            Class<? extends Geometry> geometry, String label, Collection<? extends AllocatorFactory> all) {
        this.geometry = geometry;
        this.label = label;
        for (AllocatorFactory f : all) {
            if (f.geometry() == geometry && byName.putIfAbsent(f.name(), f) != null) {
                throw new IllegalArgumentException(label + " allocator '" + f.name() + "' is registered twice");
            }
        }
    }

    /** The geometry type of the family's machines. */
    public Class<? extends Geometry> geometry() {
        return geometry;
    }

    /** The allocator names, in registration order. */
    public List<String> names() {
        return new ArrayList<>(byName.keySet());
    }

    /** The factory called {@code name}, or {@code null}. */
    public AllocatorFactory get(String name) {
        return byName.get(name);
    }

    /**
     * The factory for {@code spec}.
     *
     * @throws org.schedlab.core.spec.BadInputException naming the option and the known names
     */
    public AllocatorFactory lookup(Spec spec) {
        AllocatorFactory f = byName.get(spec.name());
        if (f == null) {
            throw spec.error("unknown " + label + " allocator '" + spec.name() + "'; known: "
                    + String.join(", ", byName.keySet()));
        }
        return f;
    }

    /** A fresh allocator for {@code spec} on a machine of {@code geometry}. */
    public Allocator create(Spec spec, Geometry geometry) {
        return lookup(spec).create(spec, geometry);
    }

    /** Spec forms with their one-line descriptions, in registration order. */
    public Map<String, String> forms() {
        Map<String, String> m = new LinkedHashMap<>();
        byName.values().forEach(f -> m.put(f.form(), f.description()));
        return m;
    }
}
