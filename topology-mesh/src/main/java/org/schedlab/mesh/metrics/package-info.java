/**
 * Allocation-quality measures of mesh runs: external fragmentation events, mean free-list length,
 * and an optional timing decorator for allocator calls.
 */
package org.schedlab.mesh.metrics;
