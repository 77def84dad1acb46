/**
 * The reproduction of Bucur and Epema, "The influence of the structure and sizes of jobs on the
 * performance of co-allocation", JSSPP 2000 (paper id {@code coalloc-2000}), run by {@code
 * schedlab reproduce coalloc-2000}: Tables 1-5 and Fig. 3. The tables (with the paper's values),
 * sweeps and figures are data in the resource {@code papers/coalloc-2000.yaml}; {@link
 * org.schedlab.experiments.coalloc2000.Coalloc2000} holds the capacity-loss computations its
 * cells name and the paper's claims. It replaces the earlier standalone table runner.
 */
package org.schedlab.experiments.coalloc2000;
