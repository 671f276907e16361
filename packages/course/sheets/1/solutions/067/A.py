import ipaddress
n = ipaddress.ip_network(input().strip(), strict=False)
print(n.network_address)
print(n.broadcast_address)
