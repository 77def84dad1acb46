/**
 * The {@code mesh3d} allocators: the multiple buddy strategy and its granular and octet variants,
 * linear allocators along a curve, the center-based nearest family (MM, MC1x1, Gen-Alg), random,
 * simple and a contiguous cuboid first fit; and their registration ({@link
 * org.schedlab.mesh3d.alloc.Mesh3dAllocators}).
 */
package org.schedlab.mesh3d.alloc;
