/** Streaming run metrics: waits, turnaround, bounded slowdown, utilization, percentiles. */
package org.schedlab.core.metrics;
