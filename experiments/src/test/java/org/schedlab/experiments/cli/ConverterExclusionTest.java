package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;

/**
 * The command line tells picocli not to register its converters for java.time and java.sql types
 * (start-up): no option or parameter of any command may have such a type, or it could not be
 * converted.
 */
class ConverterExclusionTest {
    @Test
    void noOptionHasATypeWhoseConverterIsLeftOut() {
        CommandLine cli = new CommandLine(new SchedLabCli());
        SchedLabCli.addSubcommands(cli, new String[0]);
        List<String> types = new ArrayList<>();
        collect(cli, types);
        assertThat(types).as("option types").hasSizeGreaterThan(40).contains("java.nio.file.Path");
        assertThat(types).noneMatch(t -> t.matches(SchedLabCli.UNUSED_CONVERTERS));
        assertThat("java.time.Duration").matches(SchedLabCli.UNUSED_CONVERTERS);
        assertThat("java.sql.Timestamp").matches(SchedLabCli.UNUSED_CONVERTERS);
    }

    private static void collect(CommandLine c, List<String> types) {
        for (ArgSpec a : c.getCommandSpec().args()) {
            types.add(a.type().getName());
            for (Class<?> t : a.auxiliaryTypes()) {
                types.add(t.getName());
            }
        }
        c.getSubcommands().values().forEach(sub -> collect(sub, types));
    }
}
