<?php
$n = trim(stream_get_contents(STDIN)) ?: '0';
echo array_sum(str_split($n)), "\n";
