package org.schedlab.workloads.io;

import java.util.List;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;

/** Options shared by the file workloads. */
public final class WorkloadOptions {
    /** Option key deciding what happens to jobs larger than the machine serves. */
    public static final String OVERSIZE = "oversize";

    private WorkloadOptions() {}

    /**
     * Whether {@code oversize=drop} is set ({@code keep}, the default, refuses such jobs).
     *
     * @throws BadInputException for another value
     */
    public static boolean dropOversize(WorkloadParams params) {
        return choice(params, OVERSIZE, List.of("keep", "drop")).equals("drop");
    }

    /**
     * The value of option {@code key}, one of {@code values} (the first is the default).
     *
     * @throws BadInputException for another value, listing the known ones
     */
    public static String choice(WorkloadParams params, String key, List<String> values) {
        String v = params.options().getOrDefault(key, values.get(0));
        if (!values.contains(v)) {
            throw new BadInputException("option " + key + "=" + v + ": expected one of " + String.join(", ", values));
        }
        return v;
    }
}
