import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.StringJoiner;

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
        String[] lines = new String(System.in.readAllBytes()).split("\n", -1);
        String[] columns = lines[0].trim().split(",");
        StringBuilder out = new StringBuilder(String.join(",", columns)).append('\n');
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isBlank())
                continue;
            Map<String, String> record = parseRecord(lines[i]);
            StringJoiner fields = new StringJoiner(",");
            for (String key : columns)
                fields.add(record.getOrDefault(key, ""));
            out.append(fields).append('\n');
        }
        System.out.print(out);
    }
}
