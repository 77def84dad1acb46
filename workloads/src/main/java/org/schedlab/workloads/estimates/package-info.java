/**
 * User runtime estimates as a workload convention ({@code --convention estimates=MODEL}) for any
 * workload: {@link org.schedlab.workloads.estimates.TsafrirModel} (Tsafrir, Etsion and Feitelson,
 * JSSPP 2005) and the uniform factor model; see {@link
 * org.schedlab.workloads.estimates.Estimates}.
 *
 * <p>Decisions: the share given for the maximal estimate is pinned to it (the reference instead
 * matches a user bin to the nearest default size first, which can move other values' sizes); ties
 * in runtime keep job order and ties in bin size keep estimate order (the reference's sorts leave
 * both unspecified); the model's draws come from one named stream instead of {@code drand48}.
 */
package org.schedlab.workloads.estimates;
