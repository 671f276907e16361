<?php
$lines = explode("\n", stream_get_contents(STDIN));
[$rows, $cols] = array_map('intval', preg_split('/\s+/', trim($lines[0])));
$grid = array_slice($lines, 1, $rows);

// $side[$i][$j]: largest uniform square whose bottom-right corner is ($i, $j)
$side = array_fill(0, $rows, array_fill(0, $cols, 1));
$best = 0;
for ($i = 0; $i < $rows; $i++) {
    for ($j = 0; $j < $cols; $j++) {
        $cell = $grid[$i][$j];
        if ($i > 0 && $j > 0 && $grid[$i - 1][$j] === $cell && $grid[$i][$j - 1] === $cell
            && $grid[$i - 1][$j - 1] === $cell) {
            $side[$i][$j] = 1 + min($side[$i - 1][$j], $side[$i][$j - 1], $side[$i - 1][$j - 1]);
        }
        $best = max($best, $side[$i][$j]);
    }
}
echo $best, "\n";
