import sys
s = sys.stdin.read().strip()
if 'P' not in s:
    print(len(s))
else:
    i = s.index('P')
    print(max(map(len, (s[i:] + s[:i]).split('P'))))
