use strict;
use warnings;
use List::Util qw(sum0);

my $input = do { local $/; <STDIN> } // '';
my ($n) = $input =~ /(\d+)/;
$n //= 0;
my $steps = 0;
while (length $n > 1) {
    $n = sum0(split //, $n);
    $steps++;
}
print "$steps\n";
