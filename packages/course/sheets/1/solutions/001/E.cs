using System;
using System.Collections.Generic;

class Program
{
    static void Main()
    {
        string line = Console.ReadLine() ?? "";
        Console.WriteLine(new HashSet<char>(line).Count);
    }
}
