local line = io.read("l") or ""
local seen, distinct = {}, 0
for c in line:gmatch(".") do
  if not seen[c] then
    seen[c] = true
    distinct = distinct + 1
  end
end
print(distinct)
