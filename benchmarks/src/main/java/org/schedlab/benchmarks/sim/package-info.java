/** Simulator throughput (jobs per second) for the flat and mesh schedulers. */
package org.schedlab.benchmarks.sim;
