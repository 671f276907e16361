a=[*map(int,input().split())]
print(sum(x*len(a)>sum(a) for x in a))
