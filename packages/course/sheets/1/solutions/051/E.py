for _ in range(int(input())):
    y = int(input()) + 1
    while not (y % 400 == 0 or y % 4 == 0 and y % 100):
        y += 1
    print(y)
