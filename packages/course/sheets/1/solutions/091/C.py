import sys
from collections import Counter
c = Counter(l.split()[1] for l in sys.stdin if l.strip())
for lv in ('DEBUG', 'INFO', 'WARN', 'ERROR'):
    print(lv, c[lv])
