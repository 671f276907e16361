use strict;
use warnings;

my $line = <STDIN> // '';
print $line =~ tr/A-Z//, "\n";
