/** The delay-based scheme: overtaking allowed while the head's wait is below a threshold. */
package org.schedlab.schedulers.delay;
