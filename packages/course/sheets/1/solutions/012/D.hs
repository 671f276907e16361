import Data.Char (digitToInt)
import Data.List (foldl')

-- The number on the input, as its digits; the empty input is 0.
readNumber :: String -> String
readNumber input = case words input of
  (n : _) -> n
  [] -> "0"

main :: IO ()
main = do
  n <- readNumber <$> getContents
  print (foldl' (\r d -> (10 * r + digitToInt d) `mod` 7) 0 n)
