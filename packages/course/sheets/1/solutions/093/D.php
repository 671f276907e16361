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

$slowest = null;
$maxLatency = 0;
while (($line = fgets(STDIN)) !== false) {
    $record = parseRecord($line);
    if (!isset($record['req'], $record['latency_ms'])) {
        continue;
    }
    $latency = (int) $record['latency_ms'];
    if ($slowest === null || $latency > $maxLatency) {
        [$slowest, $maxLatency] = [$record['req'], $latency];
    }
}
echo $slowest ?? 'none', "\n";
