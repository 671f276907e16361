<?php
$lines = explode("\n", stream_get_contents(STDIN));
[$rows, $cols] = array_map('intval', preg_split('/\s+/', trim($lines[0])));

// $above[$j + 1]: side of the largest free square ending at column $j of the previous row
$above = array_fill(0, $cols + 1, 0);
$best = 0;
for ($i = 1; $i <= $rows; $i++) {
    $row = [0];
    for ($j = 0; $j < $cols; $j++) {
        $row[] = $lines[$i][$j] === '.' ? 1 + min($above[$j], $above[$j + 1], $row[$j]) : 0;
    }
    $best = max($best, ...$row);
    $above = $row;
}
echo $best, "\n";
