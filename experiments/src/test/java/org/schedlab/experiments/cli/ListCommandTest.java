package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.spec.Spec;
import org.schedlab.experiments.run.Registry;

class ListCommandTest {
    @Test
    void listsEveryRegisteredFamilyAndPaper() {
        CliRunner r = CliRunner.run("list");
        assertThat(r.status()).isZero();
        assertThat(r.out())
                .contains(
                        "flat:N",
                        "fcfs",
                        "window-2011",
                        "fattree-2009",
                        "conservative",
                        "easy[:kill][:order=NAME]",
                        "order=fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf",
                        "Queue orders (order=NAME",
                        "\n  sjf  shortest job first",
                        "\n  f1  smallest log10(estimate)",
                        "Profiles (--profile",
                        "premas",
                        "passes=per-event",
                        "reading partial-blocks: ",
                        "reading stable-max: ",
                        "reading fpfs-on-departures: ");
    }

    @Test
    void jsonListingIsOneObject() {
        CliRunner r = CliRunner.run("list", "--format", "json");
        assertThat(r.status()).isZero();
        assertThat(r.out().strip()).startsWith("{").endsWith("}");
        assertThat(r.out())
                .contains(
                        "\"machines\"",
                        "\"schedulers\"",
                        "\"orders\"",
                        "\"workloads\"",
                        "\"papers\"",
                        "\"profiles\"",
                        "\"readings\"");
    }

    /**
     * Each peer profile maps every peer scheduler it reproduces to a spec of ours, one line each
     * ({@code PeerName -> spec}), and every mapped spec is a valid scheduler.
     */
    @Test
    void peerProfilesMapTheirSchedulersToValidSpecs() {
        CliRunner r = CliRunner.run("list");
        assertThat(r.out())
                .contains(
                        "      EasyPlusPlusScheduler -> easy:predict=user-last2:backfill=sjf\n",
                        "      pqueue[fifo] -> fcfs\n",
                        "      cons -> conservative\n",
                        "      opportunistic[fifo] -> opportunistic\n",
                        "      max[fifo] -> hole-preserving\n",
                        "      scan[4,true] -> scan:up\n");
        Registry registry = Registry.discover();
        int mapped = 0;
        for (var profile : registry.profiles().values()) {
            for (var e : profile.reproduces().entrySet()) {
                Spec spec = Spec.parse("--scheduler", e.getValue());
                assertThat(registry.scheduler(spec))
                        .as(profile.name() + ": " + e.getKey())
                        .isNotNull();
                assertThat(r.out()).contains("      " + e.getKey() + " -> " + e.getValue() + "\n");
                mapped++;
            }
        }
        assertThat(registry.profiles().get("pyss").reproduces()).hasSizeGreaterThanOrEqualTo(11);
        assertThat(mapped).isGreaterThanOrEqualTo(14);
    }

    /** The pyss profile names its statistics conventions, and they parse. */
    @Test
    void pyssProfileNamesItsStatisticsConventions() {
        assertThat(CliRunner.run("list").out())
                .contains("      statistics (simulate --statistics): trim=1:late=drop:unit=drop\n");
        for (var profile : Registry.discover().profiles().values()) {
            assertThat(profile.statisticsConventions()).isNotNull();
        }
    }

    /** Every registered family, paper and profile appears in the table under its section's header. */
    @Test
    void theTableListsEveryEntryOfTheRegistryUnderItsHeader() {
        String out = CliRunner.ok("list").out();
        List<String> headers = List.of(
                "Machines (--machine) and their allocators (--allocator):",
                "Schedulers (--scheduler):",
                "Queue orders (order=NAME of the schedulers that take it):",
                "Workloads (--workload):",
                "Papers (schedlab reproduce ID; --reading NAME, NAME1,NAME2 or all):",
                "Profiles (--profile NAME; --convention and --passes override):");
        int at = -1;
        for (String h : headers) {
            int next = out.indexOf(h + "\n");
            assertThat(next).as(h).isGreaterThan(at);
            at = next;
        }
        Registry registry = Registry.discover();
        registry.machines().forEach((name, f) -> {
            assertThat(out).contains("\n  " + f.synopsis() + "\n");
            f.allocators().forEach((a, d) -> assertThat(out).contains("\n      " + a + "  " + d + "\n"));
        });
        registry.schedulers().values().forEach(f -> assertThat(out).contains("\n  " + f.synopsis() + "\n"));
        registry.workloads().values().forEach(f -> assertThat(out).contains("\n  " + f.synopsis() + "\n"));
        registry.papers().values().forEach(p -> assertThat(out).contains("\n  " + p.id() + "  " + p.title() + "\n"));
        int differences = 0;
        int options = 0;
        int ordered = 0;
        for (var p : registry.profiles().values()) {
            assertThat(out).contains("\n  " + p.name() + "  " + p.summary() + "\n");
            assertThat(out).contains("\n      rules from: " + p.source() + "\n");
            for (String d : p.differences()) {
                assertThat(out).contains("\n      not reproduced: " + d + "\n");
                differences++;
            }
            for (var e : p.schedulerOptions().entrySet()) {
                assertThat(out).contains("\n      " + e.getKey() + ":" + String.join(":", e.getValue()) + "\n");
                options++;
            }
            String passes = " passes=" + p.passes().spelling();
            if (p.events().isDefault()) {
                assertThat(out).contains(passes + "\n");
            } else {
                assertThat(out).contains(passes + " event-order=" + p.events().spelling() + "\n");
                ordered++;
            }
        }
        // the loops above checked something of each kind
        assertThat(differences).isPositive();
        assertThat(options).isPositive();
        assertThat(ordered).isPositive();
    }

    /** The JSON listing holds what the table does, keyed by name. */
    @Test
    void theJsonListingHoldsEveryEntryOfTheRegistry() throws Exception {
        JsonNode all = new ObjectMapper()
                .readTree(CliRunner.ok("list", "--format", "json").out());
        Registry registry = Registry.discover();
        registry.machines().forEach((name, f) -> {
            assertThat(all.path("machines").path(name).path("synopsis").asText())
                    .isEqualTo(f.synopsis());
            f.allocators()
                    .forEach((a, d) -> assertThat(all.path("machines")
                                    .path(name)
                                    .path("allocators")
                                    .path(a)
                                    .asText())
                            .isEqualTo(d));
        });
        assertThat(all.path("machines").size()).isEqualTo(registry.machines().size());
        registry.schedulers()
                .forEach((name, f) ->
                        assertThat(all.path("schedulers").path(name).asText()).isEqualTo(f.synopsis()));
        assertThat(all.path("schedulers").size())
                .isEqualTo(registry.schedulers().size());
        registry.orders()
                .forEach((name, o) ->
                        assertThat(all.path("orders").path(name).asText()).isEqualTo(o.description()));
        assertThat(all.path("orders").size())
                .isEqualTo(registry.orders().size())
                .isPositive();
        registry.workloads()
                .forEach((name, f) ->
                        assertThat(all.path("workloads").path(name).asText()).isEqualTo(f.synopsis()));
        assertThat(all.path("workloads").size()).isEqualTo(registry.workloads().size());
        int readings = 0;
        for (var p : registry.papers().values()) {
            assertThat(all.path("papers").path(p.id()).asText()).isEqualTo(p.title());
            for (var r : p.reproduction().get().readings()) {
                assertThat(all.path("readings").path(p.id()).path(r.name()).asText())
                        .isEqualTo(r.assumes());
                readings++;
            }
        }
        assertThat(readings).isPositive();
        assertThat(all.path("papers").size()).isEqualTo(registry.papers().size());
        for (var e : registry.profiles().entrySet()) {
            JsonNode p = all.path("profiles").path(e.getKey());
            assertThat(p.path("summary").asText()).isEqualTo(e.getValue().summary());
            assertThat(p.path("passes").asText())
                    .isEqualTo(e.getValue().passes().spelling());
            assertThat(p.path("source").asText()).isEqualTo(e.getValue().source());
            assertThat(p.path("differences").size())
                    .isEqualTo(e.getValue().differences().size());
        }
        assertThat(all.path("profiles").size()).isEqualTo(registry.profiles().size());
    }
}
