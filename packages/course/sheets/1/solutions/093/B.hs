import qualified Data.Map.Strict as Map
import qualified Data.Set as Set

-- A record line as a map; a repeated key keeps its last value.
parseRecord :: String -> Map.Map String String
parseRecord line = Map.fromList [(key, drop 1 value) | (key, value) <- map (break (== '=')) (words line)]

main :: IO ()
main = do
  records <- map parseRecord . lines <$> getContents
  let users = Set.fromList [user | Just user <- map (Map.lookup "user") records]
  putStr (if Set.null users then "none\n" else unlines (Set.toAscList users))
