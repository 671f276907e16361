print(sum(map(int,input())))
