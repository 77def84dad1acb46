/** Replications with named random streams, Student-t intervals and a relative-error stopping rule. */
package org.schedlab.core.stats;
