#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>

using Record = std::unordered_map<std::string, std::string>;

// The key=value tokens of a record line, split at their first =; a repeated key keeps its last value.
Record parseRecord(const std::string& line) {
    Record record;
    std::istringstream tokens(line);
    std::string token;
    while (tokens >> token) {
        auto eq = token.find('=');
        if (eq != std::string::npos)
            record[token.substr(0, eq)] = token.substr(eq + 1);
    }
    return record;
}

int main() {
    std::set<std::string> users;  // ordered by character code: uppercase before lowercase
    std::string line;
    while (std::getline(std::cin, line)) {
        Record record = parseRecord(line);
        if (auto user = record.find("user"); user != record.end())
            users.insert(user->second);
    }
    if (users.empty())
        std::cout << "none\n";
    for (const auto& user : users)
        std::cout << user << '\n';
}
