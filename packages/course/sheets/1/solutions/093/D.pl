use strict;
use warnings;

# A record line as a hash; a repeated key keeps its last value.
sub parse_record {
    my ($line) = @_;
    return map { split /=/, $_, 2 } split ' ', $line;
}

my ($slowest, $max_latency);
while (my $line = <STDIN>) {
    my %record = parse_record($line);
    next unless exists $record{req} && exists $record{latency_ms};
    if (!defined $slowest || $record{latency_ms} > $max_latency) {
        ($slowest, $max_latency) = ($record{req}, $record{latency_ms});
    }
}
print $slowest // 'none', "\n";
