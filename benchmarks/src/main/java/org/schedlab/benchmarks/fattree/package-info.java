/** JMH benchmarks of the fat-tree allocators and of a whole fat-tree trace simulation. */
package org.schedlab.benchmarks.fattree;
