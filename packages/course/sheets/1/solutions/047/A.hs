-- The sides of the largest free squares ending at each cell of a row (after a leading 0),
-- from those of the row above.
nextRow :: [Int] -> String -> [Int]
nextRow above line = scanl side 0 (zip3 line above (tail above))
  where
    side left (cell, diagonal, up)
      | cell == '.' = 1 + minimum [left, diagonal, up]
      | otherwise = 0

main :: IO ()
main = do
  header : grid <- lines <$> getContents
  let [rows, cols] = map read (words header)
      sides = scanl nextRow (replicate (cols + 1) 0) (take rows grid)
  print (maximum (map maximum sides))
