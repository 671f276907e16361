using System;
using System.Linq;

class Program
{
    static void Main()
    {
        string n = Console.In.ReadToEnd().Trim();
        Console.WriteLine(n.Sum(d => d - '0'));
    }
}
