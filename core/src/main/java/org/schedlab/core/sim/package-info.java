/** The discrete-event simulation engine. */
package org.schedlab.core.sim;
