#include <iostream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

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
    std::string header;
    if (!(std::cin >> header))
        return 0;
    std::vector<std::string> columns;
    std::istringstream keys(header);
    for (std::string key; std::getline(keys, key, ',');)
        columns.push_back(key);
    std::cout << header << '\n';

    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.find_first_not_of(" \t") == std::string::npos)
            continue;  // blank line
        Record record = parseRecord(line);
        for (std::size_t i = 0; i < columns.size(); ++i) {
            if (i > 0)
                std::cout << ',';
            if (auto value = record.find(columns[i]); value != record.end())
                std::cout << value->second;
        }
        std::cout << '\n';
    }
}
