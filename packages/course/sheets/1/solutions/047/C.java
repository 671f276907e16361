import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;

public class Main {
    public static void main(String[] args) throws IOException {
        String[] tokens = new String(System.in.readAllBytes()).trim().split("\\s+");
        int rows = tokens.length >= 2 ? Integer.parseInt(tokens[0]) : 0;
        int cols = tokens.length >= 2 ? Integer.parseInt(tokens[1]) : 0;

        // height[j]: free cells stacked up to the current row in column j; height[cols] stays 0
        // so that it empties the stack at the end of each row.
        int[] height = new int[cols + 1];
        int best = 0;
        for (int i = 0; i < rows; i++) {
            String row = tokens[2 + i];
            for (int j = 0; j < cols; j++)
                height[j] = row.charAt(j) == '.' ? height[j] + 1 : 0;

            // Largest rectangle in the histogram: the stack holds columns of increasing height.
            Deque<Integer> stack = new ArrayDeque<>();
            for (int j = 0; j <= cols; j++) {
                while (!stack.isEmpty() && height[stack.peek()] >= height[j]) {
                    int h = height[stack.pop()];
                    int left = stack.isEmpty() ? 0 : stack.peek() + 1;
                    best = Math.max(best, h * (j - left));
                }
                stack.push(j);
            }
        }
        System.out.println(best);
    }
}
