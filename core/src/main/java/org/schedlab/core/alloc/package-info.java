/** The allocator API: where a request is placed on a machine. */
package org.schedlab.core.alloc;
