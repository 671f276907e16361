b1,b2,s=input().split()
n=int(s,int(b1))
b2=int(b2)
d='0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
r=''
while n:
    n,m=divmod(n,b2)
    r=d[m]+r
print(r or '0')
