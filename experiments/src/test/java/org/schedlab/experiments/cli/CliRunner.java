package org.schedlab.experiments.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in-process and captures its streams. */
record CliRunner(int status, String out, String err) {
    static CliRunner run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SchedLabCli.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CliRunner(status, out.toString(), err.toString());
    }
}
