<?php
/** A record line as key => value; a repeated key keeps its last value. */
function parseRecord(string $line): array
{
    $record = [];
    foreach (preg_split('/\s+/', $line, -1, PREG_SPLIT_NO_EMPTY) as $token) {
        [$key, $value] = explode('=', $token, 2);
        $record[$key] = $value;
    }
    return $record;
}

$header = trim(fgets(STDIN) ?: '');
$columns = explode(',', $header);
echo $header, "\n";
while (($line = fgets(STDIN)) !== false) {
    if (trim($line) === '') {
        continue;
    }
    $record = parseRecord($line);
    echo implode(',', array_map(fn ($column) => $record[$column] ?? '', $columns)), "\n";
}
