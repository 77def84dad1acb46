package org.schedlab.experiments.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.AbstractModule;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.testing.CountsOnly;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.core.wiring.Registries;
import org.schedlab.schedulers.SchedulersModule;

/** Duplicate registrations and missing allocator capabilities are refused as bad input, naming both sides. */
class RegistryTest {
    /**
     * Registers another factory as {@code flat}. (Binding the same class twice is no conflict: Guice
     * keeps one of two equal bindings.)
     */
    static final class SecondFlat extends AbstractModule {
        @Override
        protected void configure() {
            Registries.machines(binder()).addBinding(FlatMachineFactory.NAME).toInstance(new MachineFactory() {
                @Override
                public Machine create(Spec machine, Spec allocator) {
                    throw new UnsupportedOperationException();
                }

                @Override
                public String synopsis() {
                    return "flat:N  another flat";
                }
            });
        }
    }

    /** {@code counts-only:N}, a machine of {@link CountsOnly} allocators (flat ones that cannot test a given placement). */
    static final class CountsOnlyModule extends AbstractModule {
        @Override
        protected void configure() {
            Registries.machines(binder()).addBinding("counts-only").toInstance(new MachineFactory() {
                @Override
                public Machine create(Spec machine, Spec allocator) {
                    int n = machine.intArg(0, "N", 1);
                    return new Machine() {
                        @Override
                        public String describe() {
                            return "counts-only:" + n;
                        }

                        @Override
                        public int capacity() {
                            return n;
                        }

                        @Override
                        public List<Integer> shape() {
                            return List.of(n);
                        }

                        @Override
                        public Allocator newAllocator() {
                            return new CountsOnly(new FlatAllocator(n));
                        }
                    };
                }

                @Override
                public String synopsis() {
                    return "counts-only:N  a test machine";
                }
            });
        }
    }

    @Test
    void aNameRegisteredByTwoModulesIsBadInputNamingBoth() {
        assertThatThrownBy(() -> Registry.of(List.of(new CoreModule(), new SchedulersModule(), new SecondFlat())))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("machine 'flat' is registered twice")
                .hasMessageContaining(CoreModule.class.getName())
                .hasMessageContaining(SecondFlat.class.getName());
    }

    @Test
    void conservativeOnAnAllocatorThatCannotTestPlacementsIsRefusedNamingBoth() {
        Registry r = Registry.of(List.of(new CoreModule(), new SchedulersModule(), new CountsOnlyModule()));
        Machine m = r.machine(Spec.parse("--machine", "counts-only:8"), null);
        assertThatThrownBy(() -> r.checkCapabilities(Spec.parse("--scheduler", "conservative"), m))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler conservative cannot run on --machine counts-only:8: it needs an allocator"
                        + " that implements TestsPlacements, and CountsOnly does not");
        assertThatCode(() -> r.checkCapabilities(Spec.parse("--scheduler", "easy"), m))
                .doesNotThrowAnyException();
        Machine flat = r.machine(Spec.parse("--machine", "flat:8"), null);
        assertThatCode(() -> r.checkCapabilities(Spec.parse("--scheduler", "conservative"), flat))
                .doesNotThrowAnyException();
        assertThat(r.machines()).containsKeys("flat", "counts-only");
    }
}
