import type { HoleSpec } from '../../../schema';
const INPUT_FORMAT =
  'Zero or more lines, each of the form "timestamp LEVEL service message": fields separated by single spaces, LEVEL one of DEBUG, INFO, WARN, ERROR, service a single word, message any text (possibly with spaces). At most 400 lines. Blank lines must be ignored; an input with no log lines is a single empty line.';

export const hole: HoleSpec = {
  id: 91,
  title: 'Grep Before Coffee',
  category: 'data_wrangling',
  difficulty: 1,
  variations: {
    A: {
      description:
        'The pager went off and the first thing the incident commander asks is: how many errors? ' +
        'Each log line is "timestamp LEVEL service message" with single spaces between the fields. ' +
        'Print the number of lines whose LEVEL field is exactly ERROR (the word ERROR inside a message does not count). ' +
        'At most 400 log lines.',
      human: {
        input_format: INPUT_FORMAT + ' With no log lines, print 0.',
        output_format: 'One integer: the number of ERROR lines.',
        examples: {
          input: '2024-03-01T03:12:44Z ERROR api upstream timeout\n2024-03-01T03:12:45Z INFO api retrying\n2024-03-01T03:12:49Z ERROR auth token expired\n',
          output: '2\n',
        },
      },
      hints: ['Split each line on spaces and look at the second field only.'],
      par: 70,
    },
    B: {
      description:
        'The incident commander wants to know how noisy the night was: count every line that is a warning or worse. ' +
        'Each log line is "timestamp LEVEL service message" with single spaces between the fields. ' +
        'Print the number of lines whose LEVEL field is WARN or ERROR. ' +
        'At most 400 log lines.',
      human: {
        input_format: INPUT_FORMAT + ' With no log lines, print 0.',
        output_format: 'One integer: the number of WARN or ERROR lines.',
        examples: {
          input: '2024-03-01T03:12:44Z ERROR api upstream timeout\n2024-03-01T03:12:45Z WARN api retrying\n2024-03-01T03:12:49Z DEBUG auth token refreshed\n',
          output: '2\n',
        },
      },
      hints: ['Only the second field decides; WARNING or error (lowercase) are not valid levels to count.'],
      par: 99,
    },
    C: {
      description:
        'The weekly on-call report has a tiny table of log levels and you are the one who has to fill it in. ' +
        'Each log line is "timestamp LEVEL service message" with single spaces between the fields, and LEVEL is one of DEBUG, INFO, WARN, ERROR. ' +
        'Print four lines, in the order DEBUG, INFO, WARN, ERROR: the level name, a space and the number of lines with that level. ' +
        'At most 400 log lines.',
      human: {
        input_format: INPUT_FORMAT + ' With no log lines, every count is 0.',
        output_format: 'Exactly four lines: "DEBUG n", "INFO n", "WARN n", "ERROR n", always in that order, even when a count is 0.',
        examples: {
          input: '2024-03-01T03:12:44Z ERROR api upstream timeout\n2024-03-01T03:12:45Z INFO api retrying\n2024-03-01T03:12:49Z INFO auth ok\n',
          output: 'DEBUG 0\nINFO 2\nWARN 0\nERROR 1\n',
        },
      },
      hints: ['Count the second field of every non-blank line, then print the four counts in the fixed order.'],
      par: 168,
    },
    D: {
      description:
        'Someone asks how many services were logging tonight, and you answer before they finish their sentence. ' +
        'Each log line is "timestamp LEVEL service message" with single spaces between the fields; the service is the third field and names are case-sensitive (api and API are different services). ' +
        'Print the number of distinct services that appear in the log. ' +
        'At most 400 log lines.',
      human: {
        input_format: INPUT_FORMAT + ' With no log lines, print 0.',
        output_format: 'One integer: the number of distinct service names.',
        examples: {
          input: '2024-03-01T03:12:44Z ERROR api upstream timeout\n2024-03-01T03:12:45Z INFO api retrying\n2024-03-01T03:12:49Z INFO auth ok\n',
          output: '2\n',
        },
      },
      hints: ['Put the third field of every non-blank line into a set.'],
      par: 70,
    },
    E: {
      description:
        'The postmortem template has a box labelled "timeouts", and you are going to fill it in from the raw log. ' +
        'Each log line is "timestamp LEVEL service message" with single spaces between the fields; the message is everything after the third space. ' +
        'Print the number of lines whose message contains the text timeout, ignoring case (Timeout and TIMEOUTS count, time out does not, and the service name is not part of the message). ' +
        'At most 400 log lines.',
      human: {
        input_format: INPUT_FORMAT + ' With no log lines, print 0.',
        output_format: 'One integer: the number of lines whose message mentions timeout.',
        examples: {
          input: '2024-03-01T03:12:44Z ERROR api upstream Timeout\n2024-03-01T03:12:45Z INFO api retrying\n2024-03-01T03:12:49Z WARN timeouts ok\n',
          output: '1\n',
        },
      },
      hints: ['Cut off the first three fields, lowercase the rest and search for the substring.'],
      par: 90,
    },
  },
};
