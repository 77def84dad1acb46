package org.schedlab.experiments.cli;

import static org.schedlab.experiments.cli.CliRunner.assertBadInput;
import static org.schedlab.experiments.cli.CliRunner.assertUsageError;

import org.junit.jupiter.api.Test;

/** One small test per bad input: exit 2, one message naming the option or file, no stack trace. */
class BadInputTest {
    @Test
    void unknownMachine() {
        assertBadInput(
                CliRunner.run("simulate", "--machine", "no-such-machine-xyz:4", "--workload", "jobs:x.csv"),
                "--machine 'no-such-machine-xyz:4'",
                "unknown machine 'no-such-machine-xyz'");
    }

    @Test
    void malformedMachineSpec() {
        assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:x", "--workload", "jobs:x.csv"),
                "--machine 'flat:x'",
                "must be an integer");
    }

    @Test
    void missingMachineArgument() {
        assertBadInput(CliRunner.run("simulate", "--machine", "flat", "--workload", "jobs:x.csv"), "--machine 'flat'");
    }

    @Test
    void unknownScheduler() {
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:4",
                        "--scheduler",
                        "no-such-scheduler-xyz",
                        "--workload",
                        "jobs:x.csv"),
                "--scheduler 'no-such-scheduler-xyz'",
                "unknown scheduler");
    }

    @Test
    void unknownQueueOrderListsTheKnownOnes() {
        assertBadInput(
                CliRunner.run(
                        "simulate", "--machine", "flat:4", "--scheduler", "easy:order=foo", "--workload", "jobs:x.csv"),
                "--scheduler 'easy:order=foo'",
                "unknown order 'foo'; known orders: fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf");
    }

    @Test
    void unknownWorkload() {
        assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "no-such-workload-xyz"),
                "--workload 'no-such-workload-xyz'",
                "unknown workload");
    }

    @Test
    void unknownOption() {
        assertUsageError(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "jobs:x.csv", "--sead", "3"), "--sead");
    }

    @Test
    void nonPositiveReplications() {
        assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "jobs:x.csv", "--replications", "0"),
                "--replications");
    }

    @Test
    void replicationsAndRelErrorTogether() {
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:4",
                        "--workload",
                        "jobs:x.csv",
                        "--replications",
                        "3",
                        "--rel-error",
                        "0.05"),
                "exclude each other");
    }

    @Test
    void badFormatName() {
        assertUsageError(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "jobs:x.csv", "--format", "xml"),
                "--format");
    }

    @Test
    void unknownPaper() {
        assertBadInput(CliRunner.run("reproduce", "no-such-paper-xyz"), "unknown paper 'no-such-paper-xyz'");
    }

    @Test
    void malformedConvention() {
        assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "jobs:x.csv", "--convention", "oops"),
                "--convention 'oops'");
    }

    @Test
    void unknownProfileAndPassMode() {
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:4",
                        "--workload",
                        "jobs:x.csv",
                        "--profile",
                        "no-such-profile-xyz"),
                "--profile: unknown profile 'no-such-profile-xyz'",
                "premas");
        assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "jobs:x.csv", "--passes", "sometimes"),
                "--passes: unknown pass mode 'sometimes'");
    }

    @Test
    void unknownFigure() {
        assertBadInput(
                CliRunner.run("reproduce", "window-2011", "--figures", "fig99", "--no-progress"),
                "--figures: window-2011 has no figure 'fig99'");
    }

    @Test
    void figuresWithAll() {
        assertBadInput(CliRunner.run("reproduce", "all", "--figures", "fig2"), "--figures needs a single PAPER");
    }
}
