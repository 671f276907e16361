use strict;
use warnings;

my $line = <STDIN> // '';
my @words = split ' ', $line;
print scalar(@words), "\n";
