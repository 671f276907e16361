local line = io.read("l") or ""
print(#line)
