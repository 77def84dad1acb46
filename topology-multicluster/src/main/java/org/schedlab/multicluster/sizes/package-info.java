/** Distributions of job and component sizes used by the co-allocation workloads and the capacity-loss analysis. */
package org.schedlab.multicluster.sizes;
