import ipaddress
a, b = map(ipaddress.ip_address, input().split())
for n in ipaddress.summarize_address_range(a, b):
    print(n)
