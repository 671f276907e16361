#include <algorithm>
#include <iostream>
#include <iterator>
#include <string>

int main() {
    std::string text(std::istreambuf_iterator<char>(std::cin), {});
    auto uppercase = std::count_if(text.begin(), text.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    std::cout << uppercase << '\n';
}
