package org.schedlab.experiments.run;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.Module;
import com.google.inject.TypeLiteral;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SortedMap;
import java.util.TreeMap;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.workloads.estimates.Estimates;

/**
 * Every machine family, scheduler and workload on the class path, by name. Built from the Guice
 * modules that the modules list in {@code META-INF/services/com.google.inject.Module}, so a new
 * topology module shows up here without editing any other module.
 */
public final class Registry {
    private final SortedMap<String, MachineFactory> machines;
    private final SortedMap<String, SchedulerFactory> schedulers;
    private final SortedMap<String, WorkloadFactory> workloads;

    public Registry(
            Map<String, MachineFactory> machines,
            Map<String, SchedulerFactory> schedulers,
            Map<String, WorkloadFactory> workloads) {
        this.machines = Collections.unmodifiableSortedMap(new TreeMap<>(machines));
        this.schedulers = Collections.unmodifiableSortedMap(new TreeMap<>(schedulers));
        this.workloads = Collections.unmodifiableSortedMap(new TreeMap<>(workloads));
    }

    /** The registry of every Guice module found with {@link ServiceLoader}. */
    public static Registry discover() {
        List<Module> modules = new ArrayList<>();
        ServiceLoader.load(Module.class).forEach(modules::add);
        Injector injector = Guice.createInjector(modules);
        return new Registry(
                injector.getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {})),
                injector.getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {})),
                injector.getInstance(Key.get(new TypeLiteral<Map<String, WorkloadFactory>>() {})));
    }

    public SortedMap<String, MachineFactory> machines() {
        return machines;
    }

    public SortedMap<String, SchedulerFactory> schedulers() {
        return schedulers;
    }

    public SortedMap<String, WorkloadFactory> workloads() {
        return workloads;
    }

    /** Builds the machine named by {@code machine} with the optional {@code allocator} spec. */
    public Machine machine(Spec machine, Spec allocator) {
        return lookup(machines, machine, "machine").create(machine, allocator);
    }

    /** A fresh scheduler for {@code spec}. */
    public Scheduler scheduler(Spec spec) {
        return lookup(schedulers, spec, "scheduler").create(spec);
    }

    /** Checks that {@code spec} names a known scheduler with valid parameters. */
    public void validateScheduler(Spec spec) {
        scheduler(spec);
    }

    /**
     * The workload for {@code spec}, with the workload convention {@code estimates=MODEL} applied
     * when the options hold it ({@link Estimates}).
     */
    public Workload workload(Spec spec, WorkloadParams params) {
        WorkloadFactory factory = lookup(workloads, spec, "workload");
        return Estimates.apply(params, p -> factory.create(spec, p));
    }

    private static <T> T lookup(Map<String, T> map, Spec spec, String what) {
        T t = map.get(spec.name());
        if (t == null) {
            throw new BadInputException(spec.option() + " '" + spec.text() + "': unknown " + what + " '" + spec.name()
                    + "' (known: " + String.join(", ", map.keySet()) + "; see 'schedlab list')");
        }
        return t;
    }
}
