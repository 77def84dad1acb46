/**
 * Convention profiles: the explicit, recorded choices that turn trace records into simulator jobs
 * (which processor field, what to do with invalid records, missing estimates, overruns, time
 * origin, partition and queue filters, load scaling, node grouping, oversized jobs).
 *
 * <p>Published studies disagree on these choices, and the choices change the results, so they are
 * never implicit: a profile is built from {@code key=value} options, validated, and echoed into
 * every output by {@link org.schedlab.workloads.profile.ConventionProfile#describe()} with the
 * same keys and spellings it was parsed from.
 */
package org.schedlab.workloads.profile;
