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

        // side[i, j]: the largest uniform square whose bottom-right corner is (i, j).
        var side = new int[rows, cols];
        int best = 0;
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < cols; j++)
            {
                char c = grid[i][j];
                side[i, j] = 1;
                if (i > 0 && j > 0 && grid[i - 1][j] == c && grid[i][j - 1] == c && grid[i - 1][j - 1] == c)
                    side[i, j] += Math.Min(side[i - 1, j - 1], Math.Min(side[i - 1, j], side[i, j - 1]));
                best = Math.Max(best, side[i, j]);
            }
        Console.WriteLine(best);
    }
}
