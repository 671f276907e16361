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
        string[] lines = Console.In.ReadToEnd().Split('\n');
        string[] columns = lines[0].Trim().Split(',');
        var output = new List<string> { string.Join(",", columns) };
        foreach (string line in lines.Skip(1).Where(l => l.Trim().Length > 0))
        {
            var record = ParseRecord(line);
            output.Add(string.Join(",", columns.Select(key =>
            {
                string value;
                return record.TryGetValue(key, out value) ? value : "";
            })));
        }
        Console.WriteLine(string.Join("\n", output));
    }
}
