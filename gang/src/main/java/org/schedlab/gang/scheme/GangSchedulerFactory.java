package org.schedlab.gang.scheme;

import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.Spec;
import org.schedlab.gang.matrix.Blocks;

/**
 * {@code gang:bc|br|brms|brmms[:blocks=whole|partial][:copies=N][:extras=every|departures]}: the
 * allocation schemes of Zhou, Walsh and Brent (JSSPP 2000). {@code blocks=partial} (BR, BRMS, BRMMS
 * only) puts a job on the first p processors of its buddy block and leaves the rest of the block to
 * other jobs ({@link Blocks}); {@code copies} and {@code extras} (BRMS, BRMMS only) are readings of
 * how extra copies are handed out ({@link Extras}).
 */
public final class GangSchedulerFactory implements SchedulerFactory {
    /** The registered name. */
    public static final String NAME = "gang";

    /** The option key of the block reading: {@code blocks=whole} (default) or {@code blocks=partial}. */
    public static final String BLOCKS = "blocks";

    /** The option key of the cap on extra copies per job: {@code copies=N} (BRMS, BRMMS). */
    public static final String COPIES = "copies";

    /** The option key of when extra copies are handed out: {@code extras=every|departures} (BRMS, BRMMS). */
    public static final String EXTRAS = "extras";

    private static final String USAGE = "gang:SCHEME[:blocks=whole|partial][:copies=N][:extras=every|departures] with"
            + " SCHEME bc, br, brms or brmms";

    @Override
    public Scheduler create(Spec spec) {
        spec.requireArgs(1, 4, USAGE);
        String name = spec.args().get(0);
        if (name.contains("=")) {
            throw spec.error("expected " + USAGE);
        }
        Scheme s = Scheme.parse(name);
        if (s == null) {
            throw spec.error("unknown gang scheme '" + name + "' (known: bc, br, brms, brmms)");
        }
        Blocks blocks = null;
        Integer copies = null;
        Boolean departures = null;
        for (String option : spec.args().subList(1, spec.args().size())) {
            int eq = option.indexOf('=');
            String key = eq < 0 ? option : option.substring(0, eq);
            String value = eq < 0 ? "" : option.substring(eq + 1);
            if (key.equals(BLOCKS) && blocks == null) {
                blocks = Blocks.parse(value);
                if (blocks == null) {
                    throw spec.error("unknown blocks '" + value + "'; known: whole (a job holds its whole buddy block,"
                            + " the default), partial (the first p processors of it; br, brms, brmms)");
                }
            } else if (key.equals(COPIES) && copies == null) {
                try {
                    copies = Integer.parseInt(value);
                } catch (NumberFormatException e) {
                    copies = -1;
                }
                if (copies < 0) {
                    throw spec.error("copies=" + value + ": expected the most extra copies per job, an integer >= 0");
                }
            } else if (key.equals(EXTRAS) && departures == null) {
                if (!value.equals("every") && !value.equals("departures")) {
                    throw spec.error("unknown extras '" + value + "'; known: every (extra copies after every step with"
                            + " events, the default), departures (only after a step in which a job ended)");
                }
                departures = value.equals("departures");
            } else {
                boolean known = key.equals(BLOCKS) || key.equals(COPIES) || key.equals(EXTRAS);
                throw spec.error((known ? "repeated" : "unknown") + " option '" + option + "'; expected " + USAGE);
            }
        }
        if (blocks == null) {
            blocks = Blocks.WHOLE;
        }
        if (!s.repacks() && blocks == Blocks.PARTIAL) {
            throw spec.error("BC allocates whole buddy blocks; blocks=partial applies to br, brms and brmms");
        }
        Extras extras = new Extras(copies == null ? Integer.MAX_VALUE : copies, departures != null && departures);
        if (!s.multipleSlots() && !extras.equals(Extras.EVERY_EVENT)) {
            throw spec.error(s.spelling() + " gives no extra copies; copies= and extras= apply to brms and brmms");
        }
        return new GangScheduler(s, blocks, extras);
    }

    @Override
    public String synopsis() {
        return "gang:bc|br|brms|brmms[:blocks=whole|partial][:copies=N][:extras=every|departures]  gang scheduling"
                + " with buddy blocks: conventional, re-packing with the workload tree, + multiple slots, + slot"
                + " minimisation (Zhou 2000); a job holds its whole block or (blocks=partial, not bc) its first p"
                + " processors; brms and brmms: at most N extra copies per job, handed out after every event or"
                + " only after departures; machine gang:P only";
    }
}
