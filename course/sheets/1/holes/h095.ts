import type { HoleSpec } from '../../../schema';
const LINES =
  'Then 0 to 700 alert lines "t name", sorted by t (non-decreasing, equal times allowed): t an integer from 0 to 1000000000, name a word of lowercase letters, digits and underscores.';

export const hole: HoleSpec = {
  id: 95,
  title: 'Alert Storm Deduplicator',
  category: 'data_wrangling',
  difficulty: 5,
  variations: {
    A: {
      description:
        'A flapping disk alarm paged you 40 times in ten minutes, so you are writing the deduplicator yourself. ' +
        'Alerts arrive in time order as "t name". An alert is emitted unless an alert with the same name was emitted less than W seconds earlier (that is, if the last emitted alert of that name was at time s and t - s < W, it is suppressed). ' +
        'Print the emitted alert lines, unchanged and in input order. ' +
        'At most 700 alert lines.',
      human: {
        input_format: 'The first line holds W (1 <= W <= 1000000). ' + LINES + ' With no alert lines the output is empty.',
        output_format: 'The emitted alert lines, exactly as given, one per line.',
        examples: { input: '60\n0 disk_full\n30 disk_full\n45 cpu_high\n61 disk_full\n100 disk_full\n', output: '0 disk_full\n45 cpu_high\n61 disk_full\n' },
      },
      hints: ['Remember, per name, the time of the last emitted alert only.', 'Suppressed alerts do not restart the window.'],
      par: 243,
    },
    B: {
      description:
        'A flapping alarm keeps firing every few seconds, and your team agreed that an alert is only news after a quiet period. ' +
        'Alerts arrive in time order as "t name". An alert is emitted unless an alert with the same name occurred (emitted or not) less than W seconds earlier: if the previous occurrence of that name was at time s and t - s < W, it is suppressed. ' +
        'Print the emitted alert lines, unchanged and in input order. ' +
        'At most 700 alert lines.',
      human: {
        input_format: 'The first line holds W (1 <= W <= 1000000). ' + LINES + ' With no alert lines the output is empty.',
        output_format: 'The emitted alert lines, exactly as given, one per line.',
        examples: { input: '60\n0 disk_full\n30 disk_full\n45 cpu_high\n61 disk_full\n130 disk_full\n', output: '0 disk_full\n45 cpu_high\n130 disk_full\n' },
      },
      hints: ['Every occurrence, even a suppressed one, restarts that name\'s quiet period.'],
      par: 239,
    },
    C: {
      description:
        'After the alert storm, the postmortem wants a per-alert summary of what the deduplicator did. ' +
        'Alerts arrive in time order as "t name"; an alert is emitted unless the last emitted alert with the same name was less than W seconds earlier (t - s < W), in which case it is suppressed. ' +
        'For every alert name that appears, print "name emitted suppressed", sorted by name in character-code order. ' +
        'At most 700 alert lines.',
      human: {
        input_format: 'The first line holds W (1 <= W <= 1000000). ' + LINES + ' With no alert lines the output is empty.',
        output_format: 'One line per distinct name: the name, its number of emitted alerts and its number of suppressed alerts, separated by single spaces.',
        examples: { input: '60\n0 disk_full\n30 disk_full\n45 cpu_high\n61 disk_full\n100 disk_full\n', output: 'cpu_high 1 0\ndisk_full 2 2\n' },
      },
      hints: ['The window starts at the last emitted alert, not the last occurrence.'],
      par: 454,
    },
    D: {
      description:
        'Alerts now carry a severity, info < warning < critical, and an escalation must never be swallowed by the deduplicator. ' +
        'Alerts arrive in time order as "t name severity". An alert is emitted if its name has no emitted alert yet, or the last emitted alert of that name was at least W seconds earlier, or its severity is strictly higher than the severity of the last emitted alert of that name; otherwise it is suppressed. ' +
        'Print the emitted alert lines, unchanged and in input order. ' +
        'At most 600 alert lines.',
      human: {
        input_format:
          'The first line holds W (1 <= W <= 1000000). Then 0 to 600 alert lines "t name severity", sorted by t (non-decreasing): t an integer from 0 to 1000000000, name a word of lowercase letters, digits and underscores, severity one of info, warning, critical. With no alert lines the output is empty.',
        output_format: 'The emitted alert lines, exactly as given, one per line.',
        examples: { input: '60\n0 disk_full warning\n30 disk_full warning\n40 disk_full critical\n50 disk_full info\n101 disk_full info\n', output: '0 disk_full warning\n40 disk_full critical\n101 disk_full info\n' },
      },
      hints: ['Store, per name, the time and severity of the last emitted alert.', 'An emitted lower-severity alert lowers the bar for the next escalation.'],
      par: 349,
    },
    E: {
      description:
        'The pager provider charges per notification, so management wants a global rate limit regardless of the alert name. ' +
        'Alerts arrive in time order as "t name". An alert is emitted if fewer than K alerts were emitted at times s with t - W < s <= t (the last W seconds, including the current second); otherwise it is dropped. ' +
        'Print the emitted alert lines, unchanged and in input order. ' +
        'At most 700 alert lines.',
      human: {
        input_format: 'The first line holds K and W separated by a space (1 <= K <= 1000, 1 <= W <= 1000000). ' + LINES + ' With no alert lines the output is empty.',
        output_format: 'The emitted alert lines, exactly as given, one per line.',
        examples: { input: '2 60\n0 disk_full\n10 cpu_high\n20 api_5xx\n60 queue_lag\n61 disk_full\n70 api_5xx\n', output: '0 disk_full\n10 cpu_high\n60 queue_lag\n70 api_5xx\n' },
      },
      hints: ['Keep a queue of emission times and drop those with s <= t - W.', 'Dropped alerts do not count towards the limit.'],
      par: 311,
    },
  },
};
