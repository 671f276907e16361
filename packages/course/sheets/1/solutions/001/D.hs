import Data.Char (isDigit)

main :: IO ()
main = do
  line <- takeWhile (/= '\n') <$> getContents
  print (length (filter isDigit line))
