/**
 * The multicluster allocator and its placement rules.
 *
 * <p>Decisions where Bucur and Epema (JSSPP 2000) are silent: total requests take processors from
 * the clusters in index order (where they sit does not matter to a total request); the Worst Fit
 * order with distinct clusters is taken once per job (unused clusters keep their idle counts, so
 * re-sorting after each component would give the same result); with shared clusters each component
 * sees the room left by the earlier components of its own job.
 */
package org.schedlab.multicluster.alloc;
