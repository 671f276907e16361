<?php
const BASE = 1000000000;

/** The product of the decimal digits of $n, exactly, as a decimal string. */
function digitProduct(string $n): string
{
    if (str_contains($n, '0')) {
        return '0';
    }
    $limbs = [1]; // base 10^9, least significant first
    foreach (str_split($n) as $digit) {
        $carry = 0;
        foreach ($limbs as $i => $limb) {
            $x = $limb * (int) $digit + $carry;
            $limbs[$i] = $x % BASE;
            $carry = intdiv($x, BASE);
        }
        if ($carry > 0) {
            $limbs[] = $carry;
        }
    }
    $result = (string) array_pop($limbs);
    foreach (array_reverse($limbs) as $limb) {
        $result .= sprintf('%09d', $limb);
    }
    return $result;
}

$n = trim(stream_get_contents(STDIN)) ?: '0';
$steps = 0;
while (strlen($n) > 1) {
    $n = digitProduct($n);
    $steps++;
}
echo $steps, "\n";
