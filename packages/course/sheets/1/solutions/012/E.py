from math import prod
s=input()
k=0
while len(s)>1:
    s=str(prod(map(int,s)))
    k+=1
print(k)
