use strict;
use warnings;
use List::Util qw(min sum0);

my ($rows, $cols) = split ' ', <STDIN>;
chomp(my @grid = <STDIN>);

# A free square of side s ending at a cell means exactly s squares end there.
my @above = (0) x ($cols + 1);
my $total = 0;
for my $line (@grid[0 .. $rows - 1]) {
    my @row = (0);
    for my $j (0 .. $cols - 1) {
        push @row, substr($line, $j, 1) eq '.' ? 1 + min($above[$j], $above[$j + 1], $row[$j]) : 0;
    }
    $total += sum0(@row);
    @above = @row;
}
print "$total\n";
