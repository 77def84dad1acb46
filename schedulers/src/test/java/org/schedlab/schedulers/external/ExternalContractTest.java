package org.schedlab.schedulers.external;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.testing.SchedulerContract;
import org.schedlab.schedulers.testing.Registered;

/**
 * The scheduler contract over the external adapter: the Java twins in this JVM and the Python
 * examples of {@code python/examples} run by {@code python3} (from the module's folder, as Surefire
 * runs it), on the contract's flat and contiguous-line machines. FCFS on a flat machine must also
 * start every job at the same time in both pass modes, as the built-in one does.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES) // a hang guard, not a measurement
class ExternalContractTest extends SchedulerContract {
    static final List<String> SPECS = List.of(
            "java-fcfs",
            "java-fcfs:eager+wake",
            "java-easy",
            "external:python3 ../python/examples/fcfs.py",
            "external:python3 ../python/examples/easy.py",
            "external:python3 ../python/examples/easy.py --oracle",
            "external:python3 ../python/examples/sjf_backfill.py");

    /** The scheduler of the previous check: closed when the next is made (its run is over by then). */
    private Scheduler last;

    @Override
    protected List<String> specs() {
        return SPECS;
    }

    @Override
    protected Scheduler scheduler(String spec) {
        if (last instanceof ExternalScheduler e) {
            e.close();
        }
        last = switch (spec) {
            case "java-fcfs" -> new ExternalScheduler(new JavaFcfs(false, false));
            case "java-fcfs:eager+wake" -> new ExternalScheduler(new JavaFcfs(true, true));
            case "java-easy" -> new ExternalScheduler(new JavaEasy(true));
            default -> Registered.scheduler(spec);
        };
        return last;
    }

    @Override
    protected boolean sameInBothPassModes(String spec, TestMachine machine) {
        return spec.contains("fcfs") && machine.name().startsWith("flat");
    }
}
