use strict;
use warnings;
use List::Util qw(min max);

my ($rows, $cols) = split ' ', <STDIN>;
chomp(my @grid = <STDIN>);

# $above[$j + 1]: side of the largest free square ending at column $j of the previous row
my @above = (0) x ($cols + 1);
my $best = 0;
for my $line (@grid[0 .. $rows - 1]) {
    my @row = (0);
    for my $j (0 .. $cols - 1) {
        push @row, substr($line, $j, 1) eq '.' ? 1 + min($above[$j], $above[$j + 1], $row[$j]) : 0;
    }
    $best = max($best, @row);
    @above = @row;
}
print "$best\n";
