package org.schedlab.experiments.view;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.ViewLayout;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.experiments.run.Registry;

/**
 * What a view needs to know of a machine, read from its description ({@code Machine.describe()},
 * the {@code machine} column of a schedule CSV): its kind and geometry. Only the part before the
 * first {@code /} (the allocator) matters. The built-in kinds are read here; any other kind is
 * built by its registered machine factory, whose machine states its layout ({@link
 * Machine#viewLayout()}, one of the generic {@link ViewLayout}s).
 *
 * @param kind {@code flat}, {@code mesh}, {@code fattree}, {@code multicluster} or {@code gang}, or a
 *     generic layout a machine states: {@link ViewLayout#ROWS} or {@link ViewLayout#SLICES}
 * @param capacity usable processors
 * @param sizes the geometry: {@code [N]} flat and gang; {@code [W, H]} mesh; {@code [K, N,
 *     installed]} fat tree; the cluster sizes for a multicluster; a generic layout's sizes
 * @param text the description as given
 */
public record MachineLayout(String kind, int capacity, List<Integer> sizes, String text) {
    public MachineLayout {
        sizes = List.copyOf(sizes);
    }

    /** The machine kind: the description's part before its first colon, e.g. {@code mesh}. */
    public String machineKind() {
        return text.strip().split("[:/]", 2)[0];
    }

    /**
     * Reads a machine description; a kind other than the built-in ones through the machine
     * factories of the class path's modules ({@link Registry#onClassPath()}).
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
                default -> {
                    return stated(
                            where,
                            text,
                            machine,
                            Registry.onClassPath().machines().get(parts[0]));
                }
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new BadInputException(where + ": malformed machine '" + text + "'");
        }
    }

    /**
     * The layout that machine kind's factory states for {@code machine}, the description without
     * its allocator (the factory's default allocator is built: the layout does not depend on it).
     */
    private static MachineLayout stated(String where, String text, String machine, MachineFactory factory) {
        Machine built = null;
        if (factory != null) {
            try {
                built = factory.create(Spec.parse("--machine", machine), null);
            } catch (BadInputException e) {
                throw new BadInputException(where + ": malformed machine '" + text + "': " + e.getMessage());
            }
        }
        ViewLayout layout = built == null ? null : built.viewLayout().orElse(null);
        if (layout == null) {
            throw new BadInputException(where + ": machine '" + text + "' is none a view can draw (flat, mesh,"
                    + " fattree, multicluster, gang, or a kind whose machines state a view layout)");
        }
        if (layout.processors() != built.capacity()) {
            throw new IllegalStateException("machine " + machine + " states a view layout of " + layout.processors()
                    + " processors but has " + built.capacity());
        }
        return new MachineLayout(layout.kind(), built.capacity(), layout.sizes(), text.strip());
    }

    private static int positive(String[] parts, int i) {
        int v = Integer.parseInt(parts[i]);
        if (v < 1) {
            throw new NumberFormatException();
        }
        return v;
    }
}
