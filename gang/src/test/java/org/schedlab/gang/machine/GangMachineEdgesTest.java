package org.schedlab.gang.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.gang.scheme.GangSchedulerFactory;
import org.schedlab.gang.sim.SlotClock;

/** The gang machine at its edges: one processor, jobs too large, its shape and its help text. */
class GangMachineEdgesTest {
    @Test
    void oneProcessorIsAMachine() {
        GangMachine m = new GangMachine(1, 3, SlotClock.GLOBAL);
        assertThat(m.capacity()).isEqualTo(1);
        assertThat(m.shape()).containsExactly(1);
        assertThat(m.describe()).isEqualTo("gang:1:3");
        assertThatThrownBy(() -> new GangMachine(0, 3, SlotClock.GLOBAL)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aJobLargerThanTheMachineIsRefusedAndOthersPassUnchanged() {
        GangMachine m = new GangMachine(8, Integer.MAX_VALUE, SlotClock.JUMP);
        Job fits = Job.of(1, 0, 5, 8);
        assertThat(m.map(fits)).isSameAs(fits);
        assertThatThrownBy(() -> m.map(Job.of(2, 0, 5, 9)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("job 2 asks for 9 processors but gang:8:clock=jump has 8");
    }

    @Test
    void anOptionWithoutANameIsAnUnknownOption() {
        GangMachineFactory f = new GangMachineFactory();
        assertThatThrownBy(() -> f.create(Spec.parse("--machine", "gang:8:=jump"), null))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown option '=jump'");
    }

    @Test
    void helpTextsNameTheSpelling() {
        List<String> texts = List.of(new GangMachineFactory().synopsis(), new GangSchedulerFactory().synopsis());
        assertThat(texts.get(0)).startsWith("gang:P[:ROWS][:clock=global|jump]");
        assertThat(texts.get(1)).startsWith("gang:bc|br|brms|brmms[:blocks=whole|partial]");
    }
}
