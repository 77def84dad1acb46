/** Synthetic mesh workloads: {@code mesh-uniform} and {@code mesh-decreasing}. */
package org.schedlab.mesh.workload;
