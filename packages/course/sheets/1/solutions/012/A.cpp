#include <iostream>
#include <string>

int main() {
    std::string n;
    std::cin >> n;
    int sum = 0;
    for (char d : n)
        sum += d - '0';
    std::cout << sum << '\n';
}
