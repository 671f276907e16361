import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

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
        String slowest = "none";
        int slowestLatency = -1;
        for (String line : new String(System.in.readAllBytes()).split("\n")) {
            Map<String, String> record = parseRecord(line);
            if (!record.containsKey("req") || !record.containsKey("latency_ms"))
                continue;
            // Only a strictly larger latency replaces the winner: ties go to the first record.
            int ms = Integer.parseInt(record.get("latency_ms"));
            if (ms > slowestLatency) {
                slowest = record.get("req");
                slowestLatency = ms;
            }
        }
        System.out.println(slowest);
    }
}
