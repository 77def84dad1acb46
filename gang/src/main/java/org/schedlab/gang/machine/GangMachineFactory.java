package org.schedlab.gang.machine;

import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.spec.Spec;

/** Builds {@code gang:P} machines; the gang schemes take no {@code --allocator}. */
public final class GangMachineFactory implements MachineFactory {
    /** The registered family name. */
    public static final String NAME = "gang";

    @Override
    public Machine create(Spec machine, Spec allocator) {
        machine.requireArgs(1, 1, "gang:P with P a power of two");
        int p = machine.intArg(0, "P (processors)", 1);
        if (Integer.bitCount(p) != 1) {
            throw machine.error("P must be a power of two (buddy blocks), got " + p);
        }
        if (allocator != null) {
            throw allocator.error("a gang machine has no allocator option; the scheme is the --scheduler"
                    + " (gang:bc, gang:br, gang:brms, gang:brmms)");
        }
        return new GangMachine(p);
    }

    @Override
    public String synopsis() {
        return "gang:P  P processors (a power of two) time-shared in gang slots (Ousterhout matrix);"
                + " schedulers gang:*, times in slots";
    }
}
