local BASE = 1000000000

-- The product of the decimal digits of n, exactly, as a decimal string.
local function digit_product(n)
  if n:find("0", 1, true) then
    return "0"
  end
  local limbs = { 1 } -- base 10^9, least significant first
  for d in n:gmatch("%d") do
    local carry, digit = 0, tonumber(d)
    for i = 1, #limbs do
      local x = limbs[i] * digit + carry
      limbs[i], carry = x % BASE, x // BASE
    end
    if carry > 0 then
      limbs[#limbs + 1] = carry
    end
  end
  local parts = { tostring(limbs[#limbs]) }
  for i = #limbs - 1, 1, -1 do
    parts[#parts + 1] = string.format("%09d", limbs[i])
  end
  return table.concat(parts)
end

local n = io.read("a"):match("%d+") or "0"
local steps = 0
while #n > 1 do
  n = digit_product(n)
  steps = steps + 1
end
print(steps)
