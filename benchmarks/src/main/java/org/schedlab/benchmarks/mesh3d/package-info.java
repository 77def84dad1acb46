/** Cost of the {@code mesh3d} allocators: allocation and release per job on 3D meshes of 512 to 32,768 processors. */
package org.schedlab.benchmarks.mesh3d;
