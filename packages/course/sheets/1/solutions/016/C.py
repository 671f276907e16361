p, q, k = map(int, input().split())
print(10 * (p * pow(10, k - 1, q) % q) // q)
