<?php
$n = trim(stream_get_contents(STDIN)) ?: '0';
$steps = 0;
while (strlen($n) > 1) {
    $n = (string) array_sum(str_split($n));
    $steps++;
}
echo $steps, "\n";
