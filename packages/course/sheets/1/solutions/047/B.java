import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        String[] tokens = new String(System.in.readAllBytes()).trim().split("\\s+");
        int rows = tokens.length >= 2 ? Integer.parseInt(tokens[0]) : 0;
        int cols = tokens.length >= 2 ? Integer.parseInt(tokens[1]) : 0;

        // side[i + 1][j + 1]: the largest free square whose bottom-right corner is (i, j);
        // exactly that many free squares end there.
        int[][] side = new int[rows + 1][cols + 1];
        long total = 0;
        for (int i = 0; i < rows; i++) {
            String row = tokens[2 + i];
            for (int j = 0; j < cols; j++) {
                if (row.charAt(j) != '.') continue;
                side[i + 1][j + 1] = 1 + Math.min(side[i][j], Math.min(side[i][j + 1], side[i + 1][j]));
                total += side[i + 1][j + 1];
            }
        }
        System.out.println(total);
    }
}
