using System;
using System.Linq;

class Program
{
    static void Main()
    {
        string n = Console.In.ReadToEnd().Trim();
        int root = n.Sum(d => d - '0');
        while (root >= 10)
            root = root.ToString().Sum(d => d - '0');
        Console.WriteLine(root);
    }
}
