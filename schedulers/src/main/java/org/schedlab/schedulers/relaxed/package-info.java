/**
 * PReMAS's relaxed conservative backfilling family (opportunistic, restrictive, hole-preserving,
 * even-less-conservative) on a plan of starts and ends kept as PReMAS keeps it.
 */
package org.schedlab.schedulers.relaxed;
