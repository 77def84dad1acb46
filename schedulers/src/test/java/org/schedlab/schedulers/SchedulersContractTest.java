package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.SchedulerContract;
import org.schedlab.schedulers.testing.Registered;

/**
 * The scheduler contract ({@link SchedulerContract}) over every registered scheduler, in several
 * forms for the parameterised ones, on a flat and on a contiguous machine, with 500 jobs and five
 * seeds per case.
 */
class SchedulersContractTest extends SchedulerContract {
    /** One spec per registered name at least; several forms for the parameterised ones. */
    static final List<String> SPECS = List.of(
            "fcfs",
            "fcfs:order=largest",
            "fcfs:order=smallest",
            "fcfs:order=sjf",
            "fcfs:order=laf",
            "fcfs:order=wfp3",
            "window:1",
            "window:4",
            "window:inf",
            "oo",
            "oocb",
            "oocb:0",
            "oocb:3",
            "oocb:inf",
            "fpfs",
            "fpfs:0",
            "fpfs:2",
            "fpfs:2:search=events",
            "fpfs:2:search=departures",
            "fpfs:search=departures",
            "delay",
            "delay:cumulative",
            "delay:running",
            "delay:fixed:2.5",
            "delay:count",
            "easy",
            "easy:order=sjf",
            "easy:order=ljf",
            "easy:order=saf",
            "easy:order=wfp3",
            "easy:order=f1",
            "easy:predict=user-last2:backfill=sjf",
            "easy:backfill=sjf",
            "easy:predict=exact",
            "easy:predict=double",
            "easy:predict=double-exact",
            "easy:predict=half",
            "easy:head-predict=double",
            "easy:tail-predict=double",
            "easy:order=sjf:predict=user-last2",
            "easy:backfill=lookahead",
            "easy:order=sjf:predict=user-last2:backfill=lookahead",
            "conservative",
            "conservative:order=sjf",
            "conservative:order=ljf",
            "conservative:order=saf",
            "conservative:order=wfp3",
            "conservative:order=f1",
            "conservative:predict=double",
            "conservative:predict=exact:order=sjf",
            "opportunistic",
            "opportunistic:passes=0",
            "opportunistic:passes=2:order=largest",
            "restrictive",
            "restrictive:order=sjf",
            "hole-preserving",
            "even-less-conservative:passes=1",
            "even-less-conservative:passes=3:order=saf",
            "scan",
            "scan:down",
            "scan:up:queues=powers",
            "scan:down:queues=3",
            "maui",
            "maui:wait=1:xfactor=60:bypass=600:size=10:bf-size=-100",
            "maui:wait=0:bypass=1:bf-wait=0:bf-xfactor=1:expansion=whole",
            "external:python3 ../python/examples/easy.py");

    @Override
    protected List<String> specs() {
        return SPECS;
    }

    /** The scheduler of the previous check, closed when the next is made (an external one holds a process). */
    private Scheduler last;

    @Override
    protected Scheduler scheduler(String spec) {
        if (last instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        last = Registered.scheduler(spec);
        return last;
    }

    @Override
    protected List<Job> jobs(long seed, Allocator machine) {
        return RandomJobs.flat(seed, 500, machine.capacity(), true);
    }

    /**
     * FCFS never lets a job pass another, so on a flat machine (where only counts matter) every job
     * starts at the same time whether the pass comes after each event or after all events of a
     * timestamp.
     */
    @Override
    protected boolean sameInBothPassModes(String spec, TestMachine machine) {
        return spec.equals("fcfs") && machine.name().startsWith("flat");
    }

    @Override
    protected long[] seeds() {
        return LongStream.rangeClosed(1, 5).toArray();
    }

    @Test
    void specsCoverEveryRegisteredName() {
        assertThat(SPECS.stream().map(s -> s.split(":", -1)[0]))
                .containsAll(Registered.factories().keySet());
    }
}
