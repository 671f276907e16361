using System;
using System.Linq;

class Program
{
    static void Main()
    {
        string[] tokens = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int rows = tokens.Length > 0 ? int.Parse(tokens[0]) : 0;
        int cols = tokens.Length > 1 ? int.Parse(tokens[1]) : 0;
        string[] grid = tokens.Skip(2).Take(rows).ToArray();

        // side[i + 1, j + 1]: the largest free square whose bottom-right corner is (i, j);
        // exactly that many free squares end there.
        var side = new int[rows + 1, cols + 1];
        long total = 0;
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < cols; j++)
                if (grid[i][j] == '.')
                {
                    side[i + 1, j + 1] = 1 + Math.Min(side[i, j], Math.Min(side[i, j + 1], side[i + 1, j]));
                    total += side[i + 1, j + 1];
                }
        Console.WriteLine(total);
    }
}
