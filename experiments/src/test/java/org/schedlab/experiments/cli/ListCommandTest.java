package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
}
