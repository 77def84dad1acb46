/** The 3D mesh or torus: processor ids, hop distances, placements and cuboid requests. */
package org.schedlab.mesh3d.geometry;
