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

$users = [];
while (($line = fgets(STDIN)) !== false) {
    $record = parseRecord($line);
    if (isset($record['user'])) {
        $users[] = $record['user'];
    }
}
$users = array_unique($users);
sort($users, SORT_STRING);
echo $users ? implode("\n", $users) : 'none', "\n";
