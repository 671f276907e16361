<?php
$lines = explode("\n", stream_get_contents(STDIN));
[$rows, $cols] = array_map('intval', preg_split('/\s+/', trim($lines[0])));

// Largest rectangle in the histogram of free-column heights, row by row, with a stack.
$heights = array_fill(0, $cols + 1, 0); // the extra 0 flushes the stack at the end of each row
$best = 0;
for ($i = 1; $i <= $rows; $i++) {
    for ($j = 0; $j < $cols; $j++) {
        $heights[$j] = $lines[$i][$j] === '.' ? $heights[$j] + 1 : 0;
    }
    $stack = [];
    foreach ($heights as $j => $h) {
        while ($stack && $heights[end($stack)] >= $h) {
            $top = $heights[array_pop($stack)];
            $left = $stack ? end($stack) : -1;
            $best = max($best, $top * ($j - $left - 1));
        }
        $stack[] = $j;
    }
}
echo $best, "\n";
