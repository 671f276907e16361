import qualified Data.Set as Set

main :: IO ()
main = do
  line <- takeWhile (/= '\n') <$> getContents
  print (Set.size (Set.fromList line))
