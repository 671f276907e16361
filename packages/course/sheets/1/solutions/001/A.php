<?php
$line = explode("\n", stream_get_contents(STDIN))[0];
echo strlen($line), "\n";
