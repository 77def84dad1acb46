package org.schedlab.experiments.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.schedlab.experiments.run.Registry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code schedlab list}: everything registered, by stable name. */
@Command(
        name = "list",
        mixinStandardHelpOptions = true,
        description = "List machines, allocators, schedulers, queue orders, workloads, papers (with their readings)"
                + " and convention profiles.")
final class ListCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Option(names = "--format", defaultValue = "table", description = "table or json (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Override
    public Integer call() {
        Registry registry = Registry.discover();
        Map<String, Object> machines = new LinkedHashMap<>();
        registry.machines().forEach((name, f) -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("synopsis", f.synopsis());
            m.put("allocators", new java.util.TreeMap<>(f.allocators()));
            machines.put(name, m);
        });
        Map<String, Object> schedulers = new LinkedHashMap<>();
        registry.schedulers().forEach((name, f) -> schedulers.put(name, f.synopsis()));
        Map<String, Object> orders = new LinkedHashMap<>();
        registry.orders().forEach((name, o) -> orders.put(name, o.description()));
        Map<String, Object> workloads = new LinkedHashMap<>();
        registry.workloads().forEach((name, f) -> workloads.put(name, f.synopsis()));
        Map<String, Object> papers = new LinkedHashMap<>();
        registry.papers().values().forEach(p -> papers.put(p.id(), p.title()));
        // the readings each paper declares besides its default one (reproduce --reading NAME)
        Map<String, Map<String, String>> readings = new LinkedHashMap<>();
        registry.papers().values().forEach(p -> {
            Map<String, String> r = new LinkedHashMap<>();
            p.reproduction().get().readings().forEach(x -> r.put(x.name(), x.assumes()));
            readings.put(p.id(), r);
        });
        Map<String, Object> profiles = new LinkedHashMap<>();
        registry.profiles().forEach((name, p) -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("summary", p.summary());
            m.put("conventions", p.conventions());
            m.put("passes", p.passes().spelling());
            m.put("eventOrder", p.events().spelling());
            m.put("schedulerOptions", p.schedulerOptions());
            m.put("source", p.source());
            m.put("differences", p.differences());
            m.put("reproduces", p.reproduces());
            m.put("statistics", p.statistics());
            profiles.put(name, m);
        });
        if (format == OutputFormat.JSON) {
            Map<String, Object> all = new LinkedHashMap<>();
            all.put("machines", machines);
            all.put("schedulers", schedulers);
            all.put("orders", orders);
            all.put("workloads", workloads);
            all.put("papers", papers);
            all.put("readings", readings);
            all.put("profiles", profiles);
            command.commandLine().getOut().println(OutputFormat.json(all));
            return 0;
        }
        var out = command.commandLine().getOut();
        out.println("Machines (--machine) and their allocators (--allocator):");
        registry.machines().forEach((name, f) -> {
            out.println("  " + f.synopsis());
            new java.util.TreeMap<>(f.allocators()).forEach((a, d) -> out.println("      " + a + "  " + d));
        });
        out.println("Schedulers (--scheduler):");
        registry.schedulers().values().forEach(f -> out.println("  " + f.synopsis()));
        out.println("Queue orders (order=NAME of the schedulers that take it):");
        registry.orders().forEach((name, o) -> out.println("  " + name + "  " + o.description()));
        out.println("Workloads (--workload):");
        registry.workloads().values().forEach(f -> out.println("  " + f.synopsis()));
        out.println("Papers (schedlab reproduce ID; --reading NAME, NAME1,NAME2 or all):");
        registry.papers().values().forEach(p -> {
            out.println("  " + p.id() + "  " + p.title());
            readings.get(p.id()).forEach((name, assumes) -> out.println("      reading " + name + ": " + assumes));
        });
        out.println("Profiles (--profile NAME; --convention and --passes override):");
        registry.profiles().forEach((name, p) -> {
            out.println("  " + name + "  " + p.summary());
            out.println(
                    "      " + p.describeConventions() + " passes=" + p.passes().spelling()
                            + (p.events().isDefault()
                                    ? ""
                                    : " event-order=" + p.events().spelling()));
            p.schedulerOptions().forEach((s, o) -> out.println("      " + s + ":" + String.join(":", o)));
            out.println("      rules from: " + p.source());
            p.reproduces().forEach((peer, spec) -> out.println("      " + peer + " -> " + spec));
            if (!p.statistics().isEmpty()) {
                out.println("      statistics (simulate --statistics): " + p.statistics());
            }
            p.differences().forEach(d -> out.println("      not reproduced: " + d));
        });
        return 0;
    }
}
