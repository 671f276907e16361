import type { HoleSpec } from '../../../schema';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const intro =
  'The on-call scheduler speaks ISO 8601 durations: "P" followed by optional components nY, nM, nW, nD in that order, then optionally "T" and components nH, nM, nS in that order (n is a non-negative integer; at least one component is present, and "T" is only written when a time component follows). ' +
  'Timestamps are YYYY-MM-DDTHH:MM:SSZ in UTC, proleptic Gregorian, no leap seconds. ' +
  'Adding a duration to a timestamp works in this order: first add the years and months to the date (if that day does not exist in the resulting month, use the last day of that month), then add 7*W + D days, then add the hours, minutes and seconds as elapsed time. ';

export const hole: HoleSpec = {
  id: 59,
  title: 'ISO 8601 Durations for the Rotation Bot',
  category: 'dates',
  difficulty: 9,
  variations: {
    A: {
      description: intro + 'For each line "T D", print T + D.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 300). Then Q lines follow, each a timestamp T and a duration D separated by a space; every number in D is at most 100000 and T + D lies between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z. With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a timestamp YYYY-MM-DDTHH:MM:SSZ (four-digit year).',
        examples: { input: list(['2024-01-31T10:00:00Z P1M', '2024-02-29T12:00:00Z P1Y', '2024-03-09T20:00:00Z PT36H']), output: '2024-02-29T10:00:00Z\n2025-02-28T12:00:00Z\n2024-03-11T08:00:00Z\n' },
      },
      hints: ['Months first, clamp the day, then days, then the clock.', 'P1M added to January 31 gives the last day of February.'],
      par: 738,
    },
    B: {
      description:
        intro + 'Subtraction T - D is defined as adding the negated components in the same order: first subtract the years and months (clamping the day to the end of the month), then the days, then the hours, minutes and seconds. For each line "T D", print T - D.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 300). Then Q lines follow, each a timestamp T and a duration D separated by a space; every number in D is at most 100000 and T - D lies between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z. With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a timestamp YYYY-MM-DDTHH:MM:SSZ (four-digit year).',
        examples: { input: list(['2024-03-31T10:00:00Z P1M', '2025-02-28T12:00:00Z P1Y', '2024-03-11T08:00:00Z PT36H']), output: '2024-02-29T10:00:00Z\n2024-02-28T12:00:00Z\n2024-03-09T20:00:00Z\n' },
      },
      hints: ['(T + D) - D is not always T: clamping loses information.', 'Borrow across month and year ends carefully.'],
      par: 739,
    },
    C: {
      description:
        intro +
        'The incident report wants each outage "A B" (A <= B) as a duration without years, months or weeks: print B - A as "P" + days "nD" (if non-zero) + "T" followed by the non-zero ones of "nH", "nM", "nS" (hours below 24, minutes and seconds below 60). Omit zero components, omit "T" when all three are zero, and print PT0S for an empty outage.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 400). Then Q lines follow, each two timestamps A <= B separated by a space. With Q = 0 there is nothing to print.',
        output_format: 'Q lines such as P3DT4H5S, PT59M, P2D or PT0S.',
        examples: { input: list(['2024-02-28T22:00:00Z 2024-03-01T23:00:05Z', '2024-03-01T10:00:00Z 2024-03-01T10:59:00Z', '2024-03-01T10:00:00Z 2024-03-01T10:00:00Z']), output: 'P2DT1H5S\nPT59M\nPT0S\n' },
      },
      hints: ['Work in seconds, then split with div and mod.', 'A whole number of days has no "T" part at all.'],
      par: 416,
    },
    D: {
      description:
        intro +
        'A recurrence "Rn/S/D" describes n events: event k (k = 0 .. n-1) happens at S + kD, where kD is the duration D with every component multiplied by k (so each event is computed from S directly, not from the previous event). For each recurrence, print its events in order on one line, separated by spaces.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 60). Then Q lines follow, each "Rn/S/D" with 1 <= n <= 12, S a timestamp and D a duration whose numbers are at most 10000; all events lie between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z. With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each n timestamps YYYY-MM-DDTHH:MM:SSZ separated by single spaces.',
        examples: { input: list(['R4/2024-01-31T09:00:00Z/P1M', 'R3/2024-03-30T00:00:00Z/PT25H']), output: '2024-01-31T09:00:00Z 2024-02-29T09:00:00Z 2024-03-31T09:00:00Z 2024-04-30T09:00:00Z\n' +
          '2024-03-30T00:00:00Z 2024-03-31T01:00:00Z 2024-04-01T02:00:00Z\n' },
      },
      hints: ['Multiply, then add: S + 2*P1M is S + P2M, which is not (S + P1M) + P1M after a clamp.'],
      par: 789,
    },
    E: {
      description:
        intro +
        'A reminder fires at S + kD for k = 0, 1, 2, ..., where kD is the duration D with every component multiplied by k. For each line "S E D" (S <= E, D not zero), print how many reminders fire at or before E. The answer can be huge, so do not simulate one by one.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 300). Then Q lines follow, each "S E D": two timestamps S <= E and a duration D with at least one non-zero component, every number in D at most 100000. With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a positive integer (k = 0 always counts).',
        examples: { input: list(['2024-01-31T00:00:00Z 2024-12-31T00:00:00Z P1M', '2024-01-01T00:00:00Z 2024-01-01T00:00:00Z PT1S', '2024-01-01T00:00:00Z 2024-01-02T00:00:00Z PT7H']), output: '12\n1\n4\n' },
      },
      hints: ['S + kD never decreases as k grows, so binary search on k works.', 'For large k the candidate time may go far past the year 9999: treat that as "too late".'],
      par: 1100,
    },
  },
};
