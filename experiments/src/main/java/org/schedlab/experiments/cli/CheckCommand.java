package org.schedlab.experiments.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.formats.ScheduleFiles;
import org.schedlab.experiments.formats.ScheduleFormat;
import org.schedlab.experiments.verify.CheckReport;
import org.schedlab.experiments.verify.Digest;
import org.schedlab.experiments.verify.ScheduleCheck;
import org.schedlab.experiments.verify.Violation;
import org.schedlab.experiments.view.MachineLayout;
import org.schedlab.experiments.view.Schedule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code schedlab check}: a schedule of any simulator against the invariants every correct one keeps. */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Check a schedule (SchedLab's schedule CSV, Batsim's/evalys' jobs.csv, or SWF with the simulated waits)"
                    + " against invariants: no job starts before its submission, the machine's capacity is never"
                    + " exceeded, no processor is held twice where placements list processors, and with --scheduler"
                    + " fcfs the arrival order, easy the head's reservation, conservative the reservation bound"
                    + " (definitions in docs/formats.md).",
            "Exit status 0 when every rule holds, 1 with the first violation (job, time, rule), 2 on bad input."
        })
final class CheckCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Parameters(index = "0", paramLabel = "SCHEDULE", description = "the schedule file (format found from its content)")
    Path schedule;

    @Option(
            names = "--machine",
            paramLabel = "SPEC",
            description = "the machine, e.g. flat:100 (required unless the schedule names it: SchedLab's CSV does)")
    String machine;

    @Option(
            names = "--scheduler",
            paramLabel = "S",
            description = "also check the rules of fcfs, easy or conservative (flat machines for the last two)")
    String scheduler;

    @Option(names = "--format", defaultValue = "table", description = "table, json or csv (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Override
    public Integer call() {
        new CommandFiles().input("SCHEDULE", schedule).check();
        if (scheduler != null
                && !java.util.List.of("fcfs", "easy", "conservative").contains(scheduler)) {
            throw new BadInputException(
                    "--scheduler: check knows the rules of fcfs, easy and conservative, not '" + scheduler + "'");
        }
        ScheduleFormat kind = ScheduleFiles.detect(schedule);
        if (machine == null && kind != ScheduleFormat.SCHEDLAB) {
            throw new BadInputException("--machine is required for a " + kind.spelling()
                    + " schedule (it does not name its machine), e.g. --machine flat:100");
        }
        Schedule s = ScheduleFiles.read(schedule, kind, machine);
        MachineLayout m = MachineLayout.parse(machine != null ? "--machine" : schedule.toString(), s.machine());
        CheckReport report = ScheduleCheck.check(s, m, scheduler);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("schedule", schedule.toString());
        out.put("format", kind.spelling());
        out.put("jobs", s.jobs().size());
        out.put("machine", m.text());
        out.put("scheduler", scheduler == null ? "(none: the rules of every scheduler)" : scheduler);
        out.put("digest", Digest.of(s));
        Map<String, Object> rules = new LinkedHashMap<>();
        for (CheckReport.Outcome o : report.outcomes()) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("checked", o.checked());
            r.put("skipped", o.skipped());
            r.put("violations", o.violations());
            if (!o.note().isEmpty()) {
                r.put("note", o.note());
            }
            rules.put(o.rule().spelling(), r);
        }
        out.put("rules", rules);
        Violation first = report.firstViolation().orElse(null);
        out.put("verdict", first == null ? "PASS" : "FAIL");
        if (first != null) {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("rule", first.rule().spelling());
            v.put("job", first.job());
            v.put("time", first.time());
            v.put("detail", first.detail());
            out.put("firstViolation", v);
        }
        command.commandLine().getOut().println(format.render(out));
        if (first != null) {
            command.commandLine()
                    .getErr()
                    .println("check: FAIL: job " + first.job() + " at "
                            + org.schedlab.experiments.repro.paper.Sweep.format(first.time()) + ": "
                            + first.rule().spelling() + ": " + first.detail());
            return 1;
        }
        return 0;
    }
}
