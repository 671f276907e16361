#include <iostream>
#include <optional>
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
    std::optional<std::string> slowest;
    long slowestLatency = -1;
    std::string line;
    while (std::getline(std::cin, line)) {
        Record record = parseRecord(line);
        auto req = record.find("req");
        auto latency = record.find("latency_ms");
        if (req == record.end() || latency == record.end())
            continue;
        // Only a strictly larger latency replaces the winner: ties go to the first record.
        long ms = std::stol(latency->second);
        if (ms > slowestLatency) {
            slowest = req->second;
            slowestLatency = ms;
        }
    }
    std::cout << slowest.value_or("none") << '\n';
}
