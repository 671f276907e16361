local function digit_sum(n)
  local sum = 0
  for d in n:gmatch("%d") do
    sum = sum + tonumber(d)
  end
  return sum
end

local n = io.read("a"):match("%d+") or "0"
while #n > 1 do
  n = tostring(digit_sum(n))
end
print(n)
