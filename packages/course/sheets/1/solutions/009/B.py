import sys
sys.setrecursionlimit(10000)
s = input()
i = 0
def seq():
    global i
    n = 0
    while i < len(s) and s[i] != ']':
        if s[i].isalpha():
            n += 1
            i += 1
        else:
            j = s.index('[', i)
            k = int(s[i:j])
            i = j + 1
            n += k * seq()
            i += 1
    return n
print(seq())
