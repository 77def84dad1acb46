package org.schedlab.core.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.BadInputException;

/** Requests, the copies of a job with one field changed, and the pass mode's names. */
class JobValuesTest {
    @Test
    void aShapedRequestAsksForItsAreaAndPrintsItsSides() {
        ShapedRequest r = new ShapedRequest(3, 5);
        assertThat(r.processors()).isEqualTo(15);
        assertThat(r).hasToString("3x5");
        assertThat(new ShapedRequest(1, 1).processors()).isEqualTo(1);
        assertThatThrownBy(() -> new ShapedRequest(0, 2)).hasMessageContaining("0x2");
        assertThatThrownBy(() -> new ShapedRequest(2, 0)).hasMessageContaining("2x0");
    }

    @Test
    void aProcessorRequestPrintsItsCount() {
        assertThat(new ProcessorRequest(7)).hasToString("7");
        assertThatThrownBy(() -> new ProcessorRequest(0)).hasMessageContaining("positive: 0");
    }

    @Test
    void copiesChangeOneFieldAndKeepTheOthers() {
        Job j = new Job(3, 10, 20, 30, 4, new ProcessorRequest(4));
        Job shaped = j.withRequest(new ShapedRequest(2, 2));
        assertThat(shaped).isEqualTo(new Job(3, 10, 20, 30, 4, new ShapedRequest(2, 2)));
        assertThat(j.withSubmit(15)).isEqualTo(new Job(3, 15, 20, 30, 4, new ProcessorRequest(4)));
        assertThat(j.withRuntime(25)).isEqualTo(new Job(3, 10, 25, 30, 4, new ProcessorRequest(4)));
    }

    @Test
    void passModesAreSpelledInLowerCaseWithHyphensAndParsedBack() {
        assertThat(PassMode.PER_TIME.spelling()).isEqualTo("per-time");
        assertThat(PassMode.PER_EVENT.spelling()).isEqualTo("per-event");
        assertThat(PassMode.parse("--passes", "per-event")).isEqualTo(PassMode.PER_EVENT);
        assertThat(PassMode.parse("--passes", "per-time")).isEqualTo(PassMode.PER_TIME);
        assertThatThrownBy(() -> PassMode.parse("--passes", "PER_TIME"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--passes: unknown pass mode 'PER_TIME' (known: per-time, per-event)");
    }
}
