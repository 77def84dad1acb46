package org.schedlab.workloads.swf;

import java.util.List;
import org.schedlab.workloads.io.PlainNumbers;

/**
 * One job line of an SWF file: all eighteen fields in file order, unchanged. A value of {@code -1}
 * means "not known" as in the format. Times are in seconds, memory in KB per processor.
 *
 * @param jobNumber field 1, the job number (not necessarily consecutive in cleaned logs)
 * @param submitTime field 2, submit time
 * @param waitTime field 3, time between submit and start
 * @param runTime field 4, wall-clock run time
 * @param allocatedProcessors field 5, processors the job ran on
 * @param averageCpuTime field 6, average CPU time per processor
 * @param usedMemory field 7, average memory used per processor
 * @param requestedProcessors field 8, processors the user asked for
 * @param requestedTime field 9, the user's time limit (usually a runtime estimate; the header says)
 * @param requestedMemory field 10, memory asked for per processor
 * @param status field 11, 1 completed, 0 failed, 5 cancelled, 2 to 4 partial executions
 * @param userId field 12
 * @param groupId field 13
 * @param executableNumber field 14
 * @param queueNumber field 15 (by convention 0 is interactive)
 * @param partitionNumber field 16
 * @param precedingJobNumber field 17, a job this one depends on
 * @param thinkTime field 18, delay between that job's end and this submit
 */
public record SwfRecord(
        int jobNumber,
        double submitTime,
        double waitTime,
        double runTime,
        int allocatedProcessors,
        double averageCpuTime,
        double usedMemory,
        int requestedProcessors,
        double requestedTime,
        double requestedMemory,
        int status,
        int userId,
        int groupId,
        int executableNumber,
        int queueNumber,
        int partitionNumber,
        int precedingJobNumber,
        double thinkTime) {

    /** Number of fields of a job line. */
    public static final int FIELDS = 18;

    /** Field names in file order, for messages ({@code FIELD_NAMES.get(4)} is field 5). */
    public static final List<String> FIELD_NAMES = List.of(
            "job number",
            "submit time",
            "wait time",
            "run time",
            "allocated processors",
            "average CPU time",
            "used memory",
            "requested processors",
            "requested time",
            "requested memory",
            "status",
            "user id",
            "group id",
            "executable number",
            "queue number",
            "partition number",
            "preceding job number",
            "think time");

    public SwfRecord {
        // checked one by one: no array per record on the reading path
        requireFinite(jobNumber, submitTime);
        requireFinite(jobNumber, waitTime);
        requireFinite(jobNumber, runTime);
        requireFinite(jobNumber, averageCpuTime);
        requireFinite(jobNumber, usedMemory);
        requireFinite(jobNumber, requestedTime);
        requireFinite(jobNumber, requestedMemory);
        requireFinite(jobNumber, thinkTime);
        // -0 and 0 are the same value in a text file; keep them equal as record components too
        submitTime += 0.0;
        waitTime += 0.0;
        runTime += 0.0;
        averageCpuTime += 0.0;
        usedMemory += 0.0;
        requestedTime += 0.0;
        requestedMemory += 0.0;
        thinkTime += 0.0;
    }

    private static void requireFinite(int jobNumber, double v) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException("job " + jobNumber + ": SWF fields must be finite: " + v);
        }
    }

    /** The job line in SWF syntax: single spaces, integral values without a decimal point. */
    public String toLine() {
        StringBuilder b = new StringBuilder(96);
        b.append(jobNumber).append(' ');
        b.append(PlainNumbers.format(submitTime)).append(' ');
        b.append(PlainNumbers.format(waitTime)).append(' ');
        b.append(PlainNumbers.format(runTime)).append(' ');
        b.append(allocatedProcessors).append(' ');
        b.append(PlainNumbers.format(averageCpuTime)).append(' ');
        b.append(PlainNumbers.format(usedMemory)).append(' ');
        b.append(requestedProcessors).append(' ');
        b.append(PlainNumbers.format(requestedTime)).append(' ');
        b.append(PlainNumbers.format(requestedMemory)).append(' ');
        b.append(status).append(' ');
        b.append(userId).append(' ');
        b.append(groupId).append(' ');
        b.append(executableNumber).append(' ');
        b.append(queueNumber).append(' ');
        b.append(partitionNumber).append(' ');
        b.append(precedingJobNumber).append(' ');
        b.append(PlainNumbers.format(thinkTime));
        return b.toString();
    }
}
