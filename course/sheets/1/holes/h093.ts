import type { HoleSpec } from '../../../schema';
const RECORD_FORMAT =
  'Each record line holds one or more tokens key=value separated by single spaces, in any order; keys are lowercase letters and underscores, the key is everything before the first = and the value is everything after it (values contain no spaces but may contain =). Not every record has every key; if a record repeats a key, the last occurrence wins. Blank lines are ignored. At most 250 records.';

export const hole: HoleSpec = {
  id: 93,
  title: 'Key=Value Soup at 3 A.M.',
  category: 'data_wrangling',
  difficulty: 3,
  variations: {
    A: {
      description:
        'The load balancer logs one record per request as key=value tokens, in no particular order. ' +
        'The incident channel wants the number of server errors right now. ' +
        'Print how many records have a status key whose integer value is between 500 and 599 inclusive; records without status do not count. ' +
        'At most 250 records.',
      human: {
        input_format: RECORD_FORMAT + ' When present, status is an integer. An input with no records is a single empty line (answer 0).',
        output_format: 'One integer: the number of records with 500 <= status <= 599.',
        examples: { input: 'ts=1 status=503 user=alice\nuser=bob status=200 ts=2\nts=3 user=carol\n', output: '1\n' },
      },
      hints: ['Turn each line into a dictionary first; split every token at its first = only.'],
      par: 152,
    },
    B: {
      description:
        'The load balancer logs one record per request as key=value tokens, in no particular order, and customer support wants to know whom to apologise to. ' +
        'Collect the values of the user key over all records. ' +
        'Print each distinct user once, sorted in plain character-code order (so uppercase letters sort before lowercase ones), one per line. ' +
        'At most 250 records.',
      human: {
        input_format: RECORD_FORMAT + ' An input with no records is a single empty line.',
        output_format: 'The distinct user values in ascending character-code order, one per line; or none if no record has a user key.',
        examples: { input: 'ts=1 status=503 user=bob\nuser=alice status=200 ts=2\nts=3 user=bob\n', output: 'alice\nbob\n' },
      },
      hints: ['A set, then a plain sort: Heidi comes before alice.'],
      par: 197,
    },
    C: {
      description:
        'The load balancer logs one record per request as key=value tokens, in no particular order, and you need one column out of it for a quick graph. ' +
        'The first input line names a key K; the following lines are the records. ' +
        'Print the value of K for every record that has it, in input order, one per line (if a record repeats a key, the last occurrence wins). ' +
        'At most 250 records.',
      human: {
        input_format: 'The first line holds the key name K. The remaining lines are records: ' + RECORD_FORMAT + ' With no records at all, the input is just the key line.',
        output_format: 'The values of K, one per line, in record order; or none if no record has K.',
        examples: { input: 'latency_ms\nts=1 latency_ms=120 user=bob\nuser=alice ts=2\nlatency_ms=7 ts=3\n', output: '120\n7\n' },
      },
      hints: ['Only exact key matches count: latency is not latency_ms.', 'Split each token at the first = only.'],
      par: 241,
    },
    D: {
      description:
        'The load balancer logs one record per request as key=value tokens, in no particular order, and the performance team wants the slowest request to start their investigation. ' +
        'Only records that have both a req key and an integer latency_ms key are considered. ' +
        'Print the req value of the record with the largest latency_ms; if several share it, the first one in input order. ' +
        'At most 250 records.',
      human: {
        input_format: RECORD_FORMAT + ' latency_ms, when present, is an integer from 0 to 100000. An input with no records is a single empty line.',
        output_format: 'One line: the req value, or none if no record has both keys.',
        examples: { input: 'req=a1 latency_ms=120\nlatency_ms=900 user=bob\nreq=b7 latency_ms=450\n', output: 'b7\n' },
      },
      hints: ['Compare latencies as numbers.', 'Only a strictly larger latency replaces the current winner.'],
      par: 297,
    },
    E: {
      description:
        'The load balancer logs one record per request as key=value tokens, and the data team wants a CSV they can open in a spreadsheet. ' +
        'The first input line lists the wanted column keys, separated by commas; every following line is a record. ' +
        'Print the header line unchanged, then one CSV line per record with the values of those keys in header order, leaving a field empty when the record lacks the key (if a record repeats a key, the last occurrence wins). ' +
        'At most 250 records.',
      human: {
        input_format: 'The first line lists 1 to 10 distinct keys separated by commas. The remaining lines are records: ' + RECORD_FORMAT + ' Values never contain commas. With no records the input is just the header line.',
        output_format: 'The header line, then one line per record (blank lines skipped), fields joined by commas; missing values are empty strings.',
        examples: { input: 'user,status\nts=1 status=503 user=bob\nstatus=200 ts=2\n', output: 'user,status\nbob,503\n,200\n' },
      },
      hints: ['A record missing every wanted key still produces a line (of commas).'],
      par: 260,
    },
  },
};
