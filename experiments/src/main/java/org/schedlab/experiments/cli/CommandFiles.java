package org.schedlab.experiments.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.zip.GZIPOutputStream;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * The files a command reads and writes, declared in one place before the command does any work,
 * and checked together. Every command that names files goes through it, so that one rule holds
 * for all of them: <b>no output overwrites an input or another output</b>. Each output is compared
 * with every input and every other output by what it is on disk, not by how it is spelled: an
 * existing file by its identity (device and inode, so a symbolic link, a hard link or a {@code
 * ./}-path to the same file is the same file), a file still to be made by its folder's real path
 * and its name. A clash is bad input naming both options, raised before anything is written.
 *
 * <p>Besides: an empty name is refused (an empty path would mean the current folder); every
 * input must be a readable regular file; every output must be a regular file or a new one in an
 * existing folder ({@link AtomicFiles#checkTarget}: never a link, pipe, device or directory).
 * {@code -} is standard input for an input and standard output for an output: neither is a file,
 * so neither is compared. Outputs are then written atomically ({@link #write}).
 */
final class CommandFiles {
    /** A file and the option or parameter that named it. */
    record Named(String role, Path path) {
        String describe() {
            return role + " " + path;
        }
    }

    private final List<Named> inputs = new ArrayList<>();
    private final List<Named> outputs = new ArrayList<>();
    /** Outputs inside an output folder: compared like the others, but checked by the folder's owner. */
    private final List<Named> folderOutputs = new ArrayList<>();

    /** Declares an input; null paths are skipped, {@code -} (standard input) is not a file. */
    CommandFiles input(String role, Path path) {
        if (path != null) {
            inputs.add(new Named(role, path));
        }
        return this;
    }

    /** Declares an output; null paths are skipped, {@code -} (standard output) is not a file. */
    CommandFiles output(String role, Path path) {
        if (path != null) {
            outputs.add(new Named(role, path));
        }
        return this;
    }

    /**
     * Declares the files a run writes into {@code folder}, one output per name: {@code role} is
     * then the option that named the folder (e.g. {@code --out}). They take part in the clash
     * checks; the folder itself is checked by the command (it may not exist yet).
     */
    CommandFiles outputsIn(String role, Path folder, List<String> names) {
        for (String n : names) {
            folderOutputs.add(new Named(role, folder.resolve(n)));
        }
        return this;
    }

    /** The declared inputs, in order. */
    List<Named> inputs() {
        return List.copyOf(inputs);
    }

    /** The declared outputs, in order. */
    List<Named> outputs() {
        return List.copyOf(outputs);
    }

    /**
     * Checks every declared file: names, clashes, then inputs and outputs one by one.
     *
     * @throws BadInputException naming the option (both options for a clash)
     */
    CommandFiles check() {
        for (Named f : all()) {
            if (f.path().toString().isEmpty()) {
                throw new BadInputException(f.role() + ": empty file name");
            }
        }
        checkClashes();
        for (Named in : inputs) {
            if (isStandardStream(in.path())) {
                continue;
            }
            if (!Files.exists(in.path())) {
                throw new BadInputException(in.describe() + ": no such file");
            }
            if (!Files.isRegularFile(in.path()) || !Files.isReadable(in.path())) {
                throw new BadInputException(in.describe() + ": not a readable file");
            }
        }
        for (Named out : outputs) {
            if (!isStandardStream(out.path())) {
                AtomicFiles.checkTarget(out.role(), out.path());
            }
        }
        return this;
    }

    /** Refuses an output that is an input, or that another output also names. */
    private void checkClashes() {
        List<Object> inputKeys = new ArrayList<>();
        for (Named in : inputs) {
            inputKeys.add(isStandardStream(in.path()) ? null : identity(in.path()));
        }
        List<Named> every = new ArrayList<>(outputs);
        every.addAll(folderOutputs);
        List<Object> outputKeys = new ArrayList<>();
        for (Named out : every) {
            Object key = isStandardStream(out.path()) ? null : identity(out.path());
            for (int i = 0; key != null && i < inputs.size(); i++) {
                if (key.equals(inputKeys.get(i))) {
                    Named in = inputs.get(i);
                    throw new BadInputException(out.describe() + " and " + in.describe()
                            + " name the same file: the output would destroy the input (choose another "
                            + out.role() + ")");
                }
            }
            for (int i = 0; key != null && i < outputKeys.size(); i++) {
                if (key.equals(outputKeys.get(i))) {
                    Named first = every.get(i);
                    throw new BadInputException(first.describe() + " and " + out.describe()
                            + " name the same file: one output would overwrite the other (choose another "
                            + out.role() + ")");
                }
            }
            outputKeys.add(key);
        }
    }

    private List<Named> all() {
        List<Named> all = new ArrayList<>(inputs);
        all.addAll(outputs);
        all.addAll(folderOutputs);
        return all;
    }

    /** Whether {@code p} is {@code -}: standard input or output, not a file. */
    static boolean isStandardStream(Path p) {
        return p.toString().equals("-");
    }

    /**
     * What {@code p} is on disk: an existing file's identity (its file key, following links; its
     * real path where the file system has no keys), else the real path of its folder with its name
     * (the absolute normalized path when the folder does not exist either).
     */
    static Object identity(Path p) {
        try {
            Object key = Files.readAttributes(p, BasicFileAttributes.class).fileKey();
            return key != null ? key : p.toRealPath();
        } catch (IOException | SecurityException e) {
            // not there (or not readable): a file to be made
        }
        Path abs = p.toAbsolutePath().normalize();
        Path parent = abs.getParent();
        if (parent != null && abs.getFileName() != null) {
            try {
                return parent.toRealPath().resolve(abs.getFileName());
            } catch (IOException | SecurityException e) {
                // the folder is missing too: the check of the output says so
            }
        }
        return Objects.requireNonNull(abs);
    }

    /**
     * {@code w} for a writer that closes what it is given (a schedule writer): closing it flushes
     * {@code w} and leaves it open for {@link #write} to finish.
     */
    static Writer keepOpen(Writer w) {
        return new java.io.FilterWriter(w) {
            @Override
            public void close() throws IOException {
                flush();
            }
        };
    }

    /** Something that writes text. */
    @FunctionalInterface
    interface Body {
        void write(Writer w) throws IOException;
    }

    /**
     * Writes {@code file} atomically (a temporary file moved into place when complete), gzip when
     * its name ends in {@code .gz}.
     *
     * @param role the option that named it, for messages
     */
    static void write(String role, Path file, Body body) {
        try {
            AtomicFiles.writeBytes(file, raw -> {
                OutputStream out = file.getFileName().toString().endsWith(".gz") ? new GZIPOutputStream(raw) : raw;
                Writer w = new java.io.BufferedWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8));
                body.write(w);
                w.flush();
                if (out instanceof GZIPOutputStream gz) {
                    gz.finish();
                }
            });
        } catch (IOException e) {
            throw AtomicFiles.writeFailed(role, file, e);
        }
    }
}
