print(len(set(input())))
