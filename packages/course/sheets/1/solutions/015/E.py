n = max(2, int(input()))
def prime(x):
    if x % 2 == 0:
        return x == 2
    d = 3
    while d * d <= x:
        if x % d == 0:
            return False
        d += 2
    return True
while not prime(n):
    n += 1
print(n)
