n=int(input())
s=format(n,'b')
s='0'*(-len(s)%4)+s
print('_'.join(s[i:i+4] for i in range(0,len(s),4)))
