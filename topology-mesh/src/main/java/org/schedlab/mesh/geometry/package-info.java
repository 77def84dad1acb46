/**
 * Mesh geometry: submeshes with 1-based inclusive corners, submesh requests, the packed {@code
 * long} form used by the fast allocators, and the occupancy grid.
 */
package org.schedlab.mesh.geometry;
