use strict;
use warnings;
use List::Util qw(min);

my ($rows, $cols, $k) = split ' ', <STDIN>;
chomp(my @grid = <STDIN>);

# A K by K free block ends at every cell whose largest free square has side >= K.
my @above = (0) x ($cols + 1);
my $count = 0;
for my $line (@grid[0 .. $rows - 1]) {
    my @row = (0);
    for my $j (0 .. $cols - 1) {
        push @row, substr($line, $j, 1) eq '.' ? 1 + min($above[$j], $above[$j + 1], $row[$j]) : 0;
    }
    $count += grep { $_ >= $k } @row;
    @above = @row;
}
print "$count\n";
