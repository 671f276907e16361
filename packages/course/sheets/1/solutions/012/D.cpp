#include <iostream>
#include <string>

int main() {
    std::string n;
    std::cin >> n;
    int remainder = 0;
    for (char d : n)
        remainder = (remainder * 10 + (d - '0')) % 7;
    std::cout << remainder << '\n';
}
