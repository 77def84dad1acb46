package org.schedlab.experiments.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.AbstractModule;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.wiring.Registries;

/**
 * {@link Registry#prefetch()}: the next {@link Registry#discover()} gives what a discovery on the
 * calling thread gives (the same registrations, or the same refusal), once.
 */
public class RegistryPrefetchTest {
    /** Registers {@code flat} a second time (a class-path problem the registry refuses). */
    public static final class SecondFlatModule extends AbstractModule {
        @Override
        protected void configure() {
            Registries.machines(binder()).addBinding(FlatMachineFactory.NAME).toInstance(new FlatMachineFactory());
        }
    }

    @TempDir
    Path dir;

    private URLClassLoader extra;

    @AfterEach
    void forget() throws IOException {
        Registry.dropPrefetch();
        if (extra != null) {
            extra.close();
        }
    }

    /**
     * Runs {@code body} with a context class loader that also finds {@link SecondFlatModule} (left
     * open until the test ends, so that a discovery begun in {@code body} can still read it).
     */
    private void withSecondFlat(Runnable body) throws IOException {
        Path services = dir.resolve("extra/META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve("com.google.inject.Module"), SecondFlatModule.class.getName() + "\n");
        extra = new URLClassLoader(
                new URL[] {dir.resolve("extra").toUri().toURL()}, RegistryPrefetchTest.class.getClassLoader());
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        try {
            t.setContextClassLoader(extra);
            body.run();
        } finally {
            t.setContextClassLoader(before);
        }
    }

    @Test
    void aPrefetchedRegistryHoldsWhatADiscoveredOneHolds() {
        Registry fresh = Registry.discover();
        Registry.prefetch();
        Registry prefetched = Registry.discover();
        assertThat(prefetched).isNotSameAs(fresh);
        assertThat(prefetched.machines().keySet()).isEqualTo(fresh.machines().keySet());
        assertThat(prefetched.schedulers().keySet())
                .isEqualTo(fresh.schedulers().keySet());
        assertThat(prefetched.workloads().keySet()).isEqualTo(fresh.workloads().keySet());
        assertThat(prefetched.papers().keySet())
                .containsExactlyElementsOf(fresh.papers().keySet());
        assertThat(prefetched.profiles().keySet())
                .containsExactlyElementsOf(fresh.profiles().keySet());
        assertThat(List.copyOf(prefetched.machines().get("mesh").allocators().keySet()))
                .isEqualTo(List.copyOf(fresh.machines().get("mesh").allocators().keySet()));
    }

    @Test
    void aPrefetchThatFailsThrowsWhatADiscoveryThrowsOnce() throws IOException {
        withSecondFlat(() -> {
            String refusal = catchMessage();
            assertThat(refusal).contains("machine 'flat' is registered twice");
            Registry.prefetch();
            assertThatThrownBy(Registry::discover)
                    .isInstanceOf(BadInputException.class)
                    .hasMessage(refusal);
        });
        // taken: the next discovery is a new one, on the class path as it is now
        assertThat(Registry.discover().machines()).containsKey("flat");
    }

    @Test
    void aDroppedPrefetchIsNotUsed() throws IOException {
        // begun where it fails, dropped, then a discovery where it succeeds
        withSecondFlat(Registry::prefetch);
        Registry.dropPrefetch();
        assertThat(Registry.discover().machines()).containsKey("flat");
    }

    private static String catchMessage() {
        try {
            Registry.discover();
        } catch (BadInputException e) {
            return e.getMessage();
        }
        throw new AssertionError("a second 'flat' was not refused");
    }
}
