s=input()
k=0
while len(s)>1:
    s=str(sum(map(int,s)))
    k+=1
print(k)
