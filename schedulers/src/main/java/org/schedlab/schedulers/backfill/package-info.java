/**
 * Reusable backfilling planners: {@link org.schedlab.schedulers.backfill.ShadowPlanner}, EASY's
 * shadow time and what-if reservation for one job, for any policy that orders its queue its own
 * way. Conservative backfilling's plan of every reservation is {@link
 * org.schedlab.schedulers.conservative.Plan}.
 */
package org.schedlab.schedulers.backfill;
