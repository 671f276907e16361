#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

int main() {
    int rows = 0, cols = 0;
    std::cin >> rows >> cols;
    std::vector<std::string> grid(rows);
    for (auto& row : grid)
        std::cin >> row;

    // height[j]: free cells stacked up to the current row in column j; height[cols] stays 0
    // so that it empties the stack at the end of each row.
    std::vector<int> height(cols + 1, 0);
    int best = 0;
    for (const auto& row : grid) {
        for (int j = 0; j < cols; ++j)
            height[j] = row[j] == '.' ? height[j] + 1 : 0;

        // Largest rectangle in the histogram: the stack holds columns of increasing height.
        std::vector<int> stack;
        for (int j = 0; j <= cols; ++j) {
            while (!stack.empty() && height[stack.back()] >= height[j]) {
                int h = height[stack.back()];
                stack.pop_back();
                int left = stack.empty() ? 0 : stack.back() + 1;
                best = std::max(best, h * (j - left));
            }
            stack.push_back(j);
        }
    }
    std::cout << best << '\n';
}
