package org.schedlab.core.flat;

import java.util.List;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.spec.Spec;

/** {@code flat:N}: N interchangeable processors; the only allocator is the implicit one. */
public final class FlatMachineFactory implements MachineFactory {
    /** The family name used in {@code --machine flat:N}. */
    public static final String NAME = "flat";

    /**
     * The largest machine kept as bits ({@link FlatAllocator}: 1,024 words at most); larger ones
     * keep runs of free ids ({@link FlatRunsAllocator}), whose cost does not grow with the
     * processor count. Both give the same placements, so the choice never changes a schedule.
     */
    public static final int BITS_UP_TO = 1 << 16;

    @Override
    public Machine create(Spec machine, Spec allocator) {
        machine.requireArgs(1, 1, "flat:N with N >= 1 processors");
        int n = machine.intArg(0, "N (processors)", 1);
        if (allocator != null && !allocator.name().equals("flat")) {
            throw allocator.error("a flat machine has only its implicit allocator (omit --allocator)");
        }
        return new FlatMachine(n);
    }

    @Override
    public String synopsis() {
        return "flat:N  N interchangeable processors, any free ones (lowest ids first)";
    }

    private record FlatMachine(int capacity) implements Machine {
        @Override
        public String describe() {
            return "flat:" + capacity;
        }

        @Override
        public List<Integer> shape() {
            return List.of(capacity);
        }

        @Override
        public Allocator newAllocator() {
            return capacity <= BITS_UP_TO ? new FlatAllocator(capacity) : new FlatRunsAllocator(capacity);
        }
    }
}
