package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.schedulers.testing.Registered;

/** One small test per invalid scheduler spec, asserting the message. */
class BadSpecTest {
    @Test
    void windowZero() {
        assertThatThrownBy(() -> Registered.scheduler("window:0"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'window:0': window size K must be >= 1, got 0");
    }

    @Test
    void windowWithoutK() {
        assertThatThrownBy(() -> Registered.scheduler("window"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'window': expected window:K with K >= 1 or inf");
    }

    @Test
    void oocbNegative() {
        assertThatThrownBy(() -> Registered.scheduler("oocb:-1"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'oocb:-1': bound B must be >= 0, got -1");
    }

    @Test
    void fpfsNotANumber() {
        assertThatThrownBy(() -> Registered.scheduler("fpfs:x"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'fpfs:x': MAXJUMPS must be an integer, got 'x'");
    }

    @Test
    void fpfsInfinityIsRefused() {
        assertThatThrownBy(() -> Registered.scheduler("fpfs:inf"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'fpfs:inf': MAXJUMPS must be an integer, got 'inf'");
    }

    @Test
    void fpfsUnknownSearch() {
        assertThatThrownBy(() -> Registered.scheduler("fpfs:7:search=arrivals"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'fpfs:7:search=arrivals': unknown search 'arrivals'; known: events"
                        + " (a full pass at every event, the default), departures (a pass at every departure;"
                        + " arrivals join the queue unless nobody waits)");
    }

    @Test
    void fpfsEmptySearch() {
        assertThatThrownBy(() -> Registered.scheduler("fpfs:7:search="))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--scheduler 'fpfs:7:search=': unknown search ''; known: events");
    }

    @Test
    void fpfsUnknownOption() {
        assertThatThrownBy(() -> Registered.scheduler("fpfs:7:scan=departures"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'fpfs:7:scan=departures': unknown option 'scan=departures'; expected"
                        + " fpfs[:MAXJUMPS][:search=events|departures] with MAXJUMPS >= 0");
    }

    @Test
    void fpfsBareSearchValue() {
        assertThatThrownBy(() -> Registered.scheduler("fpfs:7:departures"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'fpfs:7:departures': unknown option 'departures'; expected"
                        + " fpfs[:MAXJUMPS][:search=events|departures] with MAXJUMPS >= 0");
    }

    @Test
    void fpfsMaxJumpsAfterTheOption() {
        assertThatThrownBy(() -> Registered.scheduler("fpfs:search=departures:7"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'fpfs:search=departures:7': expected"
                        + " fpfs[:MAXJUMPS][:search=events|departures] with MAXJUMPS >= 0");
    }

    @Test
    void fpfsTooManyArguments() {
        assertThatThrownBy(() -> Registered.scheduler("fpfs:7:search=events:search=departures"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'fpfs:7:search=events:search=departures': expected"
                        + " fpfs[:MAXJUMPS][:search=events|departures] with MAXJUMPS >= 0");
    }

    @Test
    void delayUnknownEstimator() {
        assertThatThrownBy(() -> Registered.scheduler("delay:median"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'delay:median': unknown estimator 'median'; expected delay,"
                        + " delay:cumulative, delay:running, delay:fixed:T with T >= 0, or delay:count");
    }

    @Test
    void delayNegativeFixedThreshold() {
        assertThatThrownBy(() -> Registered.scheduler("delay:fixed:-1"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--scheduler 'delay:fixed:-1': threshold T must be in [0.0, ");
    }

    @Test
    void easyTakesOnlyKillAndOrder() {
        String usage = "easy[:kill][:order=NAME][:predict=P][:head-predict=P][:tail-predict=P]"
                + "[:backfill=queue|sjf|lookahead]"
                + " with NAME one of fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf and P one of "
                + org.schedlab.schedulers.predict.RuntimePredictors.names();
        assertThatThrownBy(() -> Registered.scheduler("easy:3"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'easy:3': unknown option '3' (expected " + usage + ")");
        assertThatThrownBy(() -> Registered.scheduler("easy:kill:1"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'easy:kill:1': unknown option '1' (expected " + usage + ")");
        assertThatThrownBy(() -> Registered.scheduler("easy:kill:order=fcfs:kill"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'easy:kill:order=fcfs:kill': unknown option 'kill' (expected " + usage + ")");
        assertThatThrownBy(() -> Registered.scheduler("easy:order=sjf:order=ljf"))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        "--scheduler 'easy:order=sjf:order=ljf': unknown option 'order=ljf' (expected " + usage + ")");
    }

    @Test
    void unknownOrderListsTheKnownOnes() {
        assertThatThrownBy(() -> Registered.scheduler("easy:order=foo"))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        "--scheduler 'easy:order=foo': unknown order 'foo'; known orders: fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf");
        assertThatThrownBy(() -> Registered.scheduler("conservative:order=foo"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'conservative:order=foo': unknown order 'foo';"
                        + " known orders: fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf");
        assertThatThrownBy(() -> Registered.scheduler("easy:order="))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        "--scheduler 'easy:order=': unknown order ''; known orders: fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf");
    }

    @Test
    void easyKillTakesOnlyArrivalOrder() {
        assertThatThrownBy(() -> Registered.scheduler("easy:kill:order=sjf"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'easy:kill:order=sjf': easy:kill takes only order=fcfs: its kills are"
                        + " defined by arrival order");
    }

    @Test
    void conservativeOrderOnce() {
        assertThatThrownBy(() -> Registered.scheduler("conservative:order=sjf:order=sjf"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--scheduler 'conservative:order=sjf:order=sjf': option 'order' given twice");
    }

    @Test
    void ooTakesNoArguments() {
        assertThatThrownBy(() -> Registered.scheduler("oo:5"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'oo:5': expected oo (no arguments)");
    }

    @Test
    void externalWithoutCommand() {
        assertThatThrownBy(() -> Registered.scheduler("external"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external': expected external:[timeout=SECONDS:]CMD, a command after"
                        + " 'external:'");
    }

    @Test
    void externalWithOnlyOptions() {
        assertThatThrownBy(() -> Registered.scheduler("external:timeout=5:"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:timeout=5:': expected external:[timeout=SECONDS:]CMD, a command"
                        + " after the options");
    }

    @Test
    void externalTimeoutNotANumber() {
        assertThatThrownBy(() -> Registered.scheduler("external:timeout=soon:python3 x.py"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:timeout=soon:python3 x.py': timeout= must be a positive number"
                        + " of seconds or inf, got 'soon'");
    }

    @Test
    void externalTimeoutZero() {
        assertThatThrownBy(() -> Registered.scheduler("external:timeout=0:python3 x.py"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:timeout=0:python3 x.py': timeout= must be a positive number of"
                        + " seconds or inf, got '0'");
    }

    @Test
    void externalUnterminatedQuote() {
        assertThatThrownBy(() -> Registered.scheduler("external:python3 'my policy.py"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:python3 'my policy.py': unterminated ' in the command");
    }

    @Test
    void externalStandardStreamsTakeNoTimeout() {
        assertThatThrownBy(() -> Registered.scheduler("external:timeout=5:-"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:timeout=5:-': timeout= applies to a child process, not to"
                        + " external:- (its caller owns it)");
    }
}
