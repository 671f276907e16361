use strict;
use warnings;

# A record line as a hash; a repeated key keeps its last value.
sub parse_record {
    my ($line) = @_;
    return map { split /=/, $_, 2 } split ' ', $line;
}

my $key = <STDIN> // '';
$key =~ s/^\s+|\s+$//g;
my @values;
while (my $line = <STDIN>) {
    my %record = parse_record($line);
    push @values, $record{$key} if exists $record{$key};
}
print @values ? join("\n", @values) : 'none', "\n";
