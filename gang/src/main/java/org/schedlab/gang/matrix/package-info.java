/**
 * The Ousterhout matrix with buddy blocks, legal shifts, re-packing ({@code MakeIdle}) and the
 * binary workload tree of Zhou, Walsh and Brent (JSSPP 2000). Every mutable class audits itself
 * ({@link org.schedlab.gang.matrix.OusterhoutMatrix#checkInvariants()}).
 */
package org.schedlab.gang.matrix;
