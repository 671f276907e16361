import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 68,
  title: 'Staffing the War Room',
  category: 'bits',
  difficulty: 8,
  variations: {
    A: {
      description:
        'A major incident needs a set of skills in the war room (databases, DNS, Kubernetes, ...), each written as one letter. ' +
        'Every on-call engineer has a set of skills, and a team covers the incident when every required skill is held by at least one team member. ' +
        'Given the required skills and up to 20 engineers, print the smallest number of engineers that covers all required skills, or -1 if even everybody together cannot.',
      human: {
        input_format: 'The first line lists the required skills as distinct lowercase letters from a to l (at most 12 of them; the line may be empty). The second line holds n (0 <= n <= 20). Each of the next n lines holds an engineer: a distinct name of 1 to 10 lowercase letters, a space, and a non-empty string of distinct skill letters from a to l. The emptiest input is an empty first line and n = 0: no skill is required, so print 0.',
        output_format: 'One integer: the minimum team size, or -1.',
        examples: { input: 'abcd\n4\nalice ab\nbob bc\ncarol cd\ndave a\n', output: '2\n' },
      },
      hints: ['With at most 12 skills, a set of skills fits in a bitmask.', 'dp[mask] = the fewest engineers whose skills together give exactly mask.'],
      par: 374,
    },
    B: {
      description:
        'A major incident needs a set of skills in the war room, each written as one letter, and this time management also looks at the bill: every on-call engineer has an hourly rate and a set of skills. ' +
        'A team covers the incident when every required skill is held by at least one member. ' +
        'Given the required skills and up to 20 engineers, print the smallest total hourly rate of a covering team, or -1 if even everybody together cannot cover it.',
      human: {
        input_format: 'The first line lists the required skills as distinct lowercase letters from a to l (at most 12 of them; the line may be empty). The second line holds n (0 <= n <= 20). Each of the next n lines holds an engineer: a distinct name of 1 to 10 lowercase letters, the hourly rate (an integer from 1 to 1000) and a non-empty string of distinct skill letters from a to l, separated by single spaces. The emptiest input is an empty first line and n = 0, which prints 0.',
        output_format: 'One integer: the minimum total hourly rate, or -1.',
        examples: { input: 'abcd\n4\nalice 50 abcd\nbob 20 ab\ncarol 25 cd\ndave 10 a\n', output: '45\n' },
      },
      hints: ['The cheapest team is not always the smallest one.', 'dp[mask] = the cheapest way to hold exactly the skills in mask.'],
      par: 402,
    },
    C: {
      description:
        'A major incident needs a set of skills in the war room, each written as one letter, and every on-call engineer has a set of skills. ' +
        'A team covers the incident when every required skill is held by at least one member, and the rota planner wants to know how much freedom there is. ' +
        'Given the required skills and up to 20 engineers, print how many different teams (sets of engineers) of the smallest possible size cover all required skills; print 0 if no team can.',
      human: {
        input_format: 'The first line lists the required skills as distinct lowercase letters from a to l (at most 12 of them; the line may be empty). The second line holds n (0 <= n <= 20). Each of the next n lines holds an engineer: a distinct name of 1 to 10 lowercase letters, a space, and a non-empty string of distinct skill letters from a to l. The emptiest input is an empty first line and n = 0: the empty team of size 0 is the only minimum team, so print 1.',
        output_format: 'One integer: the number of minimum-size covering teams.',
        examples: { input: 'abcd\n4\nalice ab\nbob cd\ncarol abc\ndave d\n', output: '3\n' },
      },
      hints: ['First find the minimum size, then count; or track both in one table.', 'Two teams differ when their sets of engineers differ, even if the skills are the same.'],
      par: 487,
    },
    D: {
      description:
        'A major incident needs a set of skills in the war room, each written as one letter, and every on-call engineer has a set of skills. ' +
        'A team covers the incident when every required skill is held by at least one member. ' +
        'Given the required skills and up to 20 engineers, find a covering team of the smallest possible size; among those, write each team as its names sorted alphabetically and pick the team whose list is lexicographically smallest (compare the first names, then the second, and so on). ' +
        'Print that team, nobody if no skill is required, or impossible if no team covers the skills.',
      human: {
        input_format: 'The first line lists the required skills as distinct lowercase letters from a to l (at most 12 of them; the line may be empty). The second line holds n (0 <= n <= 20). Each of the next n lines holds an engineer: a distinct name of 1 to 10 lowercase letters, a space, and a non-empty string of distinct skill letters from a to l. The emptiest input is an empty first line and n = 0, which prints nobody.',
        output_format: 'One line: the names of the chosen team in alphabetical order separated by single spaces, or nobody, or impossible.',
        examples: { input: 'abcd\n4\ndave ab\nbob cd\ncarol abc\nalice d\n', output: 'alice carol\n' },
      },
      hints: ['Decide the names one at a time, from the alphabetically smallest, checking that the rest can still be completed with the remaining team size.'],
      par: 702,
    },
    E: {
      description:
        'After the last outage the postmortem demanded a bus factor of two: in the war room, every required skill (one letter each) must be held by at least two different team members. ' +
        'Every on-call engineer has a set of skills. ' +
        'Given the required skills and up to 20 engineers, print the smallest number of engineers that holds every required skill at least twice, or -1 if even everybody together cannot.',
      human: {
        input_format: 'The first line lists the required skills as distinct lowercase letters from a to h (at most 8 of them; the line may be empty). The second line holds n (0 <= n <= 20). Each of the next n lines holds an engineer: a distinct name of 1 to 10 lowercase letters, a space, and a non-empty string of distinct skill letters from a to h. The emptiest input is an empty first line and n = 0, which prints 0.',
        output_format: 'One integer: the minimum team size, or -1.',
        examples: { input: 'abc\n4\nalice ab\nbob bc\ncarol ca\ndave abc\n', output: '3\n' },
      },
      hints: ['The state per skill is now 0, 1 or "2 or more" holders: 3^8 states at most.'],
      par: 368,
    },
  },
};
