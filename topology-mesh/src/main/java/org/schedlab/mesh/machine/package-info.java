/** The {@code mesh} machine family: spec parsing, request mapping and allocator choice. */
package org.schedlab.mesh.machine;
