/**
 * The k-ary n-tree (fat tree) topology of Pascual, Navaridas and Miguel-Alonso, "Effects of
 * topology-aware allocation policies on scheduling performance", JSSPP 2009 ({@code --machine
 * fattree:K:N}). Packages: {@code tree} (shape and groups), {@code alloc} (occupancy and the
 * non-contiguous, contiguous and quasi-contiguous policies), {@code machine} (the family, installed
 * nodes, the speed-up of locality-aware placements).
 */
package org.schedlab.fattree;
