package org.schedlab.multicluster.workload;

import java.util.Set;
import org.schedlab.core.registry.Geometry;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.multicluster.machine.MulticlusterMachine;
import org.schedlab.multicluster.request.RequestKind;

/**
 * {@code coalloc:N1:N2[:K]} (components uniform on {@code [N1, N2]}) and {@code
 * coalloc-realistic[:K]} (the law of section 4.4), with K components per job. K defaults to the
 * number of clusters of a multicluster machine and to 1 elsewhere; on a single cluster or a flat
 * machine, K components make total requests whose size is their sum (the paper's comparison case).
 * The jobs take the request kind of the multicluster machine (total elsewhere). {@code --jobs} is
 * required, and either {@code --load} (arrival rate) or {@code --utilization U}, which sets the
 * rate so that rate x E[size] x E[service] / capacity = U.
 */
public final class CoallocWorkloadFactory implements WorkloadFactory {
    /** Name of the uniform workload. */
    public static final String UNIFORM = "coalloc";
    /** Name of the realistic workload. */
    public static final String REALISTIC = "coalloc-realistic";

    private final boolean realistic;

    /** The uniform ({@code coalloc}) or realistic ({@code coalloc-realistic}) workload. */
    public CoallocWorkloadFactory(boolean realistic) {
        this.realistic = realistic;
    }

    /** The registered name. */
    public String name() {
        return realistic ? REALISTIC : UNIFORM;
    }

    @Override
    public Workload create(Spec spec, WorkloadParams params) {
        params.requireKnownOptions(name(), Set.of());
        ComponentLaw law;
        int kArg;
        if (realistic) {
            spec.requireArgs(0, 1, REALISTIC + " or " + REALISTIC + ":K with K >= 1 components per job");
            law = ComponentLaw.realistic();
            kArg = 0;
        } else {
            spec.requireArgs(2, 3, UNIFORM + ":N1:N2 or " + UNIFORM + ":N1:N2:K with 1 <= N1 <= N2, K >= 1");
            int n1 = spec.intArg(0, "N1 (smallest component)", 1);
            int n2 = spec.intArg(1, "N2 (largest component)", 1);
            if (n2 < n1) {
                throw spec.error("N2 must be >= N1, got [" + n1 + ", " + n2 + "]");
            }
            law = ComponentLaw.uniform(n1, n2);
            kArg = 2;
        }
        Machine machine = params.machine();
        Geometry geometry = machine == null ? null : machine.geometry();
        if (geometry != null && !runsOn(geometry)) {
            throw Geometry.misfit(name(), machine, "co-allocation requests", "flat, fat-tree and clusters");
        }
        MulticlusterMachine multi = machine instanceof MulticlusterMachine m ? m : null;
        int k = spec.args().size() > kArg
                ? spec.intArg(kArg, "K (components per job)", 1)
                : (geometry instanceof Geometry.Clustered c ? c.clusters().size() : 1);
        RequestKind kind = multi != null ? multi.kind() : RequestKind.TOTAL;
        if (params.jobs() < 1) {
            throw new BadInputException("workload " + name() + " needs --jobs N with N >= 1");
        }
        double rate = rate(params, machine, k * law.mean());
        return new CoallocWorkload(law, k, kind, rate, params.jobs(), params.streams());
    }

    private double rate(WorkloadParams params, Machine machine, double meanSize) {
        if (machine == null && Double.isNaN(params.load()) && !Double.isNaN(params.utilization())) {
            throw new BadInputException("workload " + name() + " needs a machine for --utilization");
        }
        return params.arrivalRate(
                name(), machine == null ? 0 : machine.capacity(), meanSize, CoallocWorkload.MEAN_SERVICE);
    }

    /**
     * Clusters ({@link Geometry.Clustered}: K defaults to their number), and the machines that take
     * a total request as a processor count: interchangeable processors ({@link Geometry.Flat}: flat,
     * gang) and trees ({@link Geometry.Tree}). A mesh cannot serve a co-allocation request.
     */
    @Override
    public boolean runsOn(Geometry geometry) {
        return geometry instanceof Geometry.Clustered
                || geometry instanceof Geometry.Flat
                || geometry instanceof Geometry.Tree;
    }

    @Override
    public String synopsis() {
        return realistic
                ? REALISTIC + "[:K]  components per job from (q,3q^2,q^3,..) on [1,8], q=0.9, with p 0.7, else"
                        + " uniform [1,4] (Bucur 2000 4.4); Poisson arrivals, exp service mean 1, --jobs N"
                : UNIFORM + ":N1:N2[:K]  K components uniform on [N1,N2] (K = clusters by default; Bucur 2000);"
                        + " Poisson arrivals at --load or --utilization, exp service mean 1, --jobs N";
    }
}
