using System;

class Program
{
    static void Main()
    {
        string n = Console.In.ReadToEnd().Trim();
        int remainder = 0;
        foreach (char d in n)
            remainder = (remainder * 10 + (d - '0')) % 7;
        Console.WriteLine(remainder);
    }
}
