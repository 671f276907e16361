use strict;
use warnings;

my $line = <STDIN> // '';
print $line =~ tr/0-9//, "\n";
