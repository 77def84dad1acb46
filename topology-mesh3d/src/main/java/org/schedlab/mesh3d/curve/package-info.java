/** Linear orders of a mesh's processors (row-major, snake, Hilbert, or from a file) for the linear allocators. */
package org.schedlab.mesh3d.curve;
