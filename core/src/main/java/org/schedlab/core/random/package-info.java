/** Named random streams derived from (seed, replication, name). */
package org.schedlab.core.random;
