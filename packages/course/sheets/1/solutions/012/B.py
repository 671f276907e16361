s=sum(map(int,input()))
print(s and 1+(s-1)%9)
