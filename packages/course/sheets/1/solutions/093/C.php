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

$key = trim(fgets(STDIN) ?: '');
$values = [];
while (($line = fgets(STDIN)) !== false) {
    $record = parseRecord($line);
    if (isset($record[$key])) {
        $values[] = $record[$key];
    }
}
echo $values ? implode("\n", $values) : 'none', "\n";
