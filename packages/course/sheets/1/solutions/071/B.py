t = input()
print('-' * len(t), t, '-' * len(t), sep='\n')
