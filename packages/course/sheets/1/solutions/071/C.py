t = input()
e = '+-' + '-' * len(t) + '-+'
print(e)
print('| ' + t + ' |')
print(e)
