/** Mapping of processor counts onto submesh requests (square transformation, Paragon rule). */
package org.schedlab.mesh.mapping;
