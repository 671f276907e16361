use strict;
use warnings;

# A record line as a hash; a repeated key keeps its last value.
sub parse_record {
    my ($line) = @_;
    return map { split /=/, $_, 2 } split ' ', $line;
}

my $header = <STDIN> // '';
$header =~ s/^\s+|\s+$//g;
my @columns = split /,/, $header;
print "$header\n";
while (my $line = <STDIN>) {
    next unless $line =~ /\S/;
    my %record = parse_record($line);
    print join(',', map { $record{$_} // '' } @columns), "\n";
}
