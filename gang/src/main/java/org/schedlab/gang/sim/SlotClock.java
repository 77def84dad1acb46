package org.schedlab.gang.sim;

import java.util.Locale;

/**
 * When the slots of the gang engine begin. Zhou, Walsh and Brent (JSSPP 2000) count time in slots
 * but do not say how a job that arrives at an empty machine meets the slot clock.
 */
public enum SlotClock {
    /**
     * The default: one global clock, slots begin at whole times also when the machine is idle, so
     * a job that arrives at an idle machine waits for the next whole time (0.5 slots on average).
     */
    GLOBAL,
    /**
     * An idle machine starts its next slot at the arrival itself; while the machine is busy, slots
     * follow each other without gaps as under {@link #GLOBAL}. Times are then no longer whole.
     */
    JUMP;

    /** The spelling of the machine option {@code clock=...}: {@code global} or {@code jump}. */
    public String spelling() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The clock spelled {@code text} (case-insensitive), or null. */
    public static SlotClock parse(String text) {
        for (SlotClock c : values()) {
            if (c.spelling().equalsIgnoreCase(text)) {
                return c;
            }
        }
        return null;
    }
}
