<?php
$lines = explode("\n", stream_get_contents(STDIN));
[$rows, $cols, $k] = array_map('intval', preg_split('/\s+/', trim($lines[0])));

// A K by K free block ends at every cell whose largest free square has side >= K.
$above = array_fill(0, $cols + 1, 0);
$count = 0;
for ($i = 1; $i <= $rows; $i++) {
    $row = [0];
    for ($j = 0; $j < $cols; $j++) {
        $row[] = $lines[$i][$j] === '.' ? 1 + min($above[$j], $above[$j + 1], $row[$j]) : 0;
        if ($row[$j + 1] >= $k) {
            $count++;
        }
    }
    $above = $row;
}
echo $count, "\n";
