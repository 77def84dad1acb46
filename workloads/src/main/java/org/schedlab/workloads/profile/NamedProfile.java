package org.schedlab.workloads.profile;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.sched.PassMode;

/**
 * A named bundle of trace conventions and a pass mode, chosen with {@code --profile NAME}, so
 * that numbers can be compared with another simulator's or a paper's in one word. Explicit
 * {@code --convention} and {@code --passes} options still win over the bundle.
 *
 * @param name the profile's stable name
 * @param summary one line: whose rules these are
 * @param source where the rules were established (files of the peer's public code, or a paper)
 * @param conventions the convention options it sets ({@link ConventionProfile#fromOptions} keys);
 *     keys it does not set keep the project defaults
 * @param passes the pass mode of the pass-based schedulers
 * @param differences known rules of the peer that no convention expresses, with their effect
 */
public record NamedProfile(
        String name,
        String summary,
        String source,
        Map<String, String> conventions,
        PassMode passes,
        List<String> differences) {
    public NamedProfile {
        conventions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(conventions));
        differences = List.copyOf(differences);
        ConventionProfile.fromOptions(conventions); // fails early on a bad bundle
    }

    /** The bundle's options overlaid with {@code explicit} ones (explicit keys win). */
    public Map<String, String> with(Map<String, String> explicit) {
        Map<String, String> merged = new LinkedHashMap<>(conventions);
        merged.putAll(explicit);
        return merged;
    }

    /** The options as {@code key=value} words, in order, for help and outputs. */
    public String describeConventions() {
        if (conventions.isEmpty()) {
            return "(project defaults)";
        }
        StringBuilder b = new StringBuilder();
        conventions.forEach((k, v) ->
                b.append(b.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return b.toString();
    }
}
