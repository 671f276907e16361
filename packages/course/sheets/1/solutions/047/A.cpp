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

    // side[i + 1][j + 1]: the largest free square whose bottom-right corner is (i, j).
    std::vector<std::vector<int>> side(rows + 1, std::vector<int>(cols + 1, 0));
    int best = 0;
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            if (grid[i][j] == '.') {
                side[i + 1][j + 1] = 1 + std::min({side[i][j + 1], side[i + 1][j], side[i][j]});
                best = std::max(best, side[i + 1][j + 1]);
            }
    std::cout << best << '\n';
}
