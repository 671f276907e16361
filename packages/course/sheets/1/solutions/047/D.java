import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        String[] tokens = new String(System.in.readAllBytes()).trim().split("\\s+");
        int rows = tokens.length >= 2 ? Integer.parseInt(tokens[0]) : 0;
        int cols = tokens.length >= 2 ? Integer.parseInt(tokens[1]) : 0;
        char[][] grid = new char[rows][];
        for (int i = 0; i < rows; i++)
            grid[i] = tokens[2 + i].toCharArray();

        // side[i][j]: the largest uniform square whose bottom-right corner is (i, j).
        int[][] side = new int[rows][cols];
        int best = 0;
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                char c = grid[i][j];
                side[i][j] = 1;
                if (i > 0 && j > 0 && grid[i - 1][j] == c && grid[i][j - 1] == c && grid[i - 1][j - 1] == c)
                    side[i][j] += Math.min(side[i - 1][j - 1], Math.min(side[i - 1][j], side[i][j - 1]));
                best = Math.max(best, side[i][j]);
            }
        }
        System.out.println(best);
    }
}
