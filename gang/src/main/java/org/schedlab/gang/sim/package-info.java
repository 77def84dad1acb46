/** The slot-stepped gang-scheduling engine and the figures of Zhou, Walsh and Brent (JSSPP 2000). */
package org.schedlab.gang.sim;
