package org.schedlab.schedulers.conservative;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/** {@code conservative:predict=P}: the plan books every job for its prediction. */
class ConservativePredictTest {
    /** The jobs of golden/conservative-predict-double.csv (flat:3). */
    private static final List<Job> JOBS = List.of(Job.of(1, 0, 10, 2), Job.of(2, 1, 10, 3), Job.of(3, 2, 9, 1));

    private static Map<Integer, Double> starts(String spec) {
        return ScheduleRun.starts(Registered.scheduler(spec), new FlatAllocator(3), JOBS);
    }

    @Test
    void doubledEstimatesOpenTheHoleThatJobThreeFits() {
        // with the estimates job 2 is reserved at 10 and job 3 (9 s) does not fit [2, 10)
        assertThat(starts("conservative")).containsExactlyInAnyOrderEntriesOf(Map.of(1, 0.0, 2, 10.0, 3, 20.0));
        assertThat(starts("conservative:predict=estimate")).isEqualTo(starts("conservative"));
        assertThat(starts("conservative:predict=double"))
                .containsExactlyInAnyOrderEntriesOf(Map.of(1, 0.0, 2, 11.0, 3, 2.0));
        // exact runtimes equal the estimates here
        assertThat(starts("conservative:predict=exact")).isEqualTo(starts("conservative"));
    }

    @Test
    void predictorsAJobCanOutliveAreRefused() {
        assertThatThrownBy(() -> Registered.scheduler("conservative:predict=half"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("conservative takes predict=estimate|exact|double|double-exact, not 'half'");
        assertThatThrownBy(() -> Registered.scheduler("conservative:predict=user-last2"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("not 'user-last2'");
        assertThatThrownBy(() -> Registered.scheduler("conservative:predict=triple"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown predictor 'triple'");
        assertThatThrownBy(() -> Registered.scheduler("conservative:predict=double:predict=exact"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("option 'predict' given twice");
    }
}
