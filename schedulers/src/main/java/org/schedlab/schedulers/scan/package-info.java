/** Scan scheduling: one FCFS queue per job-size class, served in turn up or down the sizes. */
package org.schedlab.schedulers.scan;
