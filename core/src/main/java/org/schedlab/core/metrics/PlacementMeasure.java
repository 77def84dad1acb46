package org.schedlab.core.metrics;

import java.util.List;
import java.util.Locale;

/**
 * One named per-job measure of a placement, as a module declares it in the registry ({@link
 * org.schedlab.core.wiring.Registries#placementMeasures}): its name, the unit of its values and
 * what it measures. A machine that computes it ({@link PlacementMeasures}) reports it per run as
 * {@code meanNAME} and {@code maxNAME} ({@link #figures()}), which a sweep's figures and tables may
 * name and which carry this unit.
 *
 * @param name lower camel case, e.g. {@code pairwiseL1}
 * @param unit the unit of a value and of its mean and maximum, e.g. {@code hops}; {@code fraction}
 *     for a 0/1 measure, whose mean is a share of the jobs
 * @param description one line, for users
 */
public record PlacementMeasure(String name, String unit, String description) {
    public PlacementMeasure {
        if (name.isEmpty()
                || !Character.isLowerCase(name.charAt(0))
                || !name.chars().allMatch(Character::isLetterOrDigit)) {
            throw new IllegalArgumentException("a placement measure's name is lower camel case: '" + name + "'");
        }
        if (unit.isBlank()) {
            throw new IllegalArgumentException("placement measure '" + name + "' needs a unit");
        }
    }

    /** The names a run reports this measure under: {@code meanNAME} and {@code maxNAME}. */
    public List<String> figures() {
        return figures(name);
    }

    /** The names a run reports measure {@code name} under: {@code meanNAME}, {@code maxNAME}. */
    static List<String> figures(String name) {
        String cap = name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
        return List.of("mean" + cap, "max" + cap);
    }
}
