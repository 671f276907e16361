use strict;
use warnings;
use List::Util qw(min);

my ($rows, $cols) = split ' ', <STDIN>;
chomp(my @lines = <STDIN>);
my @grid = map { [split //] } @lines[0 .. $rows - 1];

# $side[$i][$j]: largest uniform square whose bottom-right corner is ($i, $j)
my @side;
my $best = 0;
for my $i (0 .. $rows - 1) {
    for my $j (0 .. $cols - 1) {
        my $cell = $grid[$i][$j];
        $side[$i][$j] = 1;
        if ($i > 0 && $j > 0
            && $grid[$i - 1][$j] eq $cell && $grid[$i][$j - 1] eq $cell && $grid[$i - 1][$j - 1] eq $cell) {
            $side[$i][$j] = 1 + min($side[$i - 1][$j], $side[$i][$j - 1], $side[$i - 1][$j - 1]);
        }
        $best = $side[$i][$j] if $side[$i][$j] > $best;
    }
}
print "$best\n";
