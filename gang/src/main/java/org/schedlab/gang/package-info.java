/**
 * Gang scheduling on an Ousterhout matrix (time slots x processors) with buddy allocation, job
 * re-packing and the binary workload tree, after B. B. Zhou, D. Walsh and R. P. Brent, "Resource
 * allocation schemes for gang scheduling", JSSPP 2000, LNCS 1911 (paper id {@code gang-2000}).
 *
 * <p>Packages: {@code matrix} (the matrix, buddy blocks, legal shifts, re-packing and the
 * workload tree), {@code scheme} (the allocation schemes BC, BR, BRMS, BRMMS), {@code sim} (the
 * slot-stepped engine and its figures), {@code machine} ({@code gang:P}) and {@code workload}
 * ({@code downey}, the uniform-log model the paper uses). Decisions where the paper is silent are
 * listed in the module's README.
 */
package org.schedlab.gang;
