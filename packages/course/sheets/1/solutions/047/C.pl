use strict;
use warnings;

my ($rows, $cols) = split ' ', <STDIN>;
chomp(my @grid = <STDIN>);

# Largest rectangle in the histogram of free-column heights, row by row, with a stack.
my @heights = (0) x ($cols + 1);    # the extra 0 flushes the stack at the end of each row
my $best = 0;
for my $line (@grid[0 .. $rows - 1]) {
    for my $j (0 .. $cols - 1) {
        $heights[$j] = substr($line, $j, 1) eq '.' ? $heights[$j] + 1 : 0;
    }
    my @stack;
    for my $j (0 .. $cols) {
        while (@stack && $heights[$stack[-1]] >= $heights[$j]) {
            my $top = $heights[pop @stack];
            my $left = @stack ? $stack[-1] : -1;
            my $area = $top * ($j - $left - 1);
            $best = $area if $area > $best;
        }
        push @stack, $j;
    }
}
print "$best\n";
