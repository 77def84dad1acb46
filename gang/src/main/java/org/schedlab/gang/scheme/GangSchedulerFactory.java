package org.schedlab.gang.scheme;

import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.Spec;
import org.schedlab.gang.matrix.Blocks;

/**
 * {@code gang:bc|br|brms|brmms[:blocks=whole|partial]}: the allocation schemes of Zhou, Walsh and
 * Brent (JSSPP 2000). {@code blocks=partial} (BR, BRMS, BRMMS only) puts a job on the first p
 * processors of its buddy block and leaves the rest of the block to other jobs ({@link Blocks}).
 */
public final class GangSchedulerFactory implements SchedulerFactory {
    /** The registered name. */
    public static final String NAME = "gang";

    /** The option key of the block reading: {@code blocks=whole} (default) or {@code blocks=partial}. */
    public static final String BLOCKS = "blocks";

    private static final String USAGE = "gang:SCHEME[:blocks=whole|partial] with SCHEME bc, br, brms or brmms";

    @Override
    public Scheduler create(Spec spec) {
        spec.requireArgs(1, 2, USAGE);
        String name = spec.args().get(0);
        if (name.contains("=")) {
            throw spec.error("expected " + USAGE);
        }
        Scheme s = Scheme.parse(name);
        if (s == null) {
            throw spec.error("unknown gang scheme '" + name + "' (known: bc, br, brms, brmms)");
        }
        Blocks blocks = Blocks.WHOLE;
        if (spec.args().size() == 2) {
            String option = spec.args().get(1);
            int eq = option.indexOf('=');
            if (eq < 0 || !option.substring(0, eq).equals(BLOCKS)) {
                throw spec.error("unknown option '" + option + "'; expected " + USAGE);
            }
            String value = option.substring(eq + 1);
            blocks = Blocks.parse(value);
            if (blocks == null) {
                throw spec.error("unknown blocks '" + value + "'; known: whole (a job holds its whole buddy block,"
                        + " the default), partial (the first p processors of it; br, brms, brmms)");
            }
        }
        if (!s.repacks() && blocks == Blocks.PARTIAL) {
            throw spec.error("BC allocates whole buddy blocks; blocks=partial applies to br, brms and brmms");
        }
        return new GangScheduler(s, blocks);
    }

    @Override
    public String synopsis() {
        return "gang:bc|br|brms|brmms[:blocks=whole|partial]  gang scheduling with buddy blocks: conventional,"
                + " re-packing with the workload tree, + multiple slots, + slot minimisation (Zhou 2000); a job"
                + " holds its whole block or (blocks=partial, not bc) its first p processors; machine gang:P only";
    }
}
