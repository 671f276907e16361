#include <iostream>
#include <string>
#include <vector>

// The product of the decimal digits of n, as a decimal string; n has no leading zeros.
std::string digitProduct(const std::string& n) {
    if (n.find('0') != std::string::npos)
        return "0";
    std::vector<int> product{1};  // least significant digit first
    for (char c : n) {
        int carry = 0;
        for (int& p : product) {
            int v = p * (c - '0') + carry;
            p = v % 10;
            carry = v / 10;
        }
        for (; carry > 0; carry /= 10)
            product.push_back(carry % 10);
    }
    std::string digits;
    for (auto it = product.rbegin(); it != product.rend(); ++it)
        digits += static_cast<char>('0' + *it);
    return digits;
}

int main() {
    std::string n;
    std::cin >> n;
    int steps = 0;
    for (; n.size() > 1; ++steps)
        n = digitProduct(n);
    std::cout << steps << '\n';
}
