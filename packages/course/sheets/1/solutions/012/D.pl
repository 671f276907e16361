use strict;
use warnings;

my $input = do { local $/; <STDIN> } // '';
my ($n) = $input =~ /(\d+)/;
$n //= 0;
my $remainder = 0;
$remainder = ($remainder * 10 + $_) % 7 for split //, $n;
print "$remainder\n";
