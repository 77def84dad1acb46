package org.schedlab.experiments.view;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.core.spec.BadInputException;

/**
 * What a view needs to know of a machine, read from its description ({@code Machine.describe()},
 * the {@code machine} column of a schedule CSV): its kind and geometry. Only the part before the
 * first {@code /} (the allocator) matters.
 *
 * @param kind {@code flat}, {@code mesh}, {@code mesh3d}, {@code fattree}, {@code multicluster} or {@code
 *     gang}
 * @param capacity usable processors
 * @param sizes the geometry: {@code [N]} flat and gang; {@code [W, H]} mesh; {@code [X, Y, Z, 1 if a
 *     torus else 0]} mesh3d; {@code [K, N,
 *     installed]} fat tree; the cluster sizes for a multicluster
 * @param text the description as given
 */
public record MachineLayout(String kind, int capacity, List<Integer> sizes, String text) {
    public MachineLayout {
        sizes = List.copyOf(sizes);
    }

    /**
     * Reads a machine description.
     *
     * @param where the file or option it comes from, for messages
     * @throws BadInputException when it names no machine a view can draw
     */
    public static MachineLayout parse(String where, String text) {
        String spec = text.strip();
        int slash = spec.indexOf('/');
        String machine = slash < 0 ? spec : spec.substring(0, slash);
        String[] parts = machine.split(":", -1);
        try {
            switch (parts[0]) {
                case "flat" -> {
                    int n = positive(parts, 1);
                    return new MachineLayout("flat", n, List.of(n), spec);
                }
                case "gang" -> {
                    int n = positive(parts, 1);
                    return new MachineLayout("gang", n, List.of(n), spec);
                }
                case "mesh" -> {
                    String[] wh = parts[1].split("x", -1);
                    int w = Integer.parseInt(wh[0]);
                    int h = Integer.parseInt(wh[1]);
                    if (wh.length != 2 || w < 1 || h < 1) {
                        throw new NumberFormatException();
                    }
                    return new MachineLayout("mesh", w * h, List.of(w, h), spec);
                }
                case "mesh3d" -> {
                    String[] xyz = parts[1].split("x", -1);
                    int x = Integer.parseInt(xyz[0]);
                    int y = Integer.parseInt(xyz[1]);
                    int z = Integer.parseInt(xyz[2]);
                    if (xyz.length != 3 || x < 1 || y < 1 || z < 1 || (long) x * y * z > 1 << 24) {
                        throw new NumberFormatException();
                    }
                    int wrap = parts.length > 2 && parts[2].equals("torus") ? 1 : 0;
                    return new MachineLayout("mesh3d", x * y * z, List.of(x, y, z, wrap), spec);
                }
                case "fattree" -> {
                    int k = positive(parts, 1);
                    int n = positive(parts, 2);
                    long leaves = Math.round(Math.pow(k, n));
                    if (leaves > 1 << 20) {
                        throw new NumberFormatException();
                    }
                    int installed = (int) leaves;
                    for (int i = 3; i < parts.length; i++) {
                        if (parts[i].startsWith("installed=")) {
                            installed = Integer.parseInt(parts[i].substring("installed=".length()));
                        }
                    }
                    return new MachineLayout("fattree", installed, List.of(k, n, installed), spec);
                }
                case "multicluster" -> {
                    List<Integer> sizes = new ArrayList<>();
                    String arg = parts[1];
                    if (arg.contains("x")) {
                        String[] cn = arg.split("x", -1);
                        int c = Integer.parseInt(cn[0]);
                        int n = Integer.parseInt(cn[1]);
                        for (int i = 0; i < c; i++) {
                            sizes.add(n);
                        }
                    } else {
                        for (String s : arg.split(",", -1)) {
                            sizes.add(Integer.parseInt(s.strip()));
                        }
                    }
                    if (sizes.isEmpty() || sizes.stream().anyMatch(s -> s < 1)) {
                        throw new NumberFormatException();
                    }
                    return new MachineLayout(
                            "multicluster",
                            sizes.stream().mapToInt(Integer::intValue).sum(),
                            sizes,
                            spec);
                }
                default ->
                    throw new BadInputException(where + ": machine '" + text
                            + "' is none a view can draw (flat, mesh, mesh3d, fattree, multicluster, gang)");
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new BadInputException(where + ": malformed machine '" + text + "'");
        }
    }

    private static int positive(String[] parts, int i) {
        int v = Integer.parseInt(parts[i]);
        if (v < 1) {
            throw new NumberFormatException();
        }
        return v;
    }
}
