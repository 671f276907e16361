using System;
using System.Collections.Generic;

class Program
{
    // The key=value tokens of a record line, split at their first =; a repeated key keeps its last value.
    static Dictionary<string, string> ParseRecord(string line)
    {
        var record = new Dictionary<string, string>();
        foreach (string token in line.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries))
        {
            int eq = token.IndexOf('=');
            if (eq >= 0)
                record[token.Substring(0, eq)] = token.Substring(eq + 1);
        }
        return record;
    }

    static void Main()
    {
        string slowest = null;
        int slowestLatency = -1;
        foreach (string line in Console.In.ReadToEnd().Split('\n'))
        {
            var record = ParseRecord(line);
            string req, latency;
            if (!record.TryGetValue("req", out req) || !record.TryGetValue("latency_ms", out latency))
                continue;
            // Only a strictly larger latency replaces the winner: ties go to the first record.
            int ms = int.Parse(latency);
            if (ms > slowestLatency)
            {
                slowest = req;
                slowestLatency = ms;
            }
        }
        Console.WriteLine(slowest ?? "none");
    }
}
