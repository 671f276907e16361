n,b=map(int,input().split())
d='0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
s=''
while n:
    s=d[n%b]+s
    n//=b
print(s or '0')
