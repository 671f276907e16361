import qualified Data.Map.Strict as Map

-- A record line as a map; a repeated key keeps its last value.
parseRecord :: String -> Map.Map String String
parseRecord line = Map.fromList [(key, drop 1 value) | (key, value) <- map (break (== '=')) (words line)]

isServerError :: Map.Map String String -> Bool
isServerError record = case Map.lookup "status" record of
  Just status -> let code = read status :: Int in code >= 500 && code <= 599
  Nothing -> False

main :: IO ()
main = do
  records <- map parseRecord . lines <$> getContents
  print (length (filter isServerError records))
