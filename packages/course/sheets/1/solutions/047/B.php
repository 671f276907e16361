<?php
$lines = explode("\n", stream_get_contents(STDIN));
[$rows, $cols] = array_map('intval', preg_split('/\s+/', trim($lines[0])));

// A free square of side s ending at a cell means exactly s squares end there.
$above = array_fill(0, $cols + 1, 0);
$total = 0;
for ($i = 1; $i <= $rows; $i++) {
    $row = [0];
    for ($j = 0; $j < $cols; $j++) {
        $row[] = $lines[$i][$j] === '.' ? 1 + min($above[$j], $above[$j + 1], $row[$j]) : 0;
    }
    $total += array_sum($row);
    $above = $row;
}
echo $total, "\n";
