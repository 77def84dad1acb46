package org.schedlab.multicluster.machine;

import java.util.List;
import java.util.stream.Collectors;
import org.schedlab.core.registry.Geometry;

/**
 * The geometry of a {@code multicluster:...} machine: clusters of the given sizes. Multicluster
 * allocators are registered for this type ({@code NamedAllocatorFactory<ClustersGeometry>});
 * workloads read it as {@link Geometry.Clustered}.
 *
 * @param clusters processors per cluster, each at least 1
 */
public record ClustersGeometry(List<Integer> clusters) implements Geometry.Clustered {
    public ClustersGeometry {
        clusters = List.copyOf(clusters);
        if (clusters.isEmpty() || clusters.stream().anyMatch(s -> s < 1)) {
            throw new IllegalArgumentException("clusters need sizes >= 1: " + clusters);
        }
    }

    @Override
    public int processors() {
        return clusters.stream().mapToInt(Integer::intValue).sum();
    }

    /** The cluster sizes as an array. */
    public int[] sizes() {
        return clusters.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public String describe() {
        return "clusters " + clusters.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
