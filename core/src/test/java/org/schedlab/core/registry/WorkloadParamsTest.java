package org.schedlab.core.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.schedlab.core.spec.BadInputException;

/** The arrival rate of a synthetic workload from --load or --utilization, and option checks. */
class WorkloadParamsTest {
    private static WorkloadParams params(double load, double utilization, Map<String, String> options) {
        return new WorkloadParams(null, null, load, utilization, 0, options);
    }

    @Test
    void loadIsTheRateAsGivenAndWinsOverUtilization() {
        assertThat(params(2.5, Double.NaN, Map.of()).arrivalRate("w", 64, 4, 10))
                .isEqualTo(2.5);
        assertThat(params(2.5, 0.9, Map.of()).arrivalRate("w", 64, 4, 10)).isEqualTo(2.5);
    }

    @Test
    void utilizationGivesTheRateThatOffersThatLoad() {
        // rate * meanSize * meanService / capacity = U  =>  rate = U * capacity / (meanSize * meanService)
        assertThat(params(Double.NaN, 0.5, Map.of()).arrivalRate("w", 64, 4, 2)).isEqualTo(4.0);
        assertThat(params(Double.NaN, 0.8, Map.of()).arrivalRate("w", 100, 5, 8))
                .isEqualTo(2.0);
    }

    @Test
    void ratesThatAreNotFinitePositiveNumbersAreRefusedNamingTheOption() {
        for (double bad : new double[] {0, -1, Double.POSITIVE_INFINITY}) {
            assertThatThrownBy(() -> params(bad, Double.NaN, Map.of()).arrivalRate("w", 64, 4, 2))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("--load must be a finite arrival rate > 0");
            assertThatThrownBy(() -> params(Double.NaN, bad, Map.of()).arrivalRate("w", 64, 4, 2))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("--utilization must be finite and > 0");
        }
        assertThat(params(Double.MIN_VALUE, Double.NaN, Map.of()).arrivalRate("w", 64, 4, 2))
                .isEqualTo(Double.MIN_VALUE);
        assertThatThrownBy(() -> params(Double.NaN, Double.NaN, Map.of()).arrivalRate("w", 64, 4, 2))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload w needs --load (arrival rate) or --utilization");
    }

    @Test
    void aTraceRefusesEitherRateNamingTheOneGiven() {
        params(Double.NaN, Double.NaN, Map.of()).requireNoArrivalRate("swf");
        assertThatThrownBy(() -> params(1, Double.NaN, Map.of()).requireNoArrivalRate("swf"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--load does not apply to workload swf");
        assertThatThrownBy(() -> params(Double.NaN, 0.5, Map.of()).requireNoArrivalRate("swf"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--utilization does not apply to workload swf");
    }

    @Test
    void unknownOptionsAreNamedFirstInSortedOrderWithTheKnownOnes() {
        params(Double.NaN, Double.NaN, Map.of("a", "1")).requireKnownOptions("w", Set.of("a", "b"));
        assertThatThrownBy(() -> params(Double.NaN, Double.NaN, Map.of("z", "1", "c", "2", "a", "3"))
                        .requireKnownOptions("w", Set.of("b", "a")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload w: unknown option 'c' (known: a, b)");
    }

    @Test
    void theOptionsAreACopy() {
        Map<String, String> options = new HashMap<>(Map.of("a", "1"));
        WorkloadParams p = params(Double.NaN, Double.NaN, options);
        options.put("b", "2");
        assertThat(p.options()).containsOnlyKeys("a");
    }
}
