print(format(int(input()), 'b'))
