/** Allocation and deallocation cost of the mesh allocators, replayed from a recorded stream. */
package org.schedlab.benchmarks.mesh;
