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

    static boolean isServerError(String status) {
        try {
            int code = Integer.parseInt(status);
            return code >= 500 && code <= 599;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public static void main(String[] args) throws IOException {
        long errors = new String(System.in.readAllBytes()).lines()
                .map(Main::parseRecord)
                .filter(record -> record.containsKey("status") && isServerError(record.get("status")))
                .count();
        System.out.println(errors);
    }
}
