use strict;
use warnings;

my $line = <STDIN> // '';
chomp $line;
print length($line), "\n";
