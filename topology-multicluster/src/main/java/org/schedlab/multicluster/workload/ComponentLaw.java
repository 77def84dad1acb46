package org.schedlab.multicluster.workload;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.schedlab.multicluster.sizes.SizeDistribution;

/**
 * How the components of one job are drawn: the job first picks one of several size laws (with the
 * given probabilities), then draws all its components independently from that law.
 *
 * <p>Uniform components (Bucur and Epema, JSSPP 2000, section 2.2) are a single law; the
 * "realistic" components of section 4.4 pick, per job, the even-favoured law on [1, 8] with
 * probability 0.7 and uniform [1, 4] otherwise.
 *
 * @param name the workload name shown in outputs
 * @param laws the candidate laws
 * @param weights the probability of each law (normalised here)
 */
public record ComponentLaw(String name, List<SizeDistribution> laws, List<Double> weights) {
    public ComponentLaw {
        laws = List.copyOf(laws);
        weights = List.copyOf(weights);
        if (laws.isEmpty() || laws.size() != weights.size()) {
            throw new IllegalArgumentException("one weight per law, at least one law");
        }
        double s = weights.stream().mapToDouble(Double::doubleValue).sum();
        if (!(s > 0) || weights.stream().anyMatch(w -> !(w >= 0))) {
            throw new IllegalArgumentException("weights must be >= 0 with a positive sum: " + weights);
        }
        weights = weights.stream().map(w -> w / s).toList();
    }

    /** Components uniform on {@code [n1, n2]}. */
    public static ComponentLaw uniform(int n1, int n2) {
        return new ComponentLaw(
                "uniform[" + n1 + "," + n2 + "]", List.of(SizeDistribution.uniform(n1, n2)), List.of(1.0));
    }

    /** Section 4.4: with probability 0.7 the even-favoured law (q = 0.9) on [1, 8], else uniform [1, 4]. */
    public static ComponentLaw realistic() {
        return new ComponentLaw(
                "realistic",
                List.of(SizeDistribution.evenFavoured(0.9, 8), SizeDistribution.uniform(1, 4)),
                List.of(0.7, 0.3));
    }

    /** The mean of one component. */
    public double mean() {
        double m = 0;
        for (int i = 0; i < laws.size(); i++) {
            m += weights.get(i) * laws.get(i).mean();
        }
        return m;
    }

    /** Largest component size. */
    public int max() {
        return laws.stream().mapToInt(SizeDistribution::max).max().orElseThrow();
    }

    /** A sampler of whole jobs: fills the first {@code k} entries of an array. */
    public JobSampler sampler(UniformRandomProvider choice, UniformRandomProvider sizes) {
        var samplers = laws.stream().map(l -> l.sampler(sizes)).toList();
        double[] cumulative = new double[weights.size()];
        double c = 0;
        for (int i = 0; i < cumulative.length; i++) {
            c += weights.get(i);
            cumulative[i] = c;
        }
        return (out, k) -> {
            int law = 0;
            if (cumulative.length > 1) {
                double u = choice.nextDouble();
                while (law < cumulative.length - 1 && u >= cumulative[law]) {
                    law++;
                }
            }
            var s = samplers.get(law);
            for (int i = 0; i < k; i++) {
                out[i] = s.sample();
            }
        };
    }

    /** Draws the components of one job. */
    @FunctionalInterface
    public interface JobSampler {
        /** Writes {@code k} components into {@code out[0..k)}. */
        void draw(int[] out, int k);
    }
}
