print(' '.join(w[::-1] for w in input().split()))
