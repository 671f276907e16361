import Data.Char (isSpace)
import Data.List (dropWhileEnd, intercalate)
import qualified Data.Map.Strict as Map

-- A record line as a map; a repeated key keeps its last value.
parseRecord :: String -> Map.Map String String
parseRecord line = Map.fromList [(key, drop 1 value) | (key, value) <- map (break (== '=')) (words line)]

strip :: String -> String
strip = dropWhileEnd isSpace . dropWhile isSpace

splitOn :: Char -> String -> [String]
splitOn separator text = case break (== separator) text of
  (field, _ : rest) -> field : splitOn separator rest
  (field, []) -> [field]

-- The first line and the others; the empty input has an empty first line.
splitFirst :: [String] -> (String, [String])
splitFirst (first : rest) = (first, rest)
splitFirst [] = ("", [])

main :: IO ()
main = do
  (headerLine, rest) <- splitFirst . lines <$> getContents
  let header = strip headerLine
      columns = splitOn ',' header
      row record = intercalate "," [Map.findWithDefault "" column record | column <- columns]
  putStr (unlines (header : [row (parseRecord line) | line <- rest, not (all isSpace line)]))
