using System;

class Program
{
    static void Main()
    {
        string line = Console.ReadLine() ?? "";
        Console.WriteLine(line.Length);
    }
}
