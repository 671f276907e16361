#include <iostream>
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
    int errors = 0;
    std::string line;
    while (std::getline(std::cin, line)) {
        Record record = parseRecord(line);
        auto status = record.find("status");
        if (status == record.end())
            continue;
        int code = std::stoi(status->second);
        if (code >= 500 && code <= 599)
            ++errors;
    }
    std::cout << errors << '\n';
}
