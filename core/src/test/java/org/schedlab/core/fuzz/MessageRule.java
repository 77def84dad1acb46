package org.schedlab.core.fuzz;

import java.util.List;
import java.util.regex.Pattern;

/**
 * What the message of a refusal must say: a non-empty message that names where the problem is.
 * Returns null when the message is fine, otherwise what is wrong with it.
 */
@FunctionalInterface
public interface MessageRule {
    /** Null when {@code message} is acceptable, else the reason it is not. */
    String problem(String message);

    /** Any non-blank message. */
    static MessageRule nonEmpty() {
        return m -> m == null || m.isBlank() ? "empty message" : null;
    }

    /** A message that starts with {@code file + ":" + line + ":"}. */
    static MessageRule fileAndLine(String file) {
        Pattern p = Pattern.compile(Pattern.quote(file) + ":[1-9][0-9]*: \\S.*", Pattern.DOTALL);
        return m -> m == null || !p.matcher(m).matches() ? "does not start with '" + file + ":LINE: '" : null;
    }

    /** A message that mentions one of {@code names} (a file, an option such as {@code --machine}). */
    static MessageRule mentions(List<String> names) {
        return m -> m != null && names.stream().anyMatch(m::contains) ? null : "names none of " + names;
    }

    /** Accepted when either rule accepts. */
    default MessageRule or(MessageRule other) {
        return m -> {
            String a = problem(m);
            if (a == null) {
                return null;
            }
            String b = other.problem(m);
            return b == null ? null : a + ", and " + b;
        };
    }

    /** Accepted when both rules accept. */
    default MessageRule and(MessageRule other) {
        return m -> {
            String a = problem(m);
            return a != null ? a : other.problem(m);
        };
    }
}
