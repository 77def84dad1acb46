/**
 * The multicluster topology ({@code --machine multicluster:CxN} or {@code multicluster:N1,N2,..}):
 * C clusters of interchangeable processors and jobs that ask for processors in several clusters at
 * once (co-allocation), after A. I. D. Bucur and D. H. J. Epema, "The influence of the structure
 * and sizes of jobs on the performance of co-allocation", JSSPP 2000 (LNCS 1911).
 *
 * <p>Packages: {@code request} (total, ordered and unordered requests), {@code alloc} (the
 * allocator and the First Fit / Worst Fit placement rules), {@code machine} (the family and its
 * spec strings), {@code sizes} (component-size distributions), {@code workload} (the paper's
 * synthetic workloads), {@code capacity} (capacity-loss analysis and bin filling).
 *
 * <p>Decisions where the paper is silent are recorded in the package documentation of each
 * package.
 */
package org.schedlab.multicluster;
