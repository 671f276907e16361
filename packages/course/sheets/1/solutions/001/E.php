<?php
$line = explode("\n", stream_get_contents(STDIN))[0];
// Mode 1: only the byte values that occur.
echo count(count_chars($line, 1)), "\n";
