local line = io.read("l") or ""
local _, digits = line:gsub("[0-9]", "")
print(digits)
