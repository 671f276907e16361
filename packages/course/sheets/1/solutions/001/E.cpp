#include <iostream>
#include <set>
#include <string>

int main() {
    std::string line;
    std::getline(std::cin, line);
    std::set<char> distinct(line.begin(), line.end());
    std::cout << distinct.size() << '\n';
}
