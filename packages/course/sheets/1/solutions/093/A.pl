use strict;
use warnings;

# A record line as a hash; a repeated key keeps its last value.
sub parse_record {
    my ($line) = @_;
    return map { split /=/, $_, 2 } split ' ', $line;
}

my $errors = 0;
while (my $line = <STDIN>) {
    my %record = parse_record($line);
    my $status = $record{status};
    $errors++ if defined $status && $status >= 500 && $status <= 599;
}
print "$errors\n";
