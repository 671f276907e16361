<?php
$n = trim(stream_get_contents(STDIN)) ?: '0';
while (strlen($n) > 1) {
    $n = (string) array_sum(str_split($n));
}
echo $n, "\n";
