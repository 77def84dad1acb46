package org.schedlab.experiments.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;
import picocli.CommandLine.Option;

/** The trace-convention options shared by {@code simulate} and {@code trace-info} (a picocli mixin). */
final class ConventionOptions {
    @Option(
            names = "--profile",
            paramLabel = "NAME",
            defaultValue = "default",
            description = "a named bundle of trace conventions and pass mode: default, fattree-2009, premas, pyss,"
                    + " alea, accasim (see 'schedlab list'); --convention and --passes override it"
                    + " (default: ${DEFAULT-VALUE})")
    String profile = "default";

    @Option(names = "--partition", description = "trace convention: keep only this SWF partition (field 16)")
    Integer partition;

    @Option(names = "--load-factor", description = "trace convention: multiply submit times by 1/F (F > 0)")
    Double loadFactor;

    @Option(
            names = "--convention",
            paramLabel = "KEY=VALUE",
            description = "further trace conventions (repeatable), e.g. procs=requested, overrun=cut")
    List<String> conventions = new ArrayList<>();

    /** The chosen named profile. */
    NamedProfile namedProfile() {
        return NamedProfiles.get("--profile", profile);
    }

    /**
     * The options as the {@code key=value} map the workloads read: the profile's bundle overlaid
     * with the explicit options; validates the shortcuts.
     */
    Map<String, String> toMap() {
        return toMap(true);
    }

    /**
     * As {@link #toMap()}; when {@code trace} is false (a jobs CSV or a synthetic workload) the
     * profile's trace conventions are left out, since they describe how SWF records become jobs.
     */
    Map<String, String> toMap(boolean trace) {
        NamedProfile p = namedProfile();
        return new TreeMap<>(trace ? p.with(explicit()) : explicit());
    }

    private Map<String, String> explicit() {
        Map<String, String> options = new TreeMap<>();
        for (String kv : conventions) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new BadInputException("--convention '" + kv + "': expected KEY=VALUE");
            }
            options.put(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
        }
        if (partition != null) {
            options.put("partition", Integer.toString(partition));
        }
        if (loadFactor != null) {
            if (!(loadFactor > 0 && loadFactor < Double.POSITIVE_INFINITY)) {
                throw new BadInputException("--load-factor must be a positive number, got " + loadFactor);
            }
            options.put("load-factor", Double.toString(loadFactor));
        }
        return options;
    }
}
