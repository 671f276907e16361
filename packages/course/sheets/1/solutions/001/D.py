print(sum(c in '0123456789' for c in input()))
