/**
 * The jobs CSV format for hand-made workloads: a header line, then one job per line.
 *
 * <pre>{@code
 * # four jobs on a small mesh
 * id,submit,runtime,procs,estimate,width,height
 * 1,0,10,4,,2,2
 * 2,1.5,3,,,3,1
 * 3,2,7,5,8,,
 * }</pre>
 *
 * <p>Columns {@code id}, {@code submit}, {@code runtime} and {@code procs} are required, {@code
 * estimate}, {@code width} and {@code height} optional, in any order. Other columns are an error
 * unless the workload is told to ignore them ({@code unknown-columns=ignore}). Blank lines and lines
 * starting with {@code #} are skipped. An empty estimate means "the runtime". When a row gives
 * {@code width} and {@code height} the job asks for that shape ({@link
 * org.schedlab.core.job.ShapedRequest}) and an empty {@code procs} means width x height; a given
 * {@code procs} may be smaller than the shape (a rounded-up shape) but not larger. Rows must be
 * sorted by submit time. Files may be gzip-compressed.
 */
package org.schedlab.workloads.csv;
