import sys
from collections import deque
def compile_nfa(pat):
    trans, eps = [], []
    def new():
        trans.append(None)
        eps.append([])
        return len(eps) - 1
    pos = 0
    def alternation():
        nonlocal pos
        branches = [sequence()]
        while pos < len(pat) and pat[pos] == '|':
            pos += 1
            branches.append(sequence())
        if len(branches) == 1:
            return branches[0]
        start, end = new(), new()
        for a, b in branches:
            eps[start].append(a)
            eps[b].append(end)
        return start, end
    def sequence():
        start = end = new()
        while pos < len(pat) and pat[pos] not in '|)':
            a, b = piece()
            eps[end].append(a)
            end = b
        return start, end
    def piece():
        nonlocal pos
        ch = pat[pos]
        pos += 1
        if ch == '(':
            a, b = alternation()
            pos += 1
        else:
            a, b = new(), new()
            trans[a] = (ch, b)
        if pos < len(pat) and pat[pos] in '*+?':
            op = pat[pos]
            pos += 1
            start, end = new(), new()
            eps[start].append(a)
            eps[b].append(end)
            if op in '*?':
                eps[start].append(end)
            if op in '*+':
                eps[b].append(a)
            return start, end
        return a, b
    s, e = alternation()
    return trans, eps, s, e
def closure(eps, states):
    seen = set(states)
    todo = list(states)
    while todo:
        for v in eps[todo.pop()]:
            if v not in seen:
                seen.add(v)
                todo.append(v)
    return frozenset(seen)
def advance(trans, eps, states, ch):
    return closure(eps, [trans[u][1] for u in states if trans[u] and trans[u][0] in (ch, '.')])
p = sys.stdin.read().split('\n')[0]
trans, eps, s, e = compile_nfa(p)
start = closure(eps, [s])
seen = {start}
layer = [(start, '')]
while True:
    done = sorted(w for S, w in layer if e in S)
    if done:
        print('"' + done[0] + '"')
        break
    nxt = {}
    for S, w in layer:
        for c in 'abcdefghijklmnopqrstuvwxyz':
            T = advance(trans, eps, S, c)
            if T and T not in seen and (T not in nxt or w + c < nxt[T]):
                nxt[T] = w + c
    seen.update(nxt)
    layer = list(nxt.items())
