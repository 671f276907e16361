main :: IO ()
main = do
  line <- takeWhile (/= '\n') <$> getContents
  print (length line)
