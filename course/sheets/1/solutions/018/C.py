print(eval(input().replace('^', '**')))
