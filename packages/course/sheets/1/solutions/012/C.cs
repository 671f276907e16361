using System;
using System.Linq;

class Program
{
    static void Main()
    {
        string n = Console.In.ReadToEnd().Trim();
        int steps = 0;
        for (; n.Length > 1; steps++)
            n = n.Sum(d => d - '0').ToString();
        Console.WriteLine(steps);
    }
}
