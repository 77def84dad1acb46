package org.schedlab.experiments.verify;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.view.Schedule;

/**
 * A schedule's digest, the same whatever file format holds it: the SHA-256 of one line {@code
 * id,submit,start,end,procs} per job, jobs sorted by id, times written as SchedLab writes them
 * (integers without a decimal point, other values as Java's {@code Double.toString}), each line
 * ending in {@code \n}. Two schedules with equal digests start and end every job at the same time
 * on the same number of processors (placements aside).
 */
public final class Digest {
    private Digest() {}

    /** {@code sha256:} and the hex digest of {@code schedule}. */
    public static String of(Schedule schedule) {
        List<Schedule.Job> jobs = new ArrayList<>(schedule.jobs());
        jobs.sort(Comparator.comparingInt(Schedule.Job::id));
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256", e);
        }
        StringBuilder b = new StringBuilder(1 << 16);
        for (Schedule.Job j : jobs) {
            b.append(j.id())
                    .append(',')
                    .append(Sweep.format(j.submit()))
                    .append(',')
                    .append(Sweep.format(j.start()))
                    .append(',')
                    .append(Sweep.format(j.end()))
                    .append(',')
                    .append(j.procs())
                    .append('\n');
            if (b.length() > 1 << 15) {
                md.update(b.toString().getBytes(StandardCharsets.UTF_8));
                b.setLength(0);
            }
        }
        md.update(b.toString().getBytes(StandardCharsets.UTF_8));
        return "sha256:" + HexFormat.of().formatHex(md.digest());
    }
}
