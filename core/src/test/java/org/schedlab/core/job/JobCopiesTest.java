package org.schedlab.core.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Copies of a job with one field changed, and how requests print and count processors. */
class JobCopiesTest {
    @Test
    void eachCopyChangesOneField() {
        Job j = new Job(3, 10, 20, 30, 4, new ProcessorRequest(4));
        assertThat(j.withSubmit(12)).isEqualTo(new Job(3, 12, 20, 30, 4, new ProcessorRequest(4)));
        assertThat(j.withRuntime(25)).isEqualTo(new Job(3, 10, 25, 30, 4, new ProcessorRequest(4)));
        assertThat(j.withRequest(new ShapedRequest(2, 2)))
                .isEqualTo(new Job(3, 10, 20, 30, 4, new ShapedRequest(2, 2)));
    }

    @Test
    void requestsPrintAndCount() {
        ShapedRequest s = new ShapedRequest(3, 5);
        assertThat(s.processors()).isEqualTo(15);
        assertThat(s).hasToString("3x5");
        assertThat(new ProcessorRequest(7)).hasToString("7");
        assertThatThrownBy(() -> new ShapedRequest(0, 2)).isInstanceOf(IllegalArgumentException.class);
    }
}
