package org.schedlab.workloads.swf;

import org.schedlab.core.job.Job;

/**
 * A kept SWF record next to the job a convention profile made of it, for consumers that need a
 * field the job does not carry (the wait time, for a trace's offered load).
 *
 * @param source the record as read
 * @param job the job after the profile
 * @param line the record's line number in its file
 */
public record ProfiledRecord(SwfRecord source, Job job, long line) {
    public ProfiledRecord {
        if (source == null || job == null) {
            throw new IllegalArgumentException("source and job are required");
        }
    }
}
