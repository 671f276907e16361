n=int(input())
m=0xAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
print(format((n+m)^m,'b'))
