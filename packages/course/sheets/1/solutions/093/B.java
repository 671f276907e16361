import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
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
        // String order is by character code: uppercase before lowercase.
        TreeSet<String> users = new String(System.in.readAllBytes()).lines()
                .map(line -> parseRecord(line).get("user"))
                .filter(Objects::nonNull)
                .collect(Collectors.toCollection(TreeSet::new));
        System.out.println(users.isEmpty() ? "none" : String.join("\n", users));
    }
}
