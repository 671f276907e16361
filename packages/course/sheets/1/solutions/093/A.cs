using System;
using System.Collections.Generic;
using System.Linq;

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
        int errors = Console.In.ReadToEnd().Split('\n').Select(ParseRecord).Count(record =>
        {
            string status;
            int code;
            return record.TryGetValue("status", out status) && int.TryParse(status, out code) && code >= 500 && code <= 599;
        });
        Console.WriteLine(errors);
    }
}
