package org.schedlab.experiments.formats;

/**
 * The kind of a machine description ({@code mesh:32x32/mpl} is a {@code mesh} 32 wide), read
 * leniently: a description the formats cannot size is of kind {@code unknown}.
 *
 * @param kind the text before the first {@code :} ({@code flat}, {@code mesh}, ...)
 * @param meshWidth a mesh's width, 0 for other kinds
 */
record MachineKind(String kind, int meshWidth) {
    static MachineKind of(String machine) {
        String spec = machine == null ? "" : machine.strip();
        int slash = spec.indexOf('/');
        String[] parts = (slash < 0 ? spec : spec.substring(0, slash)).split(":", -1);
        if (parts[0].equals("mesh") && parts.length > 1) {
            int x = parts[1].indexOf('x');
            try {
                return new MachineKind("mesh", x < 0 ? 0 : Integer.parseInt(parts[1].substring(0, x)));
            } catch (NumberFormatException e) {
                return new MachineKind("unknown", 0);
            }
        }
        return new MachineKind(parts[0].isEmpty() ? "unknown" : parts[0], 0);
    }
}
