/**
 * Allocation on a k-ary n-tree: the occupancy with per-switch-group free counts, the placement
 * value, and the three policies of Pascual, Navaridas and Miguel-Alonso (JSSPP 2009):
 * non-contiguous, contiguous and quasi-contiguous. Build them with {@link
 * org.schedlab.fattree.alloc.FatTreeAllocators}.
 */
package org.schedlab.fattree.alloc;
