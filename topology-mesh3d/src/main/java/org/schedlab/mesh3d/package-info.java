/**
 * 3D meshes and tori ({@code --machine mesh3d:XxYxZ[:torus]}) with the non-contiguous allocators
 * of the processor-allocation literature and a contiguous cuboid first fit.
 *
 * <ul>
 *   <li>{@code geometry}: the mesh, its ids and distances, placements, cuboid requests;
 *   <li>{@code alloc}: the allocators and their registration;
 *   <li>{@code curve}: linear orders for the linear allocators;
 *   <li>{@code machine}: the {@code mesh3d} family;
 *   <li>{@code metrics}: per-job measures of a placement (pairwise distance, bounding box,
 *       contiguity).
 * </ul>
 */
package org.schedlab.mesh3d;
