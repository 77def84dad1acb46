/**
 * The co-allocation workloads of Bucur and Epema (JSSPP 2000): uniform components and the
 * "realistic" components of section 4.4.
 *
 * <p>Decisions: the realistic law's weights {@code (q, 3q^2, q^3, 3q^4, ..., 3q^8)} are read
 * literally (odd sizes weight {@code q^n}, even sizes {@code 3 q^n}); the choice between that law
 * (probability 0.7) and uniform [1, 4] is made once per job, as the paper speaks of jobs being
 * generated one way or the other.
 */
package org.schedlab.multicluster.workload;
