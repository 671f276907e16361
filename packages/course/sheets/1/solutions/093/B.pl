use strict;
use warnings;

# A record line as a hash; a repeated key keeps its last value.
sub parse_record {
    my ($line) = @_;
    return map { split /=/, $_, 2 } split ' ', $line;
}

my %users;
while (my $line = <STDIN>) {
    my %record = parse_record($line);
    $users{ $record{user} } = 1 if exists $record{user};
}
print %users ? join("\n", sort keys %users) : 'none', "\n";
