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
        machine.requireArgs(1, 2, "gang:P[:ROWS] with P a power of two and ROWS an optional row limit");
        int p = machine.intArg(0, "P (processors)", 1);
        int rows = machine.args().size() == 2 ? machine.intArg(1, "ROWS (row limit)", 1) : Integer.MAX_VALUE;
        if (Integer.bitCount(p) != 1) {
            throw machine.error("P must be a power of two (buddy blocks), got " + p);
        }
        if (allocator != null) {
            throw allocator.error("a gang machine has no allocator option; the scheme is the --scheduler"
                    + " (gang:bc, gang:br, gang:brms, gang:brmms)");
        }
        return new GangMachine(p, rows);
    }

    @Override
    public String synopsis() {
        return "gang:P[:ROWS]  P processors (a power of two) time-shared in gang slots (Ousterhout matrix);"
                + " schedulers gang:*, times in slots; a run whose matrix outgrows ROWS slots stops as diverged";
    }
}
