package org.schedlab.core.spec;

/**
 * Bad input from the user: an unknown name, a malformed spec string, a missing or malformed file,
 * an impossible parameter, a job that can never fit the machine. The message is complete and
 * names the option, or the file and line; the command line prints it and exits with status 2.
 */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
