/** The shapeless machine {@code flat:N}: any free processors, lowest ids first. */
package org.schedlab.core.flat;
