a=[*map(int,input().split())]
print(max(a)-min(a) if a else 0)
