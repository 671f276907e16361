local n = io.read("a"):match("%d+") or "0"
local sum = 0
for d in n:gmatch("%d") do
  sum = sum + tonumber(d)
end
print(sum)
