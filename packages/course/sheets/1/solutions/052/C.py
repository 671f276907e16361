import datetime
for _ in range(int(input())):
    print(datetime.date.fromisoformat(input().strip()).timetuple().tm_yday)
