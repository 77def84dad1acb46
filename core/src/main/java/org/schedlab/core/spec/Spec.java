package org.schedlab.core.spec;

import java.util.List;
import java.util.Locale;

/**
 * A parsed spec string {@code name[:arg[:arg...]]} as typed on the command line, e.g. {@code
 * window:240}, {@code mesh:32x32}, {@code swf:traces/KTH.swf.gz}. The {@code option} it came from
 * (e.g. {@code --scheduler}) is kept so that error messages can name it.
 *
 * @param option the command-line option the spec was given to, for messages
 * @param text the spec string as typed
 * @param name the part before the first colon
 * @param args the colon-separated arguments after the name
 */
public record Spec(String option, String text, String name, List<String> args) {
    public Spec {
        args = List.copyOf(args);
    }

    /**
     * Parses {@code text}. For names in {@code pathNames} (such as {@code swf}) everything after the
     * first colon is one argument, so paths may contain colons.
     */
    public static Spec parse(String option, String text, String... pathNames) {
        if (text == null || text.isBlank()) {
            throw new BadInputException(option + ": empty spec");
        }
        String trimmed = text.strip();
        int colon = trimmed.indexOf(':');
        String name = colon < 0 ? trimmed : trimmed.substring(0, colon);
        if (name.isEmpty()) {
            throw new BadInputException(option + " '" + text + "': missing name before ':'");
        }
        if (colon < 0) {
            return new Spec(option, trimmed, name, List.of());
        }
        String rest = trimmed.substring(colon + 1);
        for (String p : pathNames) {
            if (p.equals(name)) {
                return new Spec(option, trimmed, name, List.of(rest));
            }
        }
        return new Spec(option, trimmed, name, List.of(rest.split(":", -1)));
    }

    /** A spec with no option context (tests, programmatic use). */
    public static Spec of(String text) {
        return parse("spec", text);
    }

    /** The i-th argument, or a clear error naming the expected form. */
    public String arg(int i, String usage) {
        if (i >= args.size() || args.get(i).isEmpty()) {
            throw error("expected " + usage);
        }
        return args.get(i);
    }

    /** The i-th argument as an integer {@code >= min}. {@code inf} or {@code ∞} is not accepted. */
    public int intArg(int i, String what, int min) {
        String s = arg(i, what);
        int v;
        try {
            v = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            if (s.matches("[+-]?\\d+")) {
                throw error(
                        what + " is out of range: must be between " + min + " and " + Integer.MAX_VALUE + ", got " + s);
            }
            throw error(what + " must be an integer, got '" + s + "'");
        }
        if (v < min) {
            throw error(what + " must be >= " + min + ", got " + v);
        }
        return v;
    }

    /**
     * {@code text}, a part of this spec (a mesh side, say), as an integer in {@code [min, max]}; the
     * message of a part that is not an integer ends with {@code expected USAGE}.
     */
    public int intPart(String text, String what, int min, int max, String usage) {
        int v;
        try {
            v = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw error(what + " must be an integer, got '" + text + "'; expected " + usage);
        }
        if (v < min || v > max) {
            throw error(what + " must be in [" + min + ", " + max + "], got " + v);
        }
        return v;
    }

    /**
     * The i-th argument as an integer {@code >= min}, where {@code inf}, {@code infinity} and {@code
     * ∞} mean {@link Integer#MAX_VALUE}.
     */
    public int intOrInfArg(int i, String what, int min) {
        String s = arg(i, what).toLowerCase(Locale.ROOT);
        if (s.equals("inf") || s.equals("infinity") || s.equals("∞")) {
            return Integer.MAX_VALUE;
        }
        return intArg(i, what, min);
    }

    /** The i-th argument as a finite double within {@code [min, max]}. */
    public double doubleArg(int i, String what, double min, double max) {
        String s = arg(i, what);
        double v;
        try {
            v = Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw error(what + " must be a number, got '" + s + "'");
        }
        if (!(v >= min && v <= max)) {
            throw error(what + " must be in [" + min + ", " + max + "], got " + s);
        }
        return v;
    }

    /** Fails unless the spec has between {@code min} and {@code max} arguments. */
    public Spec requireArgs(int min, int max, String usage) {
        if (args.size() < min || args.size() > max) {
            throw error("expected " + usage);
        }
        return this;
    }

    /** A bad-input error that names the option and the spec string. */
    public BadInputException error(String message) {
        return new BadInputException(option + " '" + text + "': " + message);
    }
}
