print(sum(c.isupper() for c in input()))
