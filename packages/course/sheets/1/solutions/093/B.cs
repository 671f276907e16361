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
        var users = new SortedSet<string>(StringComparer.Ordinal); // uppercase before lowercase
        foreach (string line in Console.In.ReadToEnd().Split('\n'))
        {
            string user;
            if (ParseRecord(line).TryGetValue("user", out user))
                users.Add(user);
        }
        Console.WriteLine(users.Count > 0 ? string.Join("\n", users) : "none");
    }
}
