package org.schedlab.core.flat;

import com.google.inject.Inject;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.AllocatorFamily;
import org.schedlab.core.registry.Geometry;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.NamedAllocatorFactory;
import org.schedlab.core.spec.Spec;

/**
 * {@code flat:N}: N interchangeable processors ({@link Geometry.Flat}). The allocator comes from
 * {@code --allocator}: any allocator registered for {@link Geometry.Flat} machines; the built-in
 * one, {@value #DEFAULT} (any free processors, lowest ids first: {@link FlatAllocator}, or {@link
 * FlatRunsAllocator} above {@link #BITS_UP_TO} processors), is the default, and a machine with it
 * is described as plain {@code flat:N}.
 */
public final class FlatMachineFactory implements MachineFactory {
    /** The family name used in {@code --machine flat:N}. */
    public static final String NAME = "flat";

    /**
     * The largest machine kept as bits ({@link FlatAllocator}: 1,024 words at most); larger ones
     * keep runs of free ids ({@link FlatRunsAllocator}), whose cost does not grow with the
     * processor count. Both give the same placements, so the choice never changes a schedule.
     */
    public static final int BITS_UP_TO = 1 << 16;

    /** The built-in allocator's name, the default. */
    public static final String DEFAULT = "flat";

    /** The built-in allocator: any free processors, lowest ids first. */
    public static final AllocatorFactory FLAT = new NamedAllocatorFactory<>(
            Geometry.Flat.class,
            DEFAULT,
            DEFAULT,
            "any free processors, lowest ids first (the default)",
            (spec, flat) -> {
                spec.requireArgs(0, 0, DEFAULT + " (no arguments)");
                return builtIn(flat.processors());
            });

    private final AllocatorFamily allocators;

    /** The built-in allocator of {@code n} processors: bits up to {@link #BITS_UP_TO}, runs above. */
    private static Allocator builtIn(int n) {
        return n <= BITS_UP_TO ? new FlatAllocator(n) : new FlatRunsAllocator(n);
    }

    /** A factory of the built-in allocator only. */
    public FlatMachineFactory() {
        this(List.of(FLAT));
    }

    /** A factory of the allocators for {@link Geometry.Flat} machines among {@code registered}. */
    @Inject
    public FlatMachineFactory(Set<AllocatorFactory> registered) {
        this((Collection<AllocatorFactory>) registered);
    }

    private FlatMachineFactory(Collection<AllocatorFactory> registered) {
        this.allocators = new AllocatorFamily(Geometry.Flat.class, "flat", registered);
    }

    @Override
    public Machine create(Spec machine, Spec allocator) {
        machine.requireArgs(1, 1, "flat:N with N >= 1 processors");
        int n = machine.intArg(0, "N (processors)", 1);
        Spec alloc = allocator != null ? allocator : Spec.parse("--allocator", DEFAULT);
        AllocatorFactory factory = allocators.lookup(alloc);
        factory.create(alloc, new Geometry.Flat(n)); // validates the allocator spec now
        return new FlatMachine(n, alloc, factory);
    }

    @Override
    public String synopsis() {
        return "flat:N  N interchangeable processors, any free ones (lowest ids first)";
    }

    @Override
    public Map<String, String> allocators() {
        return allocators.forms();
    }

    private record FlatMachine(int capacity, Spec allocator, AllocatorFactory factory) implements Machine {
        /** {@code flat:N} with the built-in allocator, else {@code flat:N/ALLOCATOR}. */
        @Override
        public String describe() {
            String a = allocator.text();
            return "flat:" + capacity + (a.equals(DEFAULT) ? "" : "/" + a);
        }

        @Override
        public List<Integer> shape() {
            return List.of(capacity);
        }

        @Override
        public Geometry geometry() {
            return new Geometry.Flat(capacity);
        }

        @Override
        public Allocator newAllocator() {
            return factory == FLAT ? builtIn(capacity) : factory.create(allocator, geometry());
        }
    }
}
