#include <algorithm>
#include <iostream>
#include <iterator>
#include <string>

int main() {
    std::string text(std::istreambuf_iterator<char>(std::cin), {});
    auto digits = std::count_if(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    std::cout << digits << '\n';
}
