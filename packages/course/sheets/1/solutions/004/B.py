import re
print(''.join(c * int(n or 1) for c, n in re.findall(r'([a-zA-Z])(\d*)', input())))
