using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

class Program
{
    // The product of the decimal digits of n, as a decimal string; n has no leading zeros.
    static string DigitProduct(string n)
    {
        if (n.Contains('0'))
            return "0";
        var product = new List<int> { 1 }; // least significant digit first
        foreach (char c in n)
        {
            int carry = 0;
            for (int i = 0; i < product.Count; i++)
            {
                int v = product[i] * (c - '0') + carry;
                product[i] = v % 10;
                carry = v / 10;
            }
            for (; carry > 0; carry /= 10)
                product.Add(carry % 10);
        }
        var digits = new StringBuilder(product.Count);
        for (int i = product.Count - 1; i >= 0; i--)
            digits.Append((char)('0' + product[i]));
        return digits.ToString();
    }

    static void Main()
    {
        string n = Console.In.ReadToEnd().Trim();
        int steps = 0;
        for (; n.Length > 1; steps++)
            n = DigitProduct(n);
        Console.WriteLine(steps);
    }
}
