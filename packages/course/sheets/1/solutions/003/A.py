from string import ascii_lowercase as a, ascii_uppercase as u
k = int(input()) % 26
print(input().translate(str.maketrans(a + u, a[k:] + a[:k] + u[k:] + u[:k])))
