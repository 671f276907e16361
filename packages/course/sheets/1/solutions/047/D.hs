import Data.Array

main :: IO ()
main = do
  header : rest <- lines <$> getContents
  let [rows, cols] = map read (words header)
      grid = listArray ((0, 0), (rows - 1, cols - 1)) (concat (take rows rest)) :: Array (Int, Int) Char
      -- side ! (i, j): the largest uniform square whose bottom-right corner is (i, j)
      side = listArray (bounds grid) [sideAt ij | ij <- range (bounds grid)] :: Array (Int, Int) Int
      sideAt (i, j)
        | i > 0 && j > 0 && all ((== grid ! (i, j)) . (grid !)) neighbours =
            1 + minimum (map (side !) neighbours)
        | otherwise = 1
        where
          neighbours = [(i - 1, j), (i, j - 1), (i - 1, j - 1)]
  print (maximum (0 : elems side))
