print(int(input())%7)
