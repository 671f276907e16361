a, b = map(int, input().split())
s = bytearray([1]) * (b + 1)
s[0] = 0
if b >= 1:
    s[1] = 0
for i in range(2, int(b ** 0.5) + 1):
    if s[i]:
        s[i * i::i] = bytes(len(range(i * i, b + 1, i)))
print(sum(i for i in range(a, b + 1) if s[i]))
