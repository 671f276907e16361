n, m = map(int, input().split())
def mul(A, B):
    return [[sum(A[i][k] * B[k][j] for k in range(3)) % m for j in range(3)] for i in range(3)]
R = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
M = [[0, 1, 0], [0, 0, 1], [1, 1, 1]]
while n:
    if n & 1:
        R = mul(R, M)
    M = mul(M, M)
    n >>= 1
print(R[0][2] % m)
