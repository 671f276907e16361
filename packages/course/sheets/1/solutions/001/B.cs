using System;

class Program
{
    static void Main()
    {
        string text = Console.In.ReadToEnd();
        string[] words = text.Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        Console.WriteLine(words.Length);
    }
}
