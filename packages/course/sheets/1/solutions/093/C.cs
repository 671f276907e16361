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
        string[] lines = Console.In.ReadToEnd().Split('\n');
        string key = lines[0].Trim();
        var values = new List<string>();
        for (int i = 1; i < lines.Length; i++)
        {
            string value;
            if (ParseRecord(lines[i]).TryGetValue(key, out value))
                values.Add(value);
        }
        Console.WriteLine(values.Count > 0 ? string.Join("\n", values) : "none");
    }
}
