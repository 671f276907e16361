local line = io.read("l") or ""
local _, uppercase = line:gsub("[A-Z]", "")
print(uppercase)
