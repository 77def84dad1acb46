/**
 * JMH benchmarks of SchedLab: {@code mesh} (allocator cost on recorded allocation streams), {@code
 * sim} (simulator throughput and scheduler scan cost) and {@code report} (JMH JSON to table and
 * chart). Run with {@code java -jar benchmarks/target/benchmarks.jar NAME}; what each one measures
 * and the latest numbers: docs/benchmarks.md.
 */
package org.schedlab.benchmarks;
