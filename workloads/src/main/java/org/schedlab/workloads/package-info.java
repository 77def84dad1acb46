/**
 * Workloads: the Standard Workload Format (reader, writer, convention profiles), a small jobs CSV
 * format for hand-made workloads, Batsim JSON workloads, synthetic models and trace statistics. {@link
 * org.schedlab.workloads.WorkloadsModule} registers the workload names {@code swf}, {@code jobs},
 * {@code batsim}, {@code mesh-uniform} and {@code mesh-decreasing}.
 */
package org.schedlab.workloads;
