/** Cost of the gang-scheduling matrix: re-packing, the workload tree, one arrival, a whole run. */
package org.schedlab.benchmarks.gang;
