package org.schedlab.experiments.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.stats.StoppingRule;

/**
 * One simulation experiment as data: what to run and how often.
 *
 * @param machine the {@code --machine} spec
 * @param allocator the {@code --allocator} spec, or {@code null} for the family's default
 * @param scheduler the {@code --scheduler} spec
 * @param workload the {@code --workload} spec
 * @param load arrival rate ({@code --load}) or NaN
 * @param utilization offered load ({@code --utilization}) or NaN
 * @param jobs job count for synthetic workloads, 0 when not given
 * @param options workload convention options ({@code key=value})
 * @param seed the master seed
 * @param rule how many replications
 * @param slowdownThreshold the bounded-slowdown threshold
 * @param timeAllocator whether to measure the allocator's wall-clock cost per call
 * @param profile the name of the convention profile the options came from ({@code --profile})
 * @param passes the pass mode for pass-based schedulers ({@code --passes})
 * @param events the engine's order of same-second events ({@code --event-order})
 */
public record RunSpec(
        Spec machine,
        Spec allocator,
        Spec scheduler,
        Spec workload,
        double load,
        double utilization,
        int jobs,
        Map<String, String> options,
        long seed,
        StoppingRule rule,
        double slowdownThreshold,
        boolean timeAllocator,
        String profile,
        PassMode passes,
        EventOrder events) {
    public RunSpec {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        if (profile == null || passes == null || events == null) {
            throw new IllegalArgumentException("profile, passes and events must be given");
        }
    }
}
