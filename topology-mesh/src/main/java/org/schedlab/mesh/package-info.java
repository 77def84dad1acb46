/**
 * The 2D mesh topology: contiguous submesh allocation ({@code --machine mesh:WxH}). Packages:
 * {@code geometry} (submeshes, occupancy grid), {@code freelist} (maximal free submeshes), {@code
 * alloc} (the allocators), {@code mapping} (processor counts to shapes), {@code machine} (the
 * family), {@code metrics} (allocation-quality measures), {@code workload} (synthetic mesh workloads).
 */
package org.schedlab.mesh;
