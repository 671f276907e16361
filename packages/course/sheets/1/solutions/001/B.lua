local line = io.read("l") or ""
local words = 0
for _ in line:gmatch("%S+") do
  words = words + 1
end
print(words)
