package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

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
                        "order=fcfs|sjf|ljf|saf|wfp3|f1",
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
}
