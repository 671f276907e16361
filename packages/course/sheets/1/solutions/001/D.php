<?php
$line = explode("\n", stream_get_contents(STDIN))[0];
echo preg_match_all('/[0-9]/', $line), "\n";
