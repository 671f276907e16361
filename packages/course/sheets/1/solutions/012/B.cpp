#include <iostream>
#include <string>

int main() {
    std::string n;
    std::cin >> n;
    int root = 0;
    for (char d : n)
        root += d - '0';
    while (root >= 10) {
        int sum = 0;
        for (int r = root; r > 0; r /= 10)
            sum += r % 10;
        root = sum;
    }
    std::cout << root << '\n';
}
