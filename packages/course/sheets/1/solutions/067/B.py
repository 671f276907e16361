import sys, ipaddress
c, k, *ips = sys.stdin.read().split()
n = ipaddress.ip_network(c, strict=False)
print(sum(ipaddress.ip_address(s) in n for s in ips[:int(k)]))
