-- The largest rectangle in a histogram, with a stack of (column, height) of increasing heights.
largestRectangle :: [Int] -> Int
largestRectangle heights = go [] (zip [0 ..] (heights ++ [0])) 0
  where
    go ((_, h) : below) bars@((j, hj) : _) best
      | h >= hj = go below bars (max best (h * (j - leftOf below - 1)))
    go stack (bar : rest) best = go (bar : stack) rest best
    go _ [] best = best
    leftOf ((i, _) : _) = i
    leftOf [] = -1

-- The heights of the runs of free desks ending at each column of a row.
grow :: [Int] -> String -> [Int]
grow = zipWith (\h cell -> if cell == '.' then h + 1 else 0)

main :: IO ()
main = do
  header : grid <- lines <$> getContents
  let [rows, cols] = map read (words header)
      histograms = scanl grow (replicate cols 0) (take rows grid)
  print (maximum (map largestRectangle histograms))
