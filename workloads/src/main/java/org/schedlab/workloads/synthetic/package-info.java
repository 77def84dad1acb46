/**
 * Synthetic workloads and their building blocks. Every random draw comes from a named stream of
 * {@link org.schedlab.core.random.RandomStreams}, so a workload is a pure function of (master
 * seed, replication, parameters), and adding a stream to a model never changes the others.
 *
 * <p>Samplers are those of Commons RNG: exponential (Ahrens-Dieter), discrete uniform, continuous
 * uniform.
 */
package org.schedlab.workloads.synthetic;
