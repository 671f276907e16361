use strict;
use warnings;
use List::Util qw(sum0);

my $input = do { local $/; <STDIN> } // '';
my ($n) = $input =~ /(\d+)/;
$n //= 0;
$n = sum0(split //, $n) while length $n > 1;
print "$n\n";
