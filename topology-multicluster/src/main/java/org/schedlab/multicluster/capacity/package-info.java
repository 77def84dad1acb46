/**
 * Capacity loss (one minus the maximal utilization) of single clusters and multiclusters: the
 * analytic approximation and the exact bin-filling expectation of Bucur and Epema (JSSPP 2000,
 * section 3.2), and bin-filling simulation for single clusters and multiclusters (section 3.3).
 *
 * <p>Decisions: the paper's approximation columns use I = {0, ..., max - 1} (its Table 1 row
 * [13, 16] only matches that set); eq. (3) with the exact set I is offered beside it. Bin filling
 * assumes every size fits the empty machine.
 */
package org.schedlab.multicluster.capacity;
