print(sum(int(x)%2==0 for x in input().split()))
