package org.schedlab.fattree.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.FatTreeModule;
import org.schedlab.fattree.alloc.FatTreeAllocator;

class FatTreeMachineFactoryTest {
    private final FatTreeMachineFactory factory = new FatTreeMachineFactory();

    private Machine machine(String machine, String allocator) {
        return factory.create(
                Spec.parse("--machine", machine), allocator == null ? null : Spec.parse("--allocator", allocator));
    }

    @Test
    void theSdscBlueMachineOfThePaper() {
        Machine m = machine("fattree:4:6:installed=1152", "quasi:20");
        assertThat(m.capacity()).isEqualTo(1152);
        assertThat(m.shape()).containsExactly(4, 6);
        assertThat(m.describe()).isEqualTo("fattree:4:6:installed=1152/quasi:20");
        FatTreeAllocator a = (FatTreeAllocator) m.newAllocator();
        assertThat(a.capacity()).isEqualTo(1152);
        assertThat(a.free()).isEqualTo(1152);
        assertThat(a.policy()).isEqualTo("quasi:20");
    }

    @Test
    void defaultsAreTheCompleteTreeAndNonContiguous() {
        Machine m = machine("fattree:4:4", null);
        assertThat(m.capacity()).isEqualTo(256);
        assertThat(m.describe()).isEqualTo("fattree:4:4/noncontiguous");
    }

    @Test
    void speedupShortensParallelJobsUnderLocalityAwarePolicies() {
        Job parallel = new Job(1, 0, 1000, 1500, 8, new ProcessorRequest(8));
        Job sequential = new Job(2, 0, 1000, 1500, 1, new ProcessorRequest(1));
        for (String policy : new String[] {"contiguous", "quasi:30"}) {
            Machine m = machine("fattree:4:3:speedup=0.25", policy);
            assertThat(m.map(parallel).runtime()).isEqualTo(750.0);
            assertThat(m.map(parallel).estimate())
                    .as("estimates are not scaled")
                    .isEqualTo(1500.0);
            assertThat(m.map(sequential)).isSameAs(sequential);
            assertThat(m.describe()).isEqualTo("fattree:4:3:speedup=0.25/" + policy);
        }
        Machine flat = machine("fattree:4:3:speedup=0.25", "noncontiguous");
        assertThat(flat.map(parallel)).as("non-contiguous is never accelerated").isSameAs(parallel);
        Machine none = machine("fattree:4:3", "contiguous");
        assertThat(none.map(parallel)).isSameAs(parallel);
    }

    @Test
    void optionsMayComeInEitherOrder() {
        assertThat(machine("fattree:4:4:speedup=0.1:installed=240", "contiguous")
                        .describe())
                .isEqualTo("fattree:4:4:installed=240:speedup=0.1/contiguous");
    }

    @ParameterizedTest(name = "{0} / {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "fattree|noncontiguous|--machine 'fattree': expected fattree:K:N",
                "fattree:4|noncontiguous|expected fattree:K:N",
                "fattree:1:3|noncontiguous|K (switch arity) must be >= 2, got 1",
                "fattree:4:0|noncontiguous|N (stages) must be >= 1, got 0",
                "fattree:4:x|noncontiguous|N (stages) must be an integer, got 'x'",
                "fattree:4:13|noncontiguous|more than 16777216 nodes",
                "fattree:4:4:installed=257|noncontiguous|installed=M must be in [1, 256], got 257",
                "fattree:4:4:installed=0|noncontiguous|installed=M must be in [1, 256], got 0",
                "fattree:4:4:installed=abc|noncontiguous|installed=M needs an integer, got 'abc'",
                "fattree:4:4:speedup=1|contiguous|speedup=F must be in [0, 1), got 1",
                "fattree:4:4:speedup=-0.1|contiguous|speedup=F must be in [0, 1), got -0.1",
                "fattree:4:4:speedup=fast|contiguous|speedup=F needs a number, got 'fast'",
                "fattree:4:4:speedup=0.1:speedup=0.2|contiguous|unexpected 'speedup=0.2'",
                "fattree:4:4:size=3|contiguous|unexpected 'size=3'",
                "fattree:4:4|mpl|unknown fat-tree allocator 'mpl'",
                "fattree:4:4|quasi|expected quasi:QCT",
                "fattree:4:4|quasi:101|QCT must be a percentage in [0, 100], got 101",
                "fattree:4:4|quasi:-1|QCT must be >= 0, got -1",
                "fattree:4:4|quasi:ten|QCT must be an integer, got 'ten'",
                "fattree:4:4|contiguous:3|expected contiguous (no arguments)",
            })
    void badSpecsNameTheProblem(String machine, String allocator, String message) {
        assertThatThrownBy(() -> machine(machine, allocator))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(message);
    }

    @Test
    void theGuiceModuleRegistersTheFamily() {
        Map<String, MachineFactory> machines = Guice.createInjector(new FatTreeModule())
                .getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {}));
        assertThat(machines).containsOnlyKeys(FatTreeMachineFactory.NAME);
        assertThat(machines.get("fattree").allocators()).containsKeys("noncontiguous", "contiguous", "quasi:QCT");
    }
}
