import Data.Char (isSpace)
import Data.List (dropWhileEnd)
import qualified Data.Map.Strict as Map

-- A record line as a map; a repeated key keeps its last value.
parseRecord :: String -> Map.Map String String
parseRecord line = Map.fromList [(key, drop 1 value) | (key, value) <- map (break (== '=')) (words line)]

strip :: String -> String
strip = dropWhileEnd isSpace . dropWhile isSpace

-- The first line and the others; the empty input has an empty first line.
splitFirst :: [String] -> (String, [String])
splitFirst (first : rest) = (first, rest)
splitFirst [] = ("", [])

main :: IO ()
main = do
  (keyLine, rest) <- splitFirst . lines <$> getContents
  let key = strip keyLine
      values = [value | Just value <- map (Map.lookup key . parseRecord) rest]
  putStr (if null values then "none\n" else unlines values)
