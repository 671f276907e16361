print(input().rjust(40, '.'))
