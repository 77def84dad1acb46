package org.schedlab.gang.scheme;

import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.Spec;

/** {@code gang:bc|br|brms|brmms}: the allocation schemes of Zhou, Walsh and Brent (JSSPP 2000). */
public final class GangSchedulerFactory implements SchedulerFactory {
    /** The registered name. */
    public static final String NAME = "gang";

    @Override
    public Scheduler create(Spec spec) {
        spec.requireArgs(1, 1, "gang:bc, gang:br, gang:brms or gang:brmms");
        Scheme s = Scheme.parse(spec.args().get(0));
        if (s == null) {
            throw spec.error("unknown gang scheme '" + spec.args().get(0) + "' (known: bc, br, brms, brmms)");
        }
        return new GangScheduler(s);
    }

    @Override
    public String synopsis() {
        return "gang:bc|br|brms|brmms  gang scheduling with buddy blocks: conventional, re-packing with the"
                + " workload tree, + multiple slots, + slot minimisation (Zhou 2000); machine gang:P only";
    }
}
