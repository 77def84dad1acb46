/** Summary statistics of a workload or trace, including the offered load of the fat-tree paper. */
package org.schedlab.workloads.stats;
