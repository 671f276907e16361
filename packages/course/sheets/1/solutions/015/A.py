n = int(input())
s = bytearray([1]) * (n + 1)
s[:2] = b'\0\0'[:n + 1]
for i in range(2, int(n ** 0.5) + 1):
    if s[i]:
        s[i * i::i] = bytes(len(range(i * i, n + 1, i)))
print(sum(s))
