st = [['', 0]]
num = 0
for c in input():
    if c.isdigit():
        num = num * 10 + int(c)
    elif c == '[':
        st.append(['', num])
        num = 0
    elif c == ']':
        t, k = st.pop()
        st[-1][0] += t * k
    else:
        st[-1][0] += c
print(st[0][0])
