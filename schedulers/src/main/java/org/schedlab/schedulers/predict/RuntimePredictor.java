package org.schedlab.schedulers.predict;

import org.schedlab.core.job.Job;

/**
 * What a planner takes as a job's runtime: the user's estimate, or a prediction (Tsafrir, Etsion
 * and Feitelson, "Backfilling using system-generated predictions rather than user runtime
 * estimates", IEEE TPDS 18(6), 2007). A planner asks for the prediction of a waiting job whenever
 * it plans, books a started job for its prediction, and when a running job outlives a prediction
 * below its estimate, books it again up to its estimate (the paper's prediction correction; pyss's
 * {@code JobPredictionIsOverEvent}). A predictor never predicts above the estimate unless its rule
 * says so ({@code double}), and the estimate stays the kill time.
 *
 * <p>One instance serves one run: a predictor that learns ({@link #ended}) keeps its history.
 */
public interface RuntimePredictor {
    /** The stable name, as given in {@code predict=NAME}. */
    String name();

    /**
     * The runtime to plan {@code job} with now.
     *
     * @param job a waiting job (or one starting now)
     */
    double predict(Job job);

    /** Notes that {@code job} ended (its actual runtime is known); learning predictors update here. */
    default void ended(Job job) {}

    /** Whether this predictor is the user's estimate itself, so planners keep their plain code path. */
    default boolean isEstimate() {
        return false;
    }
}
