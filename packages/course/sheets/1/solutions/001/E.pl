use strict;
use warnings;

my $line = <STDIN> // '';
chomp $line;
my %seen = map { $_ => 1 } split //, $line;
print scalar(keys %seen), "\n";
