/**
 * Contiguous submesh allocators for 2D meshes behind one factory, {@link
 * org.schedlab.mesh.alloc.MeshAllocators}: {@code mpl}, {@code fsc}, {@code busy-list}, {@code
 * busy-list-ff} and {@code first-fit}. All five find a placement whenever a free one exists.
 */
package org.schedlab.mesh.alloc;
