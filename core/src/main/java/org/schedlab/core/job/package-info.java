/** Jobs and the requests they make of a machine. */
package org.schedlab.core.job;
