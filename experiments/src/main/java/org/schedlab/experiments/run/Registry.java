package org.schedlab.experiments.run;

import com.google.inject.CreationException;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.Module;
import com.google.inject.Provider;
import com.google.inject.TypeLiteral;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicReference;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.metrics.PlacementMeasure;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.EngineMachine;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.NamedAllocatorFactory;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.Registries;
import org.schedlab.schedulers.queue.QueueOrder;
import org.schedlab.schedulers.queue.QueueOrders;
import org.schedlab.workloads.estimates.Estimates;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;

/**
 * Every machine family (with its allocators), scheduler, queue order, workload, convention profile,
 * placement measure and reproduced paper on the class path, by name. Built from the Guice modules that the modules list in {@code
 * META-INF/services/com.google.inject.Module}, so a new topology module, or an allocator added to an
 * existing machine kind, shows up here without editing any other module. Two registrations of one name
 * are refused as bad input naming both, before anything is built from them.
 */
public final class Registry {
    private final SortedMap<String, MachineFactory> machines;
    private final SortedMap<String, SchedulerFactory> schedulers;
    private final SortedMap<String, WorkloadFactory> workloads;
    private final Map<String, Papers.Paper> papers;
    private final Map<String, NamedProfile> profiles;
    private final Map<String, QueueOrder> orders;
    private final SortedMap<String, PlacementMeasure> measures;

    public Registry(
            Map<String, MachineFactory> machines,
            Map<String, SchedulerFactory> schedulers,
            Map<String, WorkloadFactory> workloads) {
        this(machines, schedulers, workloads, Map.of(), NamedProfiles.BUILT_IN);
    }

    /**
     * A registry of these factories, papers (they keep their order: registration order) and
     * convention profiles; the profiles become the ones {@link NamedProfiles#get} knows.
     */
    public Registry(
            Map<String, MachineFactory> machines,
            Map<String, SchedulerFactory> schedulers,
            Map<String, WorkloadFactory> workloads,
            Map<String, Papers.Paper> papers,
            Map<String, NamedProfile> profiles) {
        this(machines, schedulers, workloads, papers, profiles, QueueOrders.builtIn());
    }

    /**
     * A registry of these factories, papers, convention profiles and queue orders (listed in
     * their order: {@link QueueOrders#all()}), without placement measures.
     */
    public Registry(
            Map<String, MachineFactory> machines,
            Map<String, SchedulerFactory> schedulers,
            Map<String, WorkloadFactory> workloads,
            Map<String, Papers.Paper> papers,
            Map<String, NamedProfile> profiles,
            QueueOrders orders) {
        this(machines, schedulers, workloads, papers, profiles, orders, Map.of());
    }

    /**
     * A registry of these factories, papers, convention profiles, queue orders and placement
     * measures (by name).
     */
    public Registry(
            Map<String, MachineFactory> machines,
            Map<String, SchedulerFactory> schedulers,
            Map<String, WorkloadFactory> workloads,
            Map<String, Papers.Paper> papers,
            Map<String, NamedProfile> profiles,
            QueueOrders orders,
            Map<String, PlacementMeasure> measures) {
        this.orders = orders.all();
        this.measures = Collections.unmodifiableSortedMap(new TreeMap<>(measures));
        this.machines = Collections.unmodifiableSortedMap(new TreeMap<>(machines));
        this.schedulers = Collections.unmodifiableSortedMap(new TreeMap<>(schedulers));
        this.workloads = Collections.unmodifiableSortedMap(new TreeMap<>(workloads));
        this.papers = Collections.unmodifiableMap(new LinkedHashMap<>(papers));
        NamedProfiles.use(profiles);
        this.profiles = NamedProfiles.all();
    }

    /** A registry being discovered in the background ({@link #prefetch}), or null. */
    private static final AtomicReference<FutureTask<Registry>> PREFETCHED = new AtomicReference<>();

    /** The last registry discovered, with the class loader it was discovered from, or null. */
    private static final AtomicReference<Discovered> CLASS_PATH = new AtomicReference<>();

    /** A registry and the context class loader whose modules it holds. */
    private record Discovered(ClassLoader loader, Registry registry) {}

    /**
     * Starts {@link #discover()} on a background thread, so that a command line that will need the
     * registry builds it (Guice over every module, about a third of a short command's start-up)
     * while picocli builds its model on the calling thread. The next {@link #discover()} takes
     * the result (or throws what it threw); {@link #dropPrefetch()} forgets it.
     */
    public static void prefetch() {
        FutureTask<Registry> task = new FutureTask<>(new Callable<Registry>() {
            @Override
            public Registry call() {
                return discoverNow();
            }
        });
        if (PREFETCHED.compareAndSet(null, task)) {
            Thread thread = new Thread(task, "registry");
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** Forgets a registry {@link #prefetch()} began and no {@link #discover()} took. */
    public static void dropPrefetch() {
        PREFETCHED.set(null);
    }

    /**
     * The registry of every Guice module found with {@link ServiceLoader}: the one {@link
     * #prefetch()} began, when there is one, or a new one.
     */
    public static Registry discover() {
        FutureTask<Registry> task = PREFETCHED.getAndSet(null);
        return task == null ? discoverNow() : await(task);
    }

    /**
     * The registry of the class path's modules, for code that has none at hand: the units of the
     * placement measures modules declare ({@link org.schedlab.experiments.repro.paper.Units}) and
     * the view layouts of the machine kinds they define ({@link
     * org.schedlab.experiments.view.MachineLayout}). The last registry {@link #discover()} made
     * from the same class loader (the thread's context class loader, which {@link ServiceLoader}
     * reads), or one discovered now (waiting for the one {@link #prefetch()} began, which the next
     * {@link #discover()} still takes).
     */
    public static Registry onClassPath() {
        Discovered d = CLASS_PATH.get();
        if (d != null && d.loader() == Thread.currentThread().getContextClassLoader()) {
            return d.registry();
        }
        FutureTask<Registry> task = PREFETCHED.get();
        return task == null ? discoverNow() : await(task);
    }

    /** The result of {@code task}: waits without giving up on an interrupt (keeping the flag set). */
    private static Registry await(FutureTask<Registry> task) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException r) {
                        throw r;
                    }
                    if (cause instanceof Error err) {
                        throw err;
                    }
                    throw new IllegalStateException(cause);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static Registry discoverNow() {
        List<Module> modules = new ArrayList<>();
        ServiceLoader.load(Module.class).forEach(modules::add);
        Registry r = of(modules);
        CLASS_PATH.set(new Discovered(Thread.currentThread().getContextClassLoader(), r));
        return r;
    }

    /**
     * The registry of {@code modules}.
     *
     * @throws BadInputException naming both registrations when two registrations share one name in
     *     the same registry (a machine, scheduler, workload, paper, profile, placement measure, or
     *     an allocator for one geometry type): a class-path problem, not a SchedLab bug
     */
    public static Registry of(List<Module> modules) {
        Injector injector;
        try {
            List<Module> all = new ArrayList<>();
            all.add(Registry::declareAll);
            all.addAll(modules);
            injector = Guice.createInjector(all);
        } catch (CreationException e) {
            refuseDuplicates(modules, null);
            throw e;
        }
        // before any machine family is built from them
        Set<AllocatorFactory> allocators = injector.getInstance(Key.get(new TypeLiteral<Set<AllocatorFactory>>() {}));
        // by geometry type, then by name (the label is made only for a message: a string
        // concatenation is linked on first use, which costs start-up time)
        Map<Class<?>, Map<String, AllocatorFactory>> seen = new HashMap<>();
        for (AllocatorFactory f : allocators) {
            Map<String, AllocatorFactory> family = seen.get(f.geometry());
            if (family == null) {
                family = new HashMap<>();
                seen.put(f.geometry(), family);
            }
            AllocatorFactory first = family.putIfAbsent(f.name(), f);
            if (first != null) {
                refuseDuplicates(modules, allocatorLabel(f));
                throw new BadInputException(allocatorLabel(f) + " is registered twice: by " + origin(first) + " and by "
                        + origin(f) + "; remove one module from the class path or rename one");
            }
        }
        try {
            return new Registry(
                    injector.getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {})),
                    injector.getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {})),
                    injector.getInstance(Key.get(new TypeLiteral<Map<String, WorkloadFactory>>() {})),
                    injector.getInstance(Key.get(new TypeLiteral<Map<String, Papers.Paper>>() {})),
                    injector.getInstance(Key.get(new TypeLiteral<Map<String, NamedProfile>>() {})),
                    injector.getInstance(QueueOrders.class),
                    injector.getInstance(Key.get(new TypeLiteral<Map<String, PlacementMeasure>>() {})));
        } catch (com.google.inject.ProvisionException e) {
            // a registration a module got wrong (a malformed queue order name): bad input, as a
            // name registered twice is
            if (e.getCause() instanceof BadInputException bad) {
                throw bad;
            }
            throw e;
        }
    }

    private static String allocatorLabel(AllocatorFactory f) {
        return "allocator '" + f.name() + "' of " + f.geometry().getSimpleName() + " machines";
    }

    /**
     * Builds each module alone (with every registry declared) to learn which names it registers,
     * and throws for the first name two modules share ({@code only}: that name only, or any when
     * null). Modules that cannot be built alone (they need another module's bindings) are skipped;
     * only called after a duplicate is found, so a normal start pays nothing.
     */
    private static void refuseDuplicates(List<Module> modules, String only) {
        Map<String, String> owner = new TreeMap<>();
        for (Module m : modules) {
            Injector alone;
            List<String> names = new ArrayList<>();
            try {
                alone = Guice.createInjector(Registry::declareAll, m);
                alone.getInstance(Key.get(new TypeLiteral<Map<String, Provider<MachineFactory>>>() {}))
                        .keySet()
                        .forEach(n -> names.add("machine '" + n + "'"));
                alone.getInstance(Key.get(new TypeLiteral<Map<String, Provider<SchedulerFactory>>>() {}))
                        .keySet()
                        .forEach(n -> names.add("scheduler '" + n + "'"));
                alone.getInstance(Key.get(new TypeLiteral<Map<String, Provider<WorkloadFactory>>>() {}))
                        .keySet()
                        .forEach(n -> names.add("workload '" + n + "'"));
                alone.getInstance(Key.get(new TypeLiteral<Map<String, Provider<Papers.Paper>>>() {}))
                        .keySet()
                        .forEach(n -> names.add("paper '" + n + "'"));
                alone.getInstance(Key.get(new TypeLiteral<Map<String, Provider<NamedProfile>>>() {}))
                        .keySet()
                        .forEach(n -> names.add("profile '" + n + "'"));
                alone.getInstance(Key.get(new TypeLiteral<Map<String, Provider<QueueOrder>>>() {}))
                        .keySet()
                        .forEach(n -> names.add("queue order '" + n + "'"));
                alone.getInstance(Key.get(new TypeLiteral<Map<String, Provider<PlacementMeasure>>>() {}))
                        .keySet()
                        .forEach(n -> names.add("placement measure '" + n + "'"));
                alone.getInstance(Key.get(new TypeLiteral<Set<AllocatorFactory>>() {}))
                        .forEach(f -> names.add(allocatorLabel(f)));
            } catch (CreationException | com.google.inject.ProvisionException e) {
                continue;
            }
            String who = describe(m);
            for (String name : names) {
                if (only != null && !only.equals(name)) {
                    continue;
                }
                String first = owner.putIfAbsent(name, who);
                if (first != null) {
                    throw new BadInputException(name + " is registered twice: by " + first + " and by " + who
                            + "; remove one module from the class path or rename one");
                }
            }
        }
    }

    /**
     * Where an allocator factory comes from: its class, or for a {@link NamedAllocatorFactory} the
     * class that declared its maker (a lambda or method reference is named after its class).
     */
    private static String origin(AllocatorFactory f) {
        Object o = f instanceof NamedAllocatorFactory n ? n.maker() : f;
        String name = o.getClass().getName();
        int lambda = name.indexOf("$$Lambda");
        return describe(o).replace(name, lambda < 0 ? name : name.substring(0, lambda));
    }

    /** Declares every registry, so that each exists even when no module adds to it. */
    private static void declareAll(com.google.inject.Binder binder) {
        Registries.machines(binder);
        Registries.schedulers(binder);
        Registries.workloads(binder);
        Registries.allocators(binder);
        Papers.registry(binder);
        NamedProfiles.registry(binder);
        QueueOrders.registry(binder);
        Registries.placementMeasures(binder);
    }

    /** An object's class and the jar or folder it was loaded from. */
    private static String describe(Object m) {
        String where = "";
        try {
            java.security.CodeSource source = m.getClass().getProtectionDomain().getCodeSource();
            if (source != null && source.getLocation() != null) {
                where = " ("
                        + java.nio.file.Path.of(source.getLocation().toURI()).getFileName() + ")";
            }
        } catch (java.net.URISyntaxException | RuntimeException e) {
            // the class name alone still names the registration
        }
        return m.getClass().getName() + where;
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

    /** The reproduced papers by id, in registration order. */
    public Map<String, Papers.Paper> papers() {
        return papers;
    }

    /**
     * The queue orders by name ({@code order=NAME} of the schedulers that take it), in listing
     * order: the built-in ones first, then the others by name.
     */
    public Map<String, QueueOrder> orders() {
        return orders;
    }

    /**
     * The placement measures the modules declare, by name: what a machine's {@link
     * org.schedlab.core.metrics.PlacementMeasures} may report, with units.
     */
    public SortedMap<String, PlacementMeasure> measures() {
        return measures;
    }

    /** The convention profiles by name, in listing order (the built-ins first). */
    public Map<String, NamedProfile> profiles() {
        return profiles;
    }

    /**
     * The paper with {@code id}.
     *
     * @throws BadInputException naming {@code what} and the known ids
     */
    public Papers.Paper paper(String id, String what) {
        Papers.Paper p = papers.get(id);
        if (p == null) {
            throw new BadInputException(
                    what + ": unknown paper '" + id + "' (known: all, " + String.join(", ", papers.keySet()) + ")");
        }
        return p;
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
     * Refuses, before any run, a scheduler that calls an optional allocator capability the
     * machine's allocator lacks (e.g. {@code conservative} needs {@link
     * org.schedlab.core.alloc.TestsPlacements}). A machine with its own engine has no allocator and
     * is not checked here.
     */
    public void checkCapabilities(Spec scheduler, Machine machine) {
        if (machine instanceof EngineMachine) {
            return;
        }
        Set<Class<? extends Allocator>> needs =
                lookup(schedulers, scheduler, "scheduler").requires(scheduler);
        if (!needs.isEmpty()) {
            Capabilities.check(scheduler.text(), machine.describe(), machine.newAllocator(), needs);
        }
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
