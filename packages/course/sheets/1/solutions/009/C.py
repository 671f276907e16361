k = int(input())
s = input()
st = [[[], 0, 1]]
num = 0
for c in s:
    if c.isdigit():
        num = num * 10 + int(c)
    elif c == '[':
        st.append([[], 0, num])
        num = 0
    elif c == ']':
        node = st.pop()
        st[-1][0].append(node)
        st[-1][1] += node[1] * node[2]
    else:
        st[-1][0].append(c)
        st[-1][1] += 1
node = st[0]
if k > node[1]:
    print('OUT OF RANGE')
else:
    while True:
        for it in node[0]:
            size = 1 if isinstance(it, str) else it[1] * it[2]
            if k <= size:
                break
            k -= size
        if isinstance(it, str):
            print(it)
            break
        k = (k - 1) % it[1] + 1
        node = it
