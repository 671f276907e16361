import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

public class Main {
    /** The key=value tokens of a record line, split at their first =; a repeated key keeps its last value. */
    static Map<String, String> parseRecord(String line) {
        Map<String, String> record = new HashMap<>();
        for (String token : line.trim().split(" +")) {
            int eq = token.indexOf('=');
            if (eq >= 0)
                record.put(token.substring(0, eq), token.substring(eq + 1));
        }
        return record;
    }

    public static void main(String[] args) throws IOException {
        List<String> lines = new String(System.in.readAllBytes()).lines().collect(Collectors.toList());
        String key = lines.isEmpty() ? "" : lines.get(0).trim();
        List<String> values = lines.stream()
                .skip(1)
                .map(line -> parseRecord(line).get(key))
                .filter(Objects::nonNull)
                .collect(Collectors.toList());
        System.out.println(values.isEmpty() ? "none" : String.join("\n", values));
    }
}
