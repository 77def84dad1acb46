/**
 * The free-list approach: the set of all maximal free submeshes, maintained incrementally, and the
 * enumerations that build and audit it.
 */
package org.schedlab.mesh.freelist;
