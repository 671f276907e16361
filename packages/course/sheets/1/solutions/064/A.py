print(int.from_bytes(int(input()).to_bytes(4, 'big'), 'little'))
