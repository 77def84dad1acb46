/** The uniform-log (Downey) workload used by the gang-scheduling paper of Zhou, Walsh and Brent. */
package org.schedlab.gang.workload;
