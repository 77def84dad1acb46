package org.schedlab.core.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One way of damaging an input. Every mutation is a pure function of the input bytes and the
 * random generator, so a fixed seed gives the same inputs on every run. Mutations that work on text
 * see the bytes as lines (split at {@code \n}) of fields (split at blanks, commas, colons,
 * semicolons and {@code =}); bytes that are not valid UTF-8 are left alone.
 */
public enum Mutation {
    /** Cuts the input at a random position. */
    TRUNCATE(6) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            return in.length == 0 ? in : slice(in, 0, rnd.nextInt(in.length));
        }
    },
    /** Flips one to four random bits. */
    FLIP_BITS(8) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            if (in.length == 0) {
                return in;
            }
            byte[] out = in.clone();
            for (int i = 1 + rnd.nextInt(4); i > 0; i--) {
                out[rnd.nextInt(out.length)] ^= (byte) (1 << rnd.nextInt(8));
            }
            return out;
        }
    },
    /** Inserts a delimiter or other character that readers treat specially. */
    INSERT_SPECIAL(8) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            return insert(in, rnd.nextInt(in.length + 1), pick(rnd, SPECIALS).getBytes(StandardCharsets.UTF_8));
        }
    },
    /** Deletes a random range of bytes. */
    DELETE_RANGE(5) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            if (in.length == 0) {
                return in;
            }
            int from = rnd.nextInt(in.length);
            int to = Math.min(in.length, from + 1 + rnd.nextInt(16));
            return concat(slice(in, 0, from), slice(in, to, in.length));
        }
    },
    /** Swaps two fields of one line. */
    SWAP_FIELDS(8) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            return editFields(in, rnd, fields -> {
                int a = rnd.nextInt(fields.size());
                int b = rnd.nextInt(fields.size());
                String t = fields.get(a);
                fields.set(a, fields.get(b));
                fields.set(b, t);
            });
        }
    },
    /** Repeats one field of a line. */
    DUPLICATE_FIELD(5) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            return editFields(in, rnd, fields -> {
                int a = rnd.nextInt(fields.size());
                fields.add(a, fields.get(a));
            });
        }
    },
    /** Removes one field of a line. */
    DELETE_FIELD(5) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            return editFields(in, rnd, fields -> fields.remove(rnd.nextInt(fields.size())));
        }
    },
    /** Replaces one field by an extreme or malformed number. */
    NUMBER(14) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            return editFields(in, rnd, fields -> {
                // mostly a field that holds a number already: that is where readers convert text
                List<Integer> numeric = new ArrayList<>();
                for (int i = 0; i < fields.size(); i++) {
                    if (fields.get(i).chars().anyMatch(Character::isDigit)) {
                        numeric.add(i);
                    }
                }
                // one to three fields at once: products and sums of two fields overflow too
                for (int n = 1 + rnd.nextInt(3); n > 0; n--) {
                    int a = numeric.isEmpty() || rnd.nextInt(5) == 0
                            ? rnd.nextInt(fields.size())
                            : numeric.get(rnd.nextInt(numeric.size()));
                    fields.set(a, latin1(pick(rnd, NUMBERS)));
                }
            });
        }
    },
    /** Repeats, removes or swaps whole lines. */
    LINES(6) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            List<String> lines = lines(in);
            if (lines.isEmpty()) {
                return in;
            }
            int a = rnd.nextInt(lines.size());
            int b = rnd.nextInt(lines.size());
            switch (rnd.nextInt(3)) {
                case 0 -> lines.add(b, lines.get(a));
                case 1 -> lines.remove(a);
                default -> {
                    String t = lines.get(a);
                    lines.set(a, lines.get(b));
                    lines.set(b, t);
                }
            }
            return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        }
    },
    /** Removes the header: the first line, or every comment line. */
    DROP_HEADER(3) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            List<String> lines = lines(in);
            if (lines.isEmpty()) {
                return in;
            }
            if (rnd.nextBoolean()) {
                lines.remove(0);
            } else {
                lines.removeIf(l -> l.startsWith(";") || l.startsWith("#"));
            }
            return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        }
    },
    /** Inserts bytes that are not valid UTF-8 (lone continuation, truncated sequence, surrogate, overlong). */
    NON_UTF8(5) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            byte[][] bad = {
                {(byte) 0xff},
                {(byte) 0xfe, (byte) 0xff},
                {(byte) 0xc3},
                {(byte) 0x80},
                {(byte) 0xed, (byte) 0xa0, (byte) 0x80},
                {(byte) 0xc0, (byte) 0x80},
                {(byte) 0xf4, (byte) 0x90}
            };
            return insert(in, rnd.nextInt(in.length + 1), bad[rnd.nextInt(bad.length)]);
        }
    },
    /** Changes line ends to CRLF, a lone CR, or adds a byte-order mark. */
    LINE_ENDS(4) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            String s = new String(in, StandardCharsets.ISO_8859_1);
            String out = switch (rnd.nextInt(3)) {
                case 0 -> s.replace("\n", "\r\n");
                case 1 -> s.replace("\n", "\r");
                default -> "\u00ef\u00bb\u00bf" + s; // UTF-8 BOM, kept as bytes by ISO-8859-1
            };
            return out.getBytes(StandardCharsets.ISO_8859_1);
        }
    },
    /** Inserts a line or field of a million characters. */
    HUGE_LINE(1) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            String unit = pick(rnd, new String[] {"9", " ", "a", "1,", "x", ";", "\""});
            byte[] huge = unit.repeat(HUGE / unit.length()).getBytes(StandardCharsets.UTF_8);
            return insert(in, rnd.nextInt(in.length + 1), huge);
        }
    },
    /** Replaces the input by something almost empty. */
    EMPTY(1) {
        @Override
        byte[] apply(byte[] in, SplittableRandom rnd) {
            return pick(rnd, new String[] {"", "\n", " ", "\r\n", "\t\n\n", "\0"})
                    .getBytes(StandardCharsets.UTF_8);
        }
    };

    /** Length of the lines {@link #HUGE_LINE} inserts (10^6 characters). */
    public static final int HUGE = 1_000_000;

    /** Numbers near and beyond every limit, and number-like text readers must refuse. */
    static final String[] NUMBERS = {
        "0",
        "-0",
        "-1",
        "1",
        "2147483647",
        "2147483648",
        "-2147483648",
        "-2147483649",
        "4294967296",
        "9223372036854775807",
        "9223372036854775808",
        "99999999999999999999999999",
        "1e308",
        "1.8e308",
        "1e309",
        "-1e309",
        "1e-320",
        "4.9e-324",
        "-1e308",
        "NaN",
        "nan",
        "Infinity",
        "-Infinity",
        "inf",
        "\u221e",
        "0x10",
        "0x1p3",
        "1_000",
        "1d",
        "1f",
        "1L",
        "+5",
        "5.",
        ".5",
        ".",
        "-",
        "+",
        "e5",
        "1e",
        "1e+",
        "--1",
        "1.2.3",
        "\uff11\uff12",
        "\u0661",
        "",
        " ",
        "1 2",
        "3.5",
        "-3.5",
        "1e10",
        "-1e10",
        "1048576",
        "1025",
        "1024",
        "65536"
    };

    /** Delimiters and characters with meaning in one of the formats. */
    static final String[] SPECIALS = {
        ",", ":", ";", "=", "\"", "'", "#", "!", "+", "x", "\n", "\r", "\t", " ", "\0", "\\", "{", "}", "[", "]", "-",
        "*", "&", "|", "%", "\u00a0", "\u2028", "\ufeff"
    };

    private final int weight;

    Mutation(int weight) {
        this.weight = weight;
    }

    /** How often this mutation is chosen relative to the others. */
    public int weight() {
        return weight;
    }

    abstract byte[] apply(byte[] in, SplittableRandom rnd);

    /** Applies this mutation; the input array is never changed. */
    public byte[] mutate(byte[] in, SplittableRandom rnd) {
        return apply(in, rnd);
    }

    // ------------------------------------------------------------------ helpers

    static String pick(SplittableRandom rnd, String[] choices) {
        return choices[rnd.nextInt(choices.length)];
    }

    static byte[] slice(byte[] in, int from, int to) {
        byte[] out = new byte[to - from];
        System.arraycopy(in, from, out, 0, out.length);
        return out;
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    static byte[] insert(byte[] in, int at, byte[] what) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length + what.length);
        out.write(in, 0, at);
        out.write(what, 0, what.length);
        out.write(in, at, in.length - at);
        return out.toByteArray();
    }

    /** {@code s} as UTF-8 bytes held one per char, the way {@link #lines} holds the input. */
    static String latin1(String s) {
        return new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    /** The input as lines; bytes that are not UTF-8 survive through ISO-8859-1 (one char per byte). */
    static List<String> lines(byte[] in) {
        String s = new String(in, StandardCharsets.ISO_8859_1);
        List<String> out = new ArrayList<>(List.of(s.split("\n", -1)));
        if (out.size() == 1 && out.get(0).isEmpty()) {
            out.clear();
        }
        return out;
    }

    /**
     * Splits one random non-empty line into fields and separators, lets {@code edit} change the
     * field list, and joins it again with the line's separators in their order.
     */
    static byte[] editFields(byte[] in, SplittableRandom rnd, java.util.function.Consumer<List<String>> edit) {
        List<String> lines = lines(in);
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                candidates.add(i);
            }
        }
        if (candidates.isEmpty()) {
            return in;
        }
        int li = candidates.get(rnd.nextInt(candidates.size()));
        String line = lines.get(li);
        List<String> separators = new ArrayList<>();
        java.util.regex.Matcher m = SEPARATOR.matcher(line);
        while (m.find()) {
            separators.add(m.group());
        }
        List<String> fields = new ArrayList<>(List.of(SEPARATOR.split(line, -1)));
        edit.accept(fields);
        // the i-th gap keeps the i-th separator of the line, so "a=1 b=2" stays key=value words
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                b.append(separators.isEmpty() ? " " : separators.get(Math.min(i - 1, separators.size() - 1)));
            }
            b.append(fields.get(i));
        }
        lines.set(li, b.toString());
        return String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1);
    }

    private static final java.util.regex.Pattern SEPARATOR = java.util.regex.Pattern.compile("[ \\t,:;=]+");
}
