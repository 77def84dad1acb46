/**
 * Verification of schedules from any simulator: {@link org.schedlab.experiments.verify.ScheduleCheck}
 * ({@code schedlab check}; rules defined in its Javadoc and {@code docs/formats.md}), {@link
 * org.schedlab.experiments.verify.Comparison} and {@link
 * org.schedlab.experiments.verify.ProfileRules} ({@code schedlab compare}), the format-independent
 * {@link org.schedlab.experiments.verify.Digest}, and the golden {@link
 * org.schedlab.experiments.verify.Corpus} ({@code schedlab corpus}).
 *
 * <p>Decisions: arrival order is submit time, then job id (the archive's traces number jobs in
 * file order); a reservation rule skips, and counts, a job that waited while some job ran past its
 * estimate, since the promise was made on estimates; the reservation rules apply to flat machines
 * only, where a processor count decides what fits; the conservative rule checks a sound bound on
 * the reservation, as the reservation itself lives in a plan a schedule does not show.
 */
package org.schedlab.experiments.verify;
