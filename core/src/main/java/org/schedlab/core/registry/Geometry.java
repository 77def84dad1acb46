package org.schedlab.core.registry;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.schedlab.core.spec.BadInputException;

/**
 * A machine's shape as a workload sees it: typed, so that a synthetic model asks for what it needs
 * (a processor count, mesh sides, the arity and depth of a tree, cluster sizes) instead of reading
 * an untyped list by its length. Every machine has one ({@link Machine#geometry()}); a workload
 * factory names the {@link Kind}s it runs on ({@link WorkloadFactory#geometries()}) and refuses
 * the others with {@link #misfit}.
 */
public sealed interface Geometry permits Geometry.Flat, Geometry.Mesh, Geometry.FatTree, Geometry.Clusters {
    /** Usable processors; equals the machine's {@link Machine#capacity()}. */
    int processors();

    /** Which of the four shapes this is. */
    Kind kind();

    /** A short description for messages, e.g. {@code mesh 32x16}. */
    String describe();

    /** The kinds of geometry. */
    enum Kind {
        /** Interchangeable processors: {@code flat:N}, {@code gang:P}. */
        FLAT,
        /** A 2D mesh of W x H processors: {@code mesh:WxH}. */
        MESH,
        /** A k-ary n-tree: {@code fattree:K:N}. */
        FAT_TREE,
        /** Clusters of given sizes: {@code multicluster:...}. */
        CLUSTERS;

        /** The lower-case name used in messages and tables: {@code flat}, {@code fat-tree}, ... */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** {@code flat, mesh and fat-tree}: the labels of {@code kinds} in declaration order. */
        public static String labels(Set<Kind> kinds) {
            List<String> names = EnumSet.copyOf(kinds).stream().map(Kind::label).toList();
            if (names.size() == 1) {
                return names.get(0);
            }
            return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
        }
    }

    /**
     * {@code processors} interchangeable processors.
     *
     * @param processors at least 1
     */
    record Flat(int processors) implements Geometry {
        public Flat {
            if (processors < 1) {
                throw new IllegalArgumentException("a machine needs at least one processor: " + processors);
            }
        }

        @Override
        public Kind kind() {
            return Kind.FLAT;
        }

        @Override
        public String describe() {
            return processors + " processors";
        }
    }

    /**
     * A {@code width x height} mesh.
     *
     * @param width at least 1
     * @param height at least 1
     */
    record Mesh(int width, int height) implements Geometry {
        public Mesh {
            if (width < 1 || height < 1) {
                throw new IllegalArgumentException("mesh sides must be >= 1: " + width + "x" + height);
            }
        }

        @Override
        public int processors() {
            return width * height;
        }

        @Override
        public Kind kind() {
            return Kind.MESH;
        }

        @Override
        public String describe() {
            return "mesh " + width + "x" + height;
        }
    }

    /**
     * A k-ary n-tree with {@code arity^levels} leaves, of which {@code processors} are installed.
     *
     * @param arity k, at least 2
     * @param levels n, at least 1
     * @param processors installed leaves, in {@code [1, arity^levels]}
     */
    record FatTree(int arity, int levels, int processors) implements Geometry {
        public FatTree {
            if (arity < 2 || levels < 1) {
                throw new IllegalArgumentException("a k-ary n-tree needs k >= 2 and n >= 1: " + arity + ", " + levels);
            }
            if (processors < 1 || processors > Math.pow(arity, levels)) {
                throw new IllegalArgumentException(
                        "installed leaves must be in [1, k^n]: " + processors + " of " + arity + "^" + levels);
            }
        }

        @Override
        public Kind kind() {
            return Kind.FAT_TREE;
        }

        @Override
        public String describe() {
            return arity + "-ary " + levels + "-tree, " + processors + " processors";
        }
    }

    /**
     * Clusters of the given sizes.
     *
     * @param sizes processors per cluster, each at least 1
     */
    record Clusters(List<Integer> sizes) implements Geometry {
        public Clusters {
            sizes = List.copyOf(sizes);
            if (sizes.isEmpty() || sizes.stream().anyMatch(s -> s < 1)) {
                throw new IllegalArgumentException("clusters need sizes >= 1: " + sizes);
            }
        }

        @Override
        public int processors() {
            return sizes.stream().mapToInt(Integer::intValue).sum();
        }

        @Override
        public Kind kind() {
            return Kind.CLUSTERS;
        }

        @Override
        public String describe() {
            return "clusters " + sizes.stream().map(String::valueOf).collect(Collectors.joining(","));
        }
    }

    /**
     * Returns the geometry of {@code machine} when its kind is one of {@code kinds}, and otherwise
     * throws the one-line refusal of {@link #misfit}.
     *
     * @param workload the workload's name, for the message
     * @param machine the machine the workload would run on
     * @param kinds the kinds the workload runs on
     * @param draws what the workload draws that needs those kinds, e.g. {@code submesh shapes}
     */
    static Geometry require(String workload, Machine machine, Set<Kind> kinds, String draws) {
        if (machine == null) {
            throw new BadInputException("workload " + workload + " needs a machine (--machine)");
        }
        Geometry g = machine.geometry();
        if (!kinds.contains(g.kind())) {
            throw misfit(workload, machine, kinds, draws);
        }
        return g;
    }

    /**
     * The refusal of a workload on a machine whose geometry it cannot serve, in one line naming
     * both, e.g. {@code workload mesh-uniform does not run on --machine multicluster:4x8/total
     * (clusters 8,8,8,8): it draws submesh shapes and runs on flat, mesh and fat-tree machines}.
     */
    static BadInputException misfit(String workload, Machine machine, Set<Kind> kinds, String draws) {
        return new BadInputException("workload " + workload + " does not run on --machine " + machine.describe()
                + " (" + machine.geometry().describe() + "): it draws " + draws + " and runs on "
                + Kind.labels(kinds) + " machines");
    }
}
