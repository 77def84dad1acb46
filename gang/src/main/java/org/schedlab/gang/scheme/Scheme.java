package org.schedlab.gang.scheme;

import java.util.Locale;
import org.schedlab.gang.matrix.Blocks;

/**
 * The four resource allocation schemes of Zhou, Walsh and Brent, "Resource allocation schemes for
 * gang scheduling" (JSSPP 2000, section 4.1), by stable name.
 */
public enum Scheme {
    /** Conventional buddy: first row with a free block, one slot per job, no re-packing. */
    BC(false, false, false),
    /** Buddy + workload tree + re-packing, one slot per job. */
    BR(true, false, false),
    /** BR + extra slots whenever possible, kept until the job ends. */
    BRMS(true, true, false),
    /** BR + extra slots that give way to arrivals and to slot deletion. */
    BRMMS(true, true, true);

    private final boolean repacks;
    private final boolean multipleSlots;
    private final boolean minimisesSlots;

    Scheme(boolean repacks, boolean multipleSlots, boolean minimisesSlots) {
        this.repacks = repacks;
        this.multipleSlots = multipleSlots;
        this.minimisesSlots = minimisesSlots;
    }

    /** The name used on the command line and in outputs: {@code bc}, {@code br}, ... */
    public String spelling() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the scheme re-packs jobs and balances load with the workload tree. */
    public boolean repacks() {
        return repacks;
    }

    /** Whether jobs may run in several slots. */
    public boolean multipleSlots() {
        return multipleSlots;
    }

    /** Whether extra slots are given up so that the number of slots stays minimal. */
    public boolean minimisesSlots() {
        return minimisesSlots;
    }

    /** A fresh policy object for one run, jobs holding whole blocks. */
    public GangPolicy policy() {
        return policy(Blocks.WHOLE);
    }

    /**
     * A fresh policy object for one run.
     *
     * @param blocks {@link Blocks#PARTIAL}: jobs hold the first p processors of their block (the
     *     re-packing schemes only; BC keeps classic buddy blocks)
     * @throws IllegalArgumentException for BC with partial blocks
     */
    public GangPolicy policy(Blocks blocks) {
        return policy(blocks, Extras.EVERY_EVENT);
    }

    /**
     * A fresh policy object for one run, with a reading of how extra copies are handed out.
     *
     * @throws IllegalArgumentException for BC with partial blocks, or other extra copies than the
     *     default for a scheme without multiple slots
     */
    public GangPolicy policy(Blocks blocks, Extras extras) {
        if (!repacks && blocks == Blocks.PARTIAL) {
            throw new IllegalArgumentException(
                    "BC allocates whole buddy blocks; blocks=partial applies to br, brms and brmms");
        }
        if (!multipleSlots && !extras.equals(Extras.EVERY_EVENT)) {
            throw new IllegalArgumentException(
                    spelling() + " gives no extra copies; copies= and extras= apply to" + " brms and brmms");
        }
        return repacks
                ? new RepackingPolicy(multipleSlots, minimisesSlots, blocks, extras)
                : new ConventionalBuddyPolicy();
    }

    /** The scheme spelled {@code text} (case-insensitive), or null. */
    public static Scheme parse(String text) {
        for (Scheme s : values()) {
            if (s.spelling().equalsIgnoreCase(text)) {
                return s;
            }
        }
        return null;
    }
}
