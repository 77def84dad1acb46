/**
 * The Standard Workload Format (SWF) of the Parallel Workloads Archive (Feitelson et al., Hebrew
 * University; format version 2.2): one job per line, eighteen whitespace-separated fields, header
 * comments starting with {@code ;}.
 *
 * <p>{@link org.schedlab.workloads.swf.SwfReader} streams {@link
 * org.schedlab.workloads.swf.SwfRecord}s from a plain or gzip file; {@link
 * org.schedlab.workloads.swf.SwfWriter} writes them back so that a write followed by a read gives
 * equal records. {@link org.schedlab.workloads.swf.SwfWorkload} turns a file into simulator jobs
 * through a {@link org.schedlab.workloads.profile.ConventionProfile}, counting every record it
 * drops or changes.
 *
 * <p>Decisions: header lines of the form {@code ; Key: value} become ordered metadata, and a comment
 * line without a key continues the previous value; comments between job lines are allowed and
 * ignored. Time and memory fields are read as {@code double} (the format allows fractions); the
 * other fields must be integers. Job lines must be sorted by submit time (the format says they
 * are); a workload reports a line that goes back in time as bad input.
 */
package org.schedlab.workloads.swf;
