import type { HoleSpec } from '../../../schema';

const LEVELS = ['INFO', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'INFO'];
const SERVICES = ['api', 'auth', 'billing', 'search', 'cron', 'timeouts', 'mailer'];
const MESSAGES = ['request ok', 'cache miss', 'upstream Timeout after 30s', 'retrying', 'disk 91% full', 'ERROR budget fine', 'time out of sync', 'user login'];
const pad2 = (x: number): string => String(x).padStart(2, '0');
const logLine = (i: number): string =>
  `2024-03-${pad2(1 + (i % 28))}T${pad2((i * 5) % 24)}:${pad2((i * 7) % 60)}:${pad2((i * 13) % 60)}Z ` +
  `${LEVELS[(i * i + 5 * i + (i >> 2)) % 6]} ${SERVICES[(i * 3 + (i >> 2)) % 7]} ${MESSAGES[(i * 11 + (i >> 3)) % 8]}`;
const logs = (n: number): string => Array.from({ length: n }, (_, i) => logLine(i) + '\n').join('');
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '2024-03-01T00:00:00Z ERROR api boom\n', output: '1\n' },
        { tag: 'minimum', input: '2024-03-01T00:00:00Z INFO api fine\n', output: '0\n' },
        { tag: 'tricky', input: '2024-03-01T00:00:01Z INFO api ERROR budget ok\n2024-03-01T00:00:02Z WARN ERROR disk ERROR\n2024-03-01T00:00:03Z ERROR ERROR ERROR\n', output: '1\n' },
        { tag: 'tricky', input: '2024-03-01T00:00:01Z ERRORS api plural\n\n2024-03-01T00:00:02Z ERROR api real\n\n', output: '1\n' },
        { tag: 'typical', input: logs(10), output: '1\n' },
        { tag: 'typical', input: logs(57), output: '11\n' },
        { tag: 'typical', input: logs(233), output: '48\n' },
        { tag: 'maximum', input: logs(400), output: '82\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '2024-03-01T00:00:00Z WARN api hmm\n', output: '1\n' },
        { tag: 'minimum', input: '2024-03-01T00:00:00Z DEBUG api fine\n', output: '0\n' },
        { tag: 'tricky', input: '2024-03-01T00:00:01Z INFO WARN ERROR\n2024-03-01T00:00:02Z DEBUG api WARN: disk\n2024-03-01T00:00:03Z WARN ERROR INFO\n', output: '1\n' },
        { tag: 'tricky', input: '\n2024-03-01T00:00:01Z ERROR api x\n\n\n2024-03-01T00:00:02Z WARN api y\n', output: '2\n' },
        { tag: 'typical', input: logs(12), output: '3\n' },
        { tag: 'typical', input: logs(101), output: '36\n' },
        { tag: 'maximum', input: logs(400), output: '150\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: 'DEBUG 0\nINFO 0\nWARN 0\nERROR 0\n' },
        { tag: 'minimum', input: '2024-03-01T00:00:00Z DEBUG api x\n', output: 'DEBUG 1\nINFO 0\nWARN 0\nERROR 0\n' },
        { tag: 'tricky', input: '2024-03-01T00:00:01Z INFO DEBUG WARN ERROR\n2024-03-01T00:00:02Z INFO api DEBUG\n', output: 'DEBUG 0\nINFO 2\nWARN 0\nERROR 0\n' },
        { tag: 'tricky', input: '\n\n2024-03-01T00:00:01Z WARN api a\n\n', output: 'DEBUG 0\nINFO 0\nWARN 1\nERROR 0\n' },
        { tag: 'typical', input: logs(9), output: 'DEBUG 3\nINFO 4\nWARN 1\nERROR 1\n' },
        { tag: 'typical', input: logs(60), output: 'DEBUG 13\nINFO 26\nWARN 9\nERROR 12\n' },
        { tag: 'typical', input: logs(199), output: 'DEBUG 42\nINFO 84\nWARN 33\nERROR 40\n' },
        { tag: 'maximum', input: logs(400), output: 'DEBUG 83\nINFO 167\nWARN 68\nERROR 82\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '2024-03-01T00:00:00Z INFO api x\n', output: '1\n' },
        { tag: 'tricky', input: '2024-03-01T00:00:01Z INFO api x\n2024-03-01T00:00:02Z INFO API y\n2024-03-01T00:00:03Z INFO Api api\n', output: '3\n' },
        { tag: 'tricky', input: '2024-03-01T00:00:01Z INFO auth billing search cron\n\n2024-03-01T00:00:02Z WARN auth again\n', output: '1\n' },
        { tag: 'typical', input: logs(4), output: '4\n' },
        { tag: 'typical', input: logs(30), output: '7\n' },
        { tag: 'maximum', input: logs(400), output: '7\n' },
        { tag: 'maximum', input: Array.from({ length: 400 }, (_, i) => `2024-03-01T00:00:00Z INFO svc${i % 123} ping\n`).join(''), output: '123\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '2024-03-01T00:00:00Z ERROR api timeout\n', output: '1\n' },
        { tag: 'tricky', input: '2024-03-01T00:00:01Z INFO timeout ok\n2024-03-01T00:00:02Z INFO api time out\n2024-03-01T00:00:03Z WARN api connection TIMEOUTS\n', output: '1\n' },
        { tag: 'tricky', input: '2024-03-01T00:00:01Z ERROR api read timed out\n2024-03-01T00:00:02Z ERROR api ReadTimeoutException\n', output: '1\n' },
        { tag: 'typical', input: logs(16), output: '2\n' },
        { tag: 'typical', input: logs(77), output: '10\n' },
        { tag: 'typical', input: '2024-03-01T00:00:01Z ERROR db timeoutTIMEOUT\n\n2024-03-01T00:00:02Z INFO db no issue\n', output: '1\n' },
        { tag: 'maximum', input: logs(400), output: '50\n' },
      ],
    },
  },
};
