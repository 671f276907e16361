print(format(int(input()), ','))
