package org.schedlab.gang.machine;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.spec.Spec;
import org.schedlab.gang.sim.SlotClock;

/**
 * Builds {@code gang:P[:ROWS][:clock=global|jump]} machines; the gang schemes take no {@code
 * --allocator}.
 */
public final class GangMachineFactory implements MachineFactory {
    /** The registered family name. */
    public static final String NAME = "gang";

    /** The option key of the slot clock: {@code clock=global} (default) or {@code clock=jump}. */
    public static final String CLOCK = "clock";

    /**
     * The largest P: 2^24 processors, whose matrix rows (a bit per processor) and buddy tree (2P
     * counts) still fit a default heap; beyond it the arrays outgrow Java's limits long before a
     * run could finish.
     */
    public static final int MAX_PROCESSORS = 1 << 24;

    private static final String USAGE =
            "gang:P[:ROWS][:clock=global|jump] with P a power of two and ROWS an optional row limit";

    @Override
    public Machine create(Spec machine, Spec allocator) {
        List<String> positional = new ArrayList<>();
        SlotClock clock = null;
        for (String a : machine.args()) {
            int eq = a.indexOf('=');
            if (eq < 0) {
                if (clock != null) {
                    throw machine.error("options come after P and ROWS; expected " + USAGE);
                }
                positional.add(a);
                continue;
            }
            if (!a.substring(0, eq).equals(CLOCK)) {
                throw machine.error("unknown option '" + a + "'; expected " + USAGE);
            }
            if (clock != null) {
                throw machine.error("option " + CLOCK + " given twice");
            }
            String value = a.substring(eq + 1);
            clock = SlotClock.parse(value);
            if (clock == null) {
                throw machine.error("unknown clock '" + value + "'; known: global (slots start at whole times,"
                        + " the default), jump (an idle machine starts the next slot at the arrival)");
            }
        }
        if (positional.isEmpty() || positional.size() > 2) {
            throw machine.error("expected " + USAGE);
        }
        // P and ROWS are the first arguments: the options follow them
        int p = machine.intArg(0, "P (processors)", 1);
        int rows = positional.size() == 2 ? machine.intArg(1, "ROWS (row limit)", 1) : Integer.MAX_VALUE;
        if (Integer.bitCount(p) != 1) {
            throw machine.error("P must be a power of two (buddy blocks), got " + p);
        }
        if (p > MAX_PROCESSORS) {
            throw machine.error("P must be at most " + MAX_PROCESSORS + " (2^24), got " + p);
        }
        if (allocator != null) {
            throw allocator.error("a gang machine has no allocator option; the scheme is the --scheduler"
                    + " (gang:bc, gang:br, gang:brms, gang:brmms)");
        }
        return new GangMachine(p, rows, clock == null ? SlotClock.GLOBAL : clock);
    }

    @Override
    public String synopsis() {
        return "gang:P[:ROWS][:clock=global|jump]  P processors (a power of two) time-shared in gang slots"
                + " (Ousterhout matrix); schedulers gang:*, times in slots; a run whose matrix outgrows ROWS"
                + " slots stops as diverged; clock=jump starts a slot at the arrival on an idle machine";
    }
}
