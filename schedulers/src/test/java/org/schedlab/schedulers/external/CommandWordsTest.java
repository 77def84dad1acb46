package org.schedlab.schedulers.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommandWordsTest {
    @Test
    void splitsLikeAShellWithoutExpanding() {
        assertThat(CommandWords.split("python3 python/examples/easy.py"))
                .containsExactly("python3", "python/examples/easy.py");
        assertThat(CommandWords.split("  python3\t'my dir/easy.py'  --x=a:b "))
                .containsExactly("python3", "my dir/easy.py", "--x=a:b");
        assertThat(CommandWords.split("sh -c \"echo \\\"$HOME\\\" *\""))
                .containsExactly("sh", "-c", "echo \"$HOME\" *");
        assertThat(CommandWords.split("a\\ b 'it''s' \"\"")).isEqualTo(List.of("a b", "its", ""));
    }

    @Test
    void refusesUnterminatedQuotesAndEmptyCommands() {
        assertThatThrownBy(() -> CommandWords.split("python3 'x.py"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unterminated ' in the command");
        assertThatThrownBy(() -> CommandWords.split("python3 \"x.py"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unterminated \" in the command");
        assertThatThrownBy(() -> CommandWords.split("   "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no command");
    }
}
