<?php
$n = trim(stream_get_contents(STDIN)) ?: '0';
$remainder = 0;
foreach (str_split($n) as $digit) {
    $remainder = ($remainder * 10 + (int) $digit) % 7;
}
echo $remainder, "\n";
