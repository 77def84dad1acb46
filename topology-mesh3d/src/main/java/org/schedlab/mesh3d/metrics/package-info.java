/** How spread out a placement is: pairwise and largest L1 distance, bounding box, contiguity. */
package org.schedlab.mesh3d.metrics;
