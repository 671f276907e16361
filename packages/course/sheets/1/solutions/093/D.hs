import Data.List (foldl')
import qualified Data.Map.Strict as Map

-- A record line as a map; a repeated key keeps its last value.
parseRecord :: String -> Map.Map String String
parseRecord line = Map.fromList [(key, drop 1 value) | (key, value) <- map (break (== '=')) (words line)]

-- The (latency, req) of the slowest record so far; only a strictly larger latency replaces it.
slower :: Maybe (Int, String) -> Map.Map String String -> Maybe (Int, String)
slower best record = case (Map.lookup "req" record, read <$> Map.lookup "latency_ms" record) of
  (Just req, Just latency) | maybe True ((latency >) . fst) best -> Just (latency, req)
  _ -> best

main :: IO ()
main = do
  records <- map parseRecord . lines <$> getContents
  putStrLn (maybe "none" snd (foldl' slower Nothing records))
