use strict;
use warnings;
use Math::BigInt;

my $input = do { local $/; <STDIN> } // '';
my ($n) = $input =~ /(\d+)/;
$n //= 0;
my $steps = 0;
while (length $n > 1) {
    my $product = Math::BigInt->new(1);
    $product->bmul($_) for split //, $n;
    $n = $product->bstr;
    $steps++;
}
print "$steps\n";
