s=input()
v=0
for i,c in enumerate(s):
    w=1<<(len(s)-1-i)
    v+=(-w if i==0 else w)*int(c)
print(v)
