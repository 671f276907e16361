import Data.Char (isAsciiUpper)

main :: IO ()
main = do
  line <- takeWhile (/= '\n') <$> getContents
  print (length (filter isAsciiUpper line))
