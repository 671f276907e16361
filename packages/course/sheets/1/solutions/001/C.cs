using System;
using System.Linq;

class Program
{
    static void Main()
    {
        string text = Console.In.ReadToEnd();
        Console.WriteLine(text.Count(c => c >= 'A' && c <= 'Z'));
    }
}
