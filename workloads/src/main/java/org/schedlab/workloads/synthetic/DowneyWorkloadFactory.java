package org.schedlab.workloads.synthetic;

import java.util.Set;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/**
 * {@code downey[:pow2]}: the uniform-log model of {@link DowneyWorkload} on the machine's width,
 * {@code --jobs N}, and either {@code --utilization RHO} (the paper's axis: rate = RHO x P /
 * (E[size] x E[runtime])) or {@code --load RATE} (arrivals per slot). Option {@code streams=NAME}
 * draws from the streams {@code NAME/arrivals}, {@code NAME/sizes}, {@code NAME/runtimes} instead
 * of the plain ones (a reproduction gives each of its experiments its own job sets this way).
 */
public final class DowneyWorkloadFactory implements WorkloadFactory {
    /** The registered name. */
    public static final String NAME = "downey";
    /** The option naming the scope of the random streams. */
    public static final String STREAMS = "streams";

    @Override
    public Workload create(Spec spec, WorkloadParams params) {
        spec.requireArgs(0, 1, NAME + " or " + NAME + ":pow2");
        params.requireKnownOptions(NAME, Set.of(STREAMS));
        String scope = params.options().get(STREAMS);
        if (scope != null && (scope.isBlank() || scope.contains("/"))) {
            throw new BadInputException("workload " + NAME + ": option " + STREAMS
                    + " must be a non-empty name without '/', got '" + scope + "'");
        }
        DowneyWorkload.SizeRule rule = DowneyWorkload.SizeRule.DRAWN;
        if (spec.args().size() == 1) {
            if (!spec.args().get(0).equals("pow2")) {
                throw spec.error("unknown size rule '" + spec.args().get(0) + "' (known: pow2)");
            }
            rule = DowneyWorkload.SizeRule.POW2;
        }
        Machine machine = params.machine();
        if (machine == null) {
            throw new BadInputException("workload " + NAME + " needs a machine to take its width from");
        }
        if (params.jobs() < 1) {
            throw new BadInputException("workload " + NAME + " needs --jobs N with N >= 1");
        }
        // sizes on [1, the largest count the machine maps]; the load refers to all its processors
        int p = machine.largestRequest();
        double rate;
        if (!Double.isNaN(params.load())) {
            rate = params.load();
            if (!(rate > 0) || Double.isInfinite(rate)) {
                throw new BadInputException("--load must be a finite arrival rate > 0, got " + rate);
            }
        } else if (!Double.isNaN(params.utilization())) {
            double u = params.utilization();
            if (!(u > 0) || Double.isInfinite(u)) {
                throw new BadInputException("--utilization must be finite and > 0, got " + u);
            }
            rate = DowneyWorkload.rateFor(u, machine.capacity(), p, rule);
        } else {
            throw new BadInputException(
                    "workload " + NAME + " needs --utilization RHO (offered load) or --load (arrivals per slot)");
        }
        return new DowneyWorkload(p, rule, rate, params.jobs(), params.streams(), scope);
    }

    @Override
    public String synopsis() {
        return "downey[:pow2]  uniform-log sizes on [1,P] (pow2: rounded up to a power of two) and runtimes on"
                + " [1,120] slots, Poisson arrivals at --utilization RHO or --load; --jobs N; option streams=NAME"
                + " draws from other, independent streams (Zhou 2000 4.2)";
    }
}
