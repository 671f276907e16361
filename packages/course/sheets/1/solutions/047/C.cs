using System;
using System.Collections.Generic;

class Program
{
    static void Main()
    {
        string[] tokens = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int rows = tokens.Length > 0 ? int.Parse(tokens[0]) : 0;
        int cols = tokens.Length > 1 ? int.Parse(tokens[1]) : 0;

        // height[j]: free cells stacked up to the current row in column j; height[cols] stays 0
        // so that it empties the stack at the end of each row.
        var height = new int[cols + 1];
        int best = 0;
        for (int i = 0; i < rows; i++)
        {
            string row = tokens[2 + i];
            for (int j = 0; j < cols; j++)
                height[j] = row[j] == '.' ? height[j] + 1 : 0;

            // Largest rectangle in the histogram: the stack holds columns of increasing height.
            var stack = new Stack<int>();
            for (int j = 0; j <= cols; j++)
            {
                while (stack.Count > 0 && height[stack.Peek()] >= height[j])
                {
                    int h = height[stack.Pop()];
                    int left = stack.Count > 0 ? stack.Peek() + 1 : 0;
                    best = Math.Max(best, h * (j - left));
                }
                stack.Push(j);
            }
        }
        Console.WriteLine(best);
    }
}
