package org.schedlab.schedulers.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.schedulers.external.Protocol.Admit;
import org.schedlab.schedulers.external.Protocol.AdmitReply;
import org.schedlab.schedulers.external.Protocol.Arrival;
import org.schedlab.schedulers.external.Protocol.Decision;
import org.schedlab.schedulers.external.Protocol.Departure;
import org.schedlab.schedulers.external.Protocol.End;
import org.schedlab.schedulers.external.Protocol.Fits;
import org.schedlab.schedulers.external.Protocol.FitsReply;
import org.schedlab.schedulers.external.Protocol.Greeting;
import org.schedlab.schedulers.external.Protocol.Held;
import org.schedlab.schedulers.external.Protocol.Message;
import org.schedlab.schedulers.external.Protocol.Pass;
import org.schedlab.schedulers.external.Protocol.Start;
import org.schedlab.schedulers.external.Protocol.Started;
import org.schedlab.schedulers.external.Protocol.Welcome;

/** The wire form of every message, as docs/python.md shows it. */
class JsonLinesTest {
    private static String line(Message m) {
        StringBuilder b = new StringBuilder();
        JsonLines.message(b, m);
        return b.toString();
    }

    @Test
    void engineLines() {
        assertThat(JsonLines.welcome(new Welcome(1, 100, true, true)))
                .isEqualTo("{\"schedlab\":1,\"processors\":100,\"counts\":true,\"placements\":true}");
        assertThat(line(new Pass(60, List.of(new Arrival(7, 60, 16, 3600, null)), List.of(), List.of(), List.of(), 40)))
                .isEqualTo("{\"t\":60,\"a\":[[7,60,16,3600]],\"f\":40}");
        assertThat(line(new Pass(
                        61.5,
                        List.of(new Arrival(8, 60.25, 4, 30, "2x2"), new Arrival(9, 61, 1, 0.5, null)),
                        List.of(new Started(9, 61)),
                        List.of(new Departure(3, 58.5)),
                        List.of(new Held(7, 32)),
                        4)))
                .isEqualTo("{\"t\":61.5,\"a\":[[8,60.25,4,30,\"2x2\"],[9,61,1,0.5]],\"e\":[[9,61]],\"d\":[[3,58.5]],"
                        + "\"h\":[[7,32]],\"f\":4}");
        assertThat(line(new FitsReply(List.of(true, false), List.of(), 12)))
                .isEqualTo("{\"fits\":[true,false],\"f\":12}");
        assertThat(line(new AdmitReply(true, 7200, List.of(new Held(5, 8)), 3)))
                .isEqualTo("{\"admit\":true,\"shadow\":7200,\"h\":[[5,8]],\"f\":3}");
        assertThat(line(new AdmitReply(false, Double.NaN, List.of(), 3)))
                .isEqualTo("{\"admit\":false,\"shadow\":null,\"f\":3}");
        assertThat(JsonLines.end(new End(9000, List.of(), List.of(), List.of(new Departure(7, 3660)), List.of())))
                .isEqualTo("{\"end\":9000,\"d\":[[7,3660]]}");
    }

    @Test
    void greetings() {
        assertThat(JsonLines.greeting("{\"schedlab\":1}")).isEqualTo(new Greeting(1, "", false, false));
        assertThat(JsonLines.greeting("{\"schedlab\":1,\"name\":\"fcfs.py\",\"every_pass\":true,\"eager\":true}"))
                .isEqualTo(new Greeting(1, "fcfs.py", true, true));
        assertThatThrownBy(() -> JsonLines.greeting("{\"name\":\"x\"}"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("the greeting needs \"schedlab\": the protocol version as an integer, got nothing in"
                        + " {\"name\":\"x\"}");
        assertThatThrownBy(() -> JsonLines.greeting("{\"schedlab\":1,\"fast\":true}"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("unknown key \"fast\" in the greeting {\"schedlab\":1,\"fast\":true} (known: schedlab,"
                        + " name, every_pass, eager)");
        assertThatThrownBy(() -> JsonLines.greeting("[1]"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("expected a greeting {\"schedlab\":VERSION,...}, got [1]");
    }

    @Test
    void decisions() {
        assertThat(JsonLines.decision("{}")).isEqualTo(Decision.NONE);
        assertThat(JsonLines.decision("{\"s\":[4,2]}")).isEqualTo(Decision.start(4, 2));
        assertThat(JsonLines.decision("{\"s\":[4],\"w\":16}"))
                .isEqualTo(Decision.start(4).wakeAt(16));
        assertThat(JsonLines.decision("{\"s\":[[4,[3,1]],5]}"))
                .isEqualTo(new Decision(List.of(new Start(4, List.of(3, 1)), new Start(5)), null, 0));
        assertThat(JsonLines.decision("{\"s\":[1],\"q\":{\"fits\":[2,3]}}"))
                .isEqualTo(new Decision(List.of(new Start(1)), new Fits(List.of(2, 3)), 0));
        assertThat(JsonLines.decision("{\"q\":{\"admit\":5,\"head\":2}}"))
                .isEqualTo(new Decision(List.of(), new Admit(5, 2), 0));
    }

    @Test
    void malformedDecisions() {
        assertThatThrownBy(() -> JsonLines.decision("{\"start\":[1]}"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("unknown key \"start\" in the decision {\"start\":[1]} (known: s, q, w)");
        assertThatThrownBy(() -> JsonLines.decision("{\"s\":[\"7\"]}"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("a job id must be an integer, got \"7\" in {\"s\":[\"7\"]}");
        assertThatThrownBy(() -> JsonLines.decision("{\"s\":[7.5]}"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("a job id must be an integer, got 7.5 in {\"s\":[7.5]}");
        assertThatThrownBy(() -> JsonLines.decision("{\"s\":7}"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("\"s\" must be a list of job ids in {\"s\":7}");
        assertThatThrownBy(() -> JsonLines.decision("{\"s\":[[7]]}"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("a start with processors is [id, [processor ids]], got [7] in {\"s\":[[7]]}");
        assertThatThrownBy(() -> JsonLines.decision("{\"q\":{\"shadow\":1}}"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("unknown question {shadow=1} in {\"q\":{\"shadow\":1}} (known: {\"fits\":[ids]},"
                        + " {\"admit\":id,\"head\":id})");
        assertThatThrownBy(() -> JsonLines.decision("{\"q\":{\"fits\":[]}}"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("\"fits\" must be a non-empty list of job ids in {\"q\":{\"fits\":[]}}");
        assertThatThrownBy(() -> JsonLines.decision("started 7"))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage("malformed JSON at column 1: unexpected 's'");
        String longLine = "{\"s\":[" + "1,".repeat(200) + "\"x\"]}";
        assertThatThrownBy(() -> JsonLines.decision(longLine))
                .isInstanceOf(DeciderFailure.class)
                .hasMessageEndingWith("... (" + longLine.length() + " characters)");
    }
}
