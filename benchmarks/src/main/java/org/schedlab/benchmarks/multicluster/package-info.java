/** JMH benchmarks of the co-allocation capacity-loss computations (bin filling, exact and sampled). */
package org.schedlab.benchmarks.multicluster;
