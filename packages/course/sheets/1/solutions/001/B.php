<?php
$line = explode("\n", stream_get_contents(STDIN))[0];
echo count(preg_split('/\s+/', $line, -1, PREG_SPLIT_NO_EMPTY)), "\n";
