import re
st = [['']]
for tok in re.findall(r'\d+|.', input()):
    if tok == '(':
        st.append([''])
    elif tok == ')':
        g = st.pop()
        st[-1].append(''.join(g))
    elif tok.isdigit():
        st[-1][-1] *= int(tok)
    else:
        st[-1].append(tok)
print(''.join(st[0]))
