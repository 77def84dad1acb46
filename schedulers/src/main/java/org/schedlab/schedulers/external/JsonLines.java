package org.schedlab.schedulers.external;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
import org.schedlab.schedulers.external.Protocol.Question;
import org.schedlab.schedulers.external.Protocol.Start;
import org.schedlab.schedulers.external.Protocol.Started;
import org.schedlab.schedulers.external.Protocol.Welcome;

/**
 * The protocol's messages as JSON lines (the wire form of {@link Protocol}; {@code docs/python.md}
 * shows a whole exchange). The pass, the most frequent line, is kept short: one-letter keys, jobs
 * as arrays, empty lists left out:
 *
 * <pre>{@code
 * engine:  {"schedlab":1,"processors":100,"counts":true,"placements":true}
 * decider: {"schedlab":1,"name":"fcfs.py"}
 * engine:  {"t":60,"a":[[7,60,16,3600]],"d":[[3,58.5]],"f":40}
 * decider: {"s":[7]}
 * engine:  {"end":9000,"d":[[7,3660]]}
 * }</pre>
 *
 * An arrival is {@code [id, submit, processors, estimate]} (plus the request's shape on a
 * topology), a start made on the decider's behalf {@code "e":[[id, start]]}, a departure {@code
 * [id, end]}, a held count {@code "h":[[id, processors]]}. A decision
 * is {@code {"s":[...]}} with job ids, or {@code [id, [processor ids]]} to name the processors,
 * and optionally {@code "w":N} (ask again only when N processors are free) and {@code
 * "q":{"fits":[ids]}} or {@code "q":{"admit":id,"head":id}}, answered with
 * {@code {"fits":[true,false],"f":F}} or {@code {"admit":true,"shadow":S,"f":F}}. Unknown keys in a
 * decider's line are errors.
 */
final class JsonLines {
    private JsonLines() {}

    static String welcome(Welcome w) {
        return "{\"schedlab\":" + w.version() + ",\"processors\":" + w.processors() + ",\"counts\":" + w.counts()
                + ",\"placements\":" + w.placements() + "}";
    }

    /** Appends the line of {@code m} (without the newline) to {@code b}. */
    static void message(StringBuilder b, Message m) {
        if (m instanceof Pass p) {
            b.append("{\"t\":");
            Json.appendNumber(b, p.now());
            events(b, p.arrivals(), p.started(), p.departures(), p.held());
            b.append(",\"f\":").append(p.free()).append('}');
        } else if (m instanceof FitsReply r) {
            b.append("{\"fits\":[");
            for (int i = 0; i < r.fits().size(); i++) {
                b.append(i == 0 ? "" : ",").append(r.fits().get(i));
            }
            b.append(']');
            held(b, r.held());
            b.append(",\"f\":").append(r.free()).append('}');
        } else if (m instanceof AdmitReply r) {
            b.append("{\"admit\":").append(r.admitted()).append(",\"shadow\":");
            if (Double.isNaN(r.shadow())) {
                b.append("null");
            } else {
                Json.appendNumber(b, r.shadow());
            }
            held(b, r.held());
            b.append(",\"f\":").append(r.free()).append('}');
        } else {
            throw new IllegalArgumentException("not a message: " + m);
        }
    }

    static String end(End e) {
        StringBuilder b = new StringBuilder("{\"end\":");
        Json.appendNumber(b, e.now());
        events(b, e.arrivals(), e.started(), e.departures(), e.held());
        return b.append('}').toString();
    }

    private static void events(
            StringBuilder b,
            List<Arrival> arrivals,
            List<Started> started,
            List<Departure> departures,
            List<Held> held) {
        if (!arrivals.isEmpty()) {
            b.append(",\"a\":[");
            for (int i = 0; i < arrivals.size(); i++) {
                Arrival a = arrivals.get(i);
                b.append(i == 0 ? "[" : ",[").append(a.id()).append(',');
                Json.appendNumber(b, a.submit());
                b.append(',').append(a.processors()).append(',');
                Json.appendNumber(b, a.estimate());
                if (a.shape() != null) {
                    b.append(',');
                    Json.appendString(b, a.shape());
                }
                b.append(']');
            }
            b.append(']');
        }
        if (!started.isEmpty()) {
            b.append(",\"e\":[");
            for (int i = 0; i < started.size(); i++) {
                b.append(i == 0 ? "[" : ",[").append(started.get(i).id()).append(',');
                Json.appendNumber(b, started.get(i).start());
                b.append(']');
            }
            b.append(']');
        }
        departures(b, departures);
        held(b, held);
    }

    private static void departures(StringBuilder b, List<Departure> departures) {
        if (departures.isEmpty()) {
            return;
        }
        b.append(",\"d\":[");
        for (int i = 0; i < departures.size(); i++) {
            Departure d = departures.get(i);
            b.append(i == 0 ? "[" : ",[").append(d.id()).append(',');
            Json.appendNumber(b, d.end());
            b.append(']');
        }
        b.append(']');
    }

    private static void held(StringBuilder b, List<Held> held) {
        if (held.isEmpty()) {
            return;
        }
        b.append(",\"h\":[");
        for (int i = 0; i < held.size(); i++) {
            b.append(i == 0 ? "[" : ",[")
                    .append(held.get(i).id())
                    .append(',')
                    .append(held.get(i).processors())
                    .append(']');
        }
        b.append(']');
    }

    /**
     * Reads the decider's greeting: {@code {"schedlab":VERSION[,"name":TEXT][,"every_pass":BOOL][,"eager":BOOL]}}.
     *
     * @throws DeciderFailure for a line that is not such an object
     */
    static Greeting greeting(String line) {
        Map<String, Object> m = object(line, "a greeting {\"schedlab\":VERSION,...}");
        Object version = m.get("schedlab");
        if (!(version instanceof Long v) || v < 0 || v > Integer.MAX_VALUE) {
            throw new DeciderFailure("the greeting needs \"schedlab\": the protocol version as an integer, got "
                    + (m.containsKey("schedlab") ? "'" + version + "'" : "nothing") + " in " + clip(line));
        }
        String name = "";
        boolean everyPass = false;
        boolean eager = false;
        for (Map.Entry<String, Object> e : m.entrySet()) {
            switch (e.getKey()) {
                case "schedlab" -> {}
                case "name" -> {
                    if (!(e.getValue() instanceof String s)) {
                        throw new DeciderFailure("the greeting's \"name\" must be a string in " + clip(line));
                    }
                    name = s;
                }
                case "every_pass" -> {
                    if (!(e.getValue() instanceof Boolean b)) {
                        throw new DeciderFailure(
                                "the greeting's \"every_pass\" must be true or false in " + clip(line));
                    }
                    everyPass = b;
                }
                case "eager" -> {
                    if (!(e.getValue() instanceof Boolean b)) {
                        throw new DeciderFailure("the greeting's \"eager\" must be true or false in " + clip(line));
                    }
                    eager = b;
                }
                default ->
                    throw new DeciderFailure("unknown key \"" + e.getKey() + "\" in the greeting " + clip(line)
                            + " (known: schedlab, name, every_pass, eager)");
            }
        }
        return new Greeting(v.intValue(), name, everyPass, eager);
    }

    /**
     * Reads a decision: {@code {"s":[STARTS...], "q":QUESTION, "w":PROCESSORS}}, all optional.
     *
     * @throws DeciderFailure for a line that is not such an object
     */
    static Decision decision(String line) {
        Map<String, Object> m = object(line, "a decision {\"s\":[...]}");
        List<Start> starts = List.of();
        Question question = null;
        int wake = 0;
        for (Map.Entry<String, Object> e : m.entrySet()) {
            switch (e.getKey()) {
                case "s" -> starts = starts(e.getValue(), line);
                case "q" -> question = question(e.getValue(), line);
                case "w" -> wake = integer(e.getValue(), "\"w\" (processors)", line);
                default ->
                    throw new DeciderFailure(
                            "unknown key \"" + e.getKey() + "\" in the decision " + clip(line) + " (known: s, q, w)");
            }
        }
        return new Decision(starts, question, wake);
    }

    private static List<Start> starts(Object value, String line) {
        if (!(value instanceof List<?> list)) {
            throw new DeciderFailure("\"s\" must be a list of job ids in " + clip(line));
        }
        List<Start> starts = new ArrayList<>(list.size());
        for (Object o : list) {
            if (o instanceof List<?> pair) {
                if (pair.size() != 2 || !(pair.get(1) instanceof List<?> ids)) {
                    throw new DeciderFailure(
                            "a start with processors is [id, [processor ids]], got " + o + " in " + clip(line));
                }
                List<Integer> processors = new ArrayList<>(ids.size());
                for (Object p : ids) {
                    processors.add(integer(p, "a processor id", line));
                }
                starts.add(new Start(integer(pair.get(0), "a job id", line), processors));
            } else {
                starts.add(new Start(integer(o, "a job id", line)));
            }
        }
        return starts;
    }

    private static Question question(Object value, String line) {
        if (!(value instanceof Map<?, ?> q)) {
            throw new DeciderFailure(
                    "\"q\" must be an object, {\"fits\":[ids]} or {\"admit\":id,\"head\":id}, in " + clip(line));
        }
        if (q.containsKey("fits") && q.size() == 1) {
            if (!(q.get("fits") instanceof List<?> ids) || ids.isEmpty()) {
                throw new DeciderFailure("\"fits\" must be a non-empty list of job ids in " + clip(line));
            }
            List<Integer> out = new ArrayList<>(ids.size());
            for (Object o : ids) {
                out.add(integer(o, "a job id", line));
            }
            return new Fits(out);
        }
        if (q.containsKey("admit") && q.containsKey("head") && q.size() == 2) {
            return new Admit(integer(q.get("admit"), "a job id", line), integer(q.get("head"), "a job id", line));
        }
        throw new DeciderFailure("unknown question " + value + " in " + clip(line)
                + " (known: {\"fits\":[ids]}, {\"admit\":id,\"head\":id})");
    }

    private static int integer(Object o, String what, String line) {
        if (o instanceof Long n && n >= Integer.MIN_VALUE && n <= Integer.MAX_VALUE) {
            return n.intValue();
        }
        throw new DeciderFailure(
                what + " must be an integer, got " + (o instanceof String ? "\"" + o + "\"" : o) + " in " + clip(line));
    }

    /** {@code line}, cut to 200 characters for a message. */
    static String clip(String line) {
        return line.length() <= 200 ? line : line.substring(0, 200) + "... (" + line.length() + " characters)";
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(String line, String expected) {
        Object o = Json.parse(line);
        if (!(o instanceof Map)) {
            throw new DeciderFailure("expected " + expected + ", got " + clip(line));
        }
        return (Map<String, Object>) o;
    }
}
