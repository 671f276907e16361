a=[*map(int,input().split())]
print(sum(a)//len(a) if a else 0)
