package org.schedlab.schedulers.external;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the {@code CMD} of {@code external:CMD} into the words of a command line, as a shell
 * would split a simple command but without expanding anything: words are separated by blanks;
 * inside single quotes every character is literal; inside double quotes a backslash escapes
 * {@code "} and {@code \}; elsewhere a backslash makes the next character literal. No variables,
 * globs, pipes or redirections: a command that needs them is run through {@code sh -c '...'}.
 */
final class CommandWords {
    private CommandWords() {}

    /**
     * The words of {@code text}.
     *
     * @throws IllegalArgumentException for an unterminated quote or a command with no word
     */
    static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\'') {
                int close = text.indexOf('\'', i + 1);
                if (close < 0) {
                    throw new IllegalArgumentException("unterminated ' in the command");
                }
                word.append(text, i + 1, close);
                i = close;
                inWord = true;
            } else if (c == '"') {
                int j = i + 1;
                while (j < text.length() && text.charAt(j) != '"') {
                    char d = text.charAt(j);
                    if (d == '\\'
                            && j + 1 < text.length()
                            && (text.charAt(j + 1) == '"' || text.charAt(j + 1) == '\\')) {
                        j++;
                        d = text.charAt(j);
                    }
                    word.append(d);
                    j++;
                }
                if (j >= text.length()) {
                    throw new IllegalArgumentException("unterminated \" in the command");
                }
                i = j;
                inWord = true;
            } else if (c == '\\' && i + 1 < text.length()) {
                word.append(text.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("no command");
        }
        return words;
    }
}
