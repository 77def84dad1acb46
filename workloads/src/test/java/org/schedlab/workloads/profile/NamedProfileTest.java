package org.schedlab.workloads.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.profile.ConventionProfile.ProcessorField;

/** Named profiles: scheduler options, overlays, descriptions, the registry in use, and the size field. */
class NamedProfileTest {
    private static NamedProfile custom(String name, Map<String, List<String>> schedulerOptions) {
        return new NamedProfile(
                name,
                "a test profile",
                "this test",
                Map.of(),
                PassMode.PER_TIME,
                List.of(),
                EventOrder.DEFAULT,
                schedulerOptions);
    }

    /**
     * The hand-written equals and hashCode keep the record contract: equal exactly when every
     * component is equal, and equal profiles hash alike.
     */
    @Test
    void profilesAreEqualExactlyWhenEveryComponentIs() {
        NamedProfile p = new NamedProfile(
                "p",
                "sum",
                "src",
                Map.of("procs", "requested"),
                PassMode.PER_TIME,
                List.of("d"),
                EventOrder.DEFAULT,
                Map.of("easy", List.of("kill")));
        NamedProfile same = new NamedProfile(
                new String("p"),
                new String("sum"),
                new String("src"),
                new LinkedHashMap<>(Map.of("procs", "requested")),
                PassMode.PER_TIME,
                List.of(new String("d")),
                new EventOrder(false, false, false),
                Map.of("easy", List.of("kill")));
        assertThat(p).isEqualTo(same).hasSameHashCodeAs(same);
        assertThat(p).isNotEqualTo(null).isNotEqualTo("p");
        List<NamedProfile> others = List.of(
                new NamedProfile(
                        "q",
                        "sum",
                        "src",
                        p.conventions(),
                        p.passes(),
                        p.differences(),
                        p.events(),
                        p.schedulerOptions()),
                new NamedProfile(
                        "p",
                        "other",
                        "src",
                        p.conventions(),
                        p.passes(),
                        p.differences(),
                        p.events(),
                        p.schedulerOptions()),
                new NamedProfile(
                        "p",
                        "sum",
                        "other",
                        p.conventions(),
                        p.passes(),
                        p.differences(),
                        p.events(),
                        p.schedulerOptions()),
                new NamedProfile(
                        "p", "sum", "src", Map.of(), p.passes(), p.differences(), p.events(), p.schedulerOptions()),
                new NamedProfile(
                        "p",
                        "sum",
                        "src",
                        p.conventions(),
                        PassMode.PER_EVENT,
                        p.differences(),
                        p.events(),
                        p.schedulerOptions()),
                new NamedProfile(
                        "p", "sum", "src", p.conventions(), p.passes(), List.of(), p.events(), p.schedulerOptions()),
                new NamedProfile(
                        "p",
                        "sum",
                        "src",
                        p.conventions(),
                        p.passes(),
                        p.differences(),
                        new EventOrder(true, false, false),
                        p.schedulerOptions()),
                new NamedProfile(
                        "p", "sum", "src", p.conventions(), p.passes(), p.differences(), p.events(), Map.of()));
        for (NamedProfile other : others) {
            assertThat(p).as(other.toString()).isNotEqualTo(other);
            assertThat(other).as(other.toString()).isNotEqualTo(p);
        }
    }

    @AfterEach
    void restoreBuiltIns() {
        NamedProfiles.use(NamedProfiles.BUILT_IN);
    }

    @Test
    void aProfileAddsItsSchedulerOptionsThatTheSpecDoesNotSet() {
        NamedProfile p = NamedProfiles.PREMAS;
        assertThat(p.schedulerSpec("conservative"))
                .isEqualTo("conservative:compress=planned-start:compress-when=per-departure:compress-on-time=no"
                        + ":zero=first-change");
        // the spec's own value wins
        assertThat(p.schedulerSpec("conservative:zero=none:compress=none"))
                .isEqualTo("conservative:zero=none:compress=none:compress-when=per-departure:compress-on-time=no");
        // another scheduler, or a spec with a positional argument, is left alone
        assertThat(p.schedulerSpec("easy")).isEqualTo("easy");
        assertThat(p.schedulerSpec("easy:x=1")).isEqualTo("easy:x=1");
        assertThat(p.schedulerSpec("conservative:5")).isEqualTo("conservative:5");
        assertThat(p.schedulerSpec("conservative:zero=none:5")).isEqualTo("conservative:zero=none:5");
    }

    @Test
    void aProfileOptionWithoutValueIsAKeyOfItsOwn() {
        NamedProfile p = custom("t", Map.of("x", List.of("flag", "k=v")));
        assertThat(p.schedulerSpec("x")).isEqualTo("x:flag:k=v");
        assertThat(p.schedulerSpec("x:k=1")).isEqualTo("x:k=1:flag");
        assertThat(p.schedulerSpec("x:flag=no")).isEqualTo("x:flag=no:k=v");
        // a part with "=" is a key=value part even when its key is empty (only a part without "=" is
        // positional)
        assertThat(p.schedulerSpec("x:=v")).isEqualTo("x:=v:flag:k=v");
    }

    @Test
    void explicitConventionsOverlayTheBundleInItsOrder() {
        Map<String, String> explicit = new LinkedHashMap<>();
        explicit.put("procs", "allocated");
        explicit.put("status", "1");
        assertThat(NamedProfiles.FATTREE_2009.with(explicit))
                .containsExactly(
                        Map.entry("procs", "allocated"),
                        Map.entry("invalid", "zero-runtime"),
                        Map.entry("oversize", "drop"),
                        Map.entry("overrun", "cut"),
                        Map.entry("status", "1"));
        assertThat(NamedProfiles.DEFAULT.with(Map.of())).isEmpty();
    }

    @Test
    void conventionsAreDescribedAsKeyValueWords() {
        assertThat(NamedProfiles.DEFAULT.describeConventions()).isEqualTo("(project defaults)");
        assertThat(NamedProfiles.ACCASIM.describeConventions()).isEqualTo("procs=requested oversize=drop");
        assertThat(NamedProfiles.FATTREE_2009.describeConventions())
                .isEqualTo("procs=requested invalid=zero-runtime oversize=drop overrun=cut");
    }

    @Test
    void theBuiltInsAreKnownByNameUntilOthersAreInstalled() {
        assertThat(NamedProfiles.all().keySet())
                .containsExactly("default", "fattree-2009", "premas", "pyss", "alea", "accasim");
        assertThat(NamedProfiles.get("--profile", "pyss")).isSameAs(NamedProfiles.PYSS);
        assertThatThrownBy(() -> NamedProfiles.get("--profile", "nope"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--profile: unknown profile 'nope' (known: default, fattree-2009, premas, pyss, alea,"
                        + " accasim)");

        NamedProfile zeta = custom("zeta", Map.of());
        NamedProfile alpha = custom("alpha", Map.of());
        NamedProfiles.use(
                Map.of("zeta", zeta, "premas", NamedProfiles.PREMAS, "alpha", alpha, "pyss", NamedProfiles.PYSS));
        // built-ins first in their order, then the others by name
        assertThat(NamedProfiles.all().keySet()).containsExactly("premas", "pyss", "alpha", "zeta");
        assertThat(NamedProfiles.get("x", "alpha")).isSameAs(alpha);
        assertThatThrownBy(() -> NamedProfiles.get("x", "default"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("x: unknown profile 'default' (known: premas, pyss, alpha, zeta)");
    }

    @Test
    void aRegistryThatMisnamesAProfileIsRefused() {
        assertThatThrownBy(() -> NamedProfiles.use(Map.of("pyss", custom("pyss", Map.of()))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("profile 'pyss' is bound to another profile");
        assertThatThrownBy(() -> NamedProfiles.use(Map.of("one", custom("two", Map.of()))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("profile registered as 'one' is called 'two'");
        // a refused registry leaves the profiles in use as they were
        assertThat(NamedProfiles.all()).isEqualTo(NamedProfiles.BUILT_IN);
    }

    @Test
    void theSizeFieldFallsBackOnlyWhenItsValueIsUnknownAndTheOtherIsKnown() {
        assertThat(ProcessorField.ALLOCATED.select(1, 5)).isEqualTo(1);
        assertThat(ProcessorField.ALLOCATED.select(0, 5)).isEqualTo(5);
        assertThat(ProcessorField.ALLOCATED.select(-1, 5)).isEqualTo(5);
        assertThat(ProcessorField.REQUESTED.select(7, 1)).isEqualTo(1);
        assertThat(ProcessorField.REQUESTED.select(7, 0)).isEqualTo(7);
        assertThat(ProcessorField.ALLOCATED_ONLY.select(0, 5)).isZero();

        assertThat(ProcessorField.ALLOCATED.fellBack(0, 5)).isTrue();
        assertThat(ProcessorField.ALLOCATED.fellBack(0, 1)).isTrue();
        assertThat(ProcessorField.ALLOCATED.fellBack(1, 5)).isFalse();
        assertThat(ProcessorField.ALLOCATED.fellBack(0, 0)).isFalse();
        assertThat(ProcessorField.ALLOCATED.fellBack(-1, -1)).isFalse();
        assertThat(ProcessorField.REQUESTED.fellBack(5, 0)).isTrue();
        assertThat(ProcessorField.REQUESTED.fellBack(1, 0)).isTrue();
        assertThat(ProcessorField.REQUESTED.fellBack(5, 1)).isFalse();
        assertThat(ProcessorField.REQUESTED.fellBack(0, 0)).isFalse();
        assertThat(ProcessorField.ALLOCATED_ONLY.fellBack(0, 5)).isFalse();
    }
}
