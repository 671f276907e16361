import Data.Char (digitToInt)

-- The number on the input, as its digits; the empty input is 0.
readNumber :: String -> String
readNumber input = case words input of
  (n : _) -> n
  [] -> "0"

digitSum :: String -> String
digitSum = show . sum . map digitToInt

main :: IO ()
main = do
  n <- readNumber <$> getContents
  putStrLn (until ((<= 1) . length) digitSum n)
