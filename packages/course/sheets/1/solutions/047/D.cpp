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

    // side[i][j]: the largest uniform square whose bottom-right corner is (i, j).
    std::vector<std::vector<int>> side(rows, std::vector<int>(cols, 1));
    int best = 0;
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) {
            char c = grid[i][j];
            if (i > 0 && j > 0 && grid[i - 1][j] == c && grid[i][j - 1] == c && grid[i - 1][j - 1] == c)
                side[i][j] = 1 + std::min({side[i - 1][j], side[i][j - 1], side[i - 1][j - 1]});
            best = std::max(best, side[i][j]);
        }
    std::cout << best << '\n';
}
