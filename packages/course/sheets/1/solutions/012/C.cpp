#include <iostream>
#include <numeric>
#include <string>

int main() {
    std::string n;
    std::cin >> n;
    int steps = 0;
    for (; n.size() > 1; ++steps) {
        int sum = std::accumulate(n.begin(), n.end(), 0, [](int s, char d) { return s + (d - '0'); });
        n = std::to_string(sum);
    }
    std::cout << steps << '\n';
}
