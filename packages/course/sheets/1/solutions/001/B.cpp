#include <iostream>
#include <string>

int main() {
    int words = 0;
    std::string word;
    while (std::cin >> word)
        ++words;
    std::cout << words << '\n';
}
