/**
 * Runtime predictors: what a backfilling planner takes as a job's runtime instead of the user's
 * estimate ({@link org.schedlab.schedulers.predict.RuntimePredictor}), named in {@link
 * org.schedlab.schedulers.predict.RuntimePredictors}.
 */
package org.schedlab.schedulers.predict;
