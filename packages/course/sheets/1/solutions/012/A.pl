use strict;
use warnings;
use List::Util qw(sum0);

my $input = do { local $/; <STDIN> } // '';
my ($n) = $input =~ /(\d+)/;
$n //= 0;
print sum0(split //, $n), "\n";
