package org.schedlab.schedulers.predict;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.schedlab.core.job.Job;
import org.schedlab.core.spec.Spec;

/**
 * The named runtime predictors that {@code predict=NAME} (and {@code head-predict=}, {@code
 * tail-predict=}) accept:
 *
 * <ul>
 *   <li>{@code estimate}: the user's estimate (the default; plain EASY).
 *   <li>{@code exact}: the actual runtime, "perfect" estimates (Mu'alem and Feitelson, IEEE TPDS
 *       12(6), 2001, section 5; pyss's {@code PerfectEasyBackfillScheduler}).
 *   <li>{@code double}: twice the estimate (Tsafrir and Feitelson, "The dynamics of backfilling:
 *       solving the mystery of why increased inaccuracy may help", IISWC 2006; pyss's {@code
 *       DoubleEasyBackfillScheduler}).
 *   <li>{@code double-exact}: twice the actual runtime (the same paper; pyss's {@code
 *       DoublePerfectEasyBackfillScheduler}).
 *   <li>{@code half}: half the estimate, rounded down, at least 1 (the "shrinking" toy of Tsafrir,
 *       Etsion and Feitelson, IEEE TPDS 18(6), 2007; pyss's {@code ShrinkingEasyScheduler}); a job
 *       that outlives it is booked again up to its estimate.
 *   <li>{@code user-last2}: the mean of the same user's last two ended jobs' runtimes, rounded down,
 *       never above the estimate; the estimate while the user has fewer than two ended jobs
 *       (Tsafrir, Etsion and Feitelson 2007, section 4, the predictor of EASY++; pyss's {@code
 *       EasyPlusPlusScheduler}). Jobs of no known user ({@link Job#NO_USER}) share one history.
 * </ul>
 */
public final class RuntimePredictors {
    /** The user's estimate. */
    public static final String ESTIMATE = "estimate";

    private static final RuntimePredictor ESTIMATE_PREDICTOR = new Stateless(ESTIMATE) {
        @Override
        public double predict(Job job) {
            return job.estimate();
        }

        @Override
        public boolean isEstimate() {
            return true;
        }
    };

    private record Entry(String description, Supplier<RuntimePredictor> make) {}

    private static final Map<String, Entry> PREDICTORS = new LinkedHashMap<>();

    static {
        PREDICTORS.put(ESTIMATE, new Entry("the user's estimate (default)", () -> ESTIMATE_PREDICTOR));
        RuntimePredictor exact = new Stateless("exact") {
            @Override
            public double predict(Job job) {
                return job.runtime();
            }
        };
        PREDICTORS.put(
                "exact", new Entry("the actual runtime (perfect estimates; Mu'alem and Feitelson 2001)", () -> exact));
        RuntimePredictor twice = new Stateless("double") {
            @Override
            public double predict(Job job) {
                return 2 * job.estimate();
            }
        };
        PREDICTORS.put("double", new Entry("twice the estimate (Tsafrir and Feitelson, IISWC 2006)", () -> twice));
        RuntimePredictor twiceExact = new Stateless("double-exact") {
            @Override
            public double predict(Job job) {
                return 2 * job.runtime();
            }
        };
        PREDICTORS.put(
                "double-exact",
                new Entry("twice the actual runtime (Tsafrir and Feitelson, IISWC 2006)", () -> twiceExact));
        RuntimePredictor half = new Stateless("half") {
            @Override
            public double predict(Job job) {
                return job.estimate() > 1 ? Math.floor(job.estimate() / 2) : 1;
            }
        };
        PREDICTORS.put(
                "half",
                new Entry(
                        "half the estimate, at least 1, extended to the estimate when outlived (shrinking;"
                                + " Tsafrir, Etsion and Feitelson, TPDS 2007)",
                        () -> half));
        PREDICTORS.put(
                UserLastTwo.NAME,
                new Entry(
                        "mean of the user's last two ended runtimes, at most the estimate (EASY++; Tsafrir,"
                                + " Etsion and Feitelson, TPDS 2007)",
                        UserLastTwo::new));
    }

    private RuntimePredictors() {}

    /** The registered names joined by {@code |}, for usages and messages. */
    public static String names() {
        return String.join("|", PREDICTORS.keySet());
    }

    /** Every predictor's name and one-line description, in listing order. */
    public static Map<String, String> descriptions() {
        Map<String, String> m = new LinkedHashMap<>();
        PREDICTORS.forEach((name, e) -> m.put(name, e.description()));
        return m;
    }

    /** The user's estimate. */
    public static RuntimePredictor estimate() {
        return ESTIMATE_PREDICTOR;
    }

    /**
     * A fresh predictor named {@code name} (one per run: a learning predictor keeps its history).
     *
     * @throws org.schedlab.core.spec.BadInputException via {@link Spec#error} for an unknown name
     */
    public static RuntimePredictor make(Spec spec, String name) {
        Entry e = PREDICTORS.get(name);
        if (e == null) {
            throw spec.error("unknown predictor '" + name + "'; known predictors: " + names());
        }
        return e.make().get();
    }

    /** A predictor with no state, shared by every run. */
    private abstract static class Stateless implements RuntimePredictor {
        private final String name;

        Stateless(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** EASY++'s predictor: the mean of the user's last two ended jobs' runtimes. */
    static final class UserLastTwo implements RuntimePredictor {
        static final String NAME = "user-last2";

        /** Per user: {@code [last, previous]} runtimes; NaN while unknown. */
        private final Map<Integer, double[]> history = new HashMap<>();

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public double predict(Job job) {
            double[] h = history.get(job.user());
            if (h == null || Double.isNaN(h[1])) {
                return job.estimate();
            }
            return Math.min(job.estimate(), Math.floor((h[0] + h[1]) / 2));
        }

        @Override
        public void ended(Job job) {
            double[] h = history.computeIfAbsent(job.user(), u -> new double[] {Double.NaN, Double.NaN});
            h[1] = h[0];
            h[0] = job.runtime();
        }

        @Override
        public String toString() {
            return NAME;
        }
    }
}
