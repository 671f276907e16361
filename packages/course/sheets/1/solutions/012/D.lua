local n = io.read("a"):match("%d+") or "0"
local remainder = 0
for d in n:gmatch("%d") do
  remainder = (remainder * 10 + tonumber(d)) % 7
end
print(remainder)
