package org.schedlab.core.sched;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.schedlab.core.spec.BadInputException;

/** Event orders and pass modes spelled and parsed back. */
class SpellingsTest {
    @Test
    void eventOrdersSpellTheirSwitchesInAFixedOrder() {
        assertThat(EventOrder.DEFAULT.isDefault()).isTrue();
        assertThat(EventOrder.DEFAULT.spelling()).isEqualTo("departures-first");
        assertThat(new EventOrder(false, false, false).isDefault()).isTrue();
        assertThat(new EventOrder(true, false, false).isDefault()).isFalse();
        assertThat(new EventOrder(false, true, false).isDefault()).isFalse();
        assertThat(new EventOrder(false, false, true).isDefault()).isFalse();
        assertThat(new EventOrder(true, false, false).spelling()).isEqualTo("arrivals-first");
        assertThat(new EventOrder(false, true, false).spelling()).isEqualTo("ends-by-start");
        assertThat(new EventOrder(false, false, true).spelling()).isEqualTo("on-time-ends-first");
        assertThat(new EventOrder(true, true, true).spelling())
                .isEqualTo("arrivals-first+ends-by-start+on-time-ends-first");
    }

    @Test
    void everyEventOrderParsesBackFromItsSpelling() {
        for (boolean a : new boolean[] {false, true}) {
            for (boolean b : new boolean[] {false, true}) {
                for (boolean c : new boolean[] {false, true}) {
                    EventOrder o = new EventOrder(a, b, c);
                    assertThat(EventOrder.parse("--event-order", o.spelling())).isEqualTo(o);
                }
            }
        }
        assertThat(EventOrder.parse("--event-order", " ends-by-start + arrivals-first "))
                .isEqualTo(new EventOrder(true, true, false));
    }

    @Test
    void passModesSpellAndParse() {
        assertThat(PassMode.PER_TIME.spelling()).isEqualTo("per-time");
        assertThat(PassMode.parse("--pass", "per-event")).isEqualTo(PassMode.PER_EVENT);
        assertThat(PassMode.parse("--pass", "per-time")).isEqualTo(PassMode.PER_TIME);
        assertThatThrownBy(() -> PassMode.parse("--pass", "per_time"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--pass: unknown pass mode 'per_time' (known: per-time, per-event)");
    }

    @Test
    void aSchedulerDoesNotKillUnlessItSaysSo() {
        Scheduler s = new Scheduler() {
            @Override
            public void onArrival(org.schedlab.core.job.Job job, SchedulerContext ctx) {}

            @Override
            public void onDeparture(org.schedlab.core.job.Job job, SchedulerContext ctx) {}

            @Override
            public int waiting() {
                return 0;
            }
        };
        assertThat(s.mayKill()).isFalse();
    }
}
