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
      cases: [
        { tag: 'empty', input: '\n0\n', output: '0\n' },
        { tag: 'minimum', input: 'a\n1\nalice a\n', output: '1\n' },
        { tag: 'tricky', input: 'ab\n1\nalice a\n', output: '-1\n' },
        { tag: 'tricky', input: '\n2\nalice ab\nbob c\n', output: '0\n' },
        { tag: 'typical', input: 'abcdef\n5\nalice abc\nbob def\ncarol ad\ndave be\nerin cf\n', output: '2\n' },
        { tag: 'tricky', input: 'abc\n3\nalice ajk\nbob bk\ncarol cl\n', output: '3\n' },
        { tag: 'typical', input: 'abcdefgh\n12\nheidi cj\nrupert gb\nbob fel\nivan f\nsybil gdk\ncarol c\njudy jkh\ntrent gd\ndave g\nmallory jc\n' +
          'uma ag\nerin lgi\n', output: '6\n' },
        { tag: 'tricky', input: 'abcdefghijkl\n12\ndave i\nmallory j\numa j\nerin c\nniaj if\nvictor b\nfrank hd\nolivia a\nwalter k\ngrace b\n' +
          'peggy gl\nalice he\n', output: '9\n' },
        { tag: 'maximum', input: 'abcdefghijkl\n20\nniaj idlf\nvictor hdc\nfrank jkea\nolivia l\nwalter dba\ngrace ljg\npeggy f\nalice a\n' +
          'heidi ebh\nrupert aigh\nbob b\nivan fg\nsybil il\ncarol bd\njudy a\ntrent j\ndave fea\nmallory a\numa h\n' +
          'erin lef\n', output: '5\n' },
        { tag: 'maximum', input: 'abcdefghijkl\n20\nfrank lgd\nolivia k\nwalter fb\ngrace hb\npeggy gk\nalice fla\nheidi k\nrupert eg\nbob l\n' +
          'ivan f\nsybil ij\ncarol b\njudy l\ntrent fb\ndave if\nmallory k\numa ik\nerin fi\nniaj b\nvictor ic\n', output: '7\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n0\n', output: '0\n' },
        { tag: 'minimum', input: 'a\n1\nalice 7 a\n', output: '7\n' },
        { tag: 'tricky', input: 'ab\n1\nalice 3 a\n', output: '-1\n' },
        { tag: 'tricky', input: '\n2\nalice 5 ab\nbob 6 c\n', output: '0\n' },
        { tag: 'typical', input: 'abcdef\n5\nalice 10 abc\nbob 10 def\ncarol 4 ad\ndave 4 be\nerin 4 cf\n', output: '12\n' },
        { tag: 'tricky', input: 'abc\n4\nalice 100 abc\nbob 30 ab\ncarol 30 bc\ndave 30 ac\n', output: '60\n' },
        { tag: 'typical', input: 'abcdefgh\n12\nheidi 894 cj\nrupert 842 gb\nbob 765 fel\nivan 524 f\nsybil 767 gdk\ncarol 398 c\n' +
          'judy 130 jkh\ntrent 581 gd\ndave 786 g\nmallory 520 jc\numa 966 ag\nerin 928 lgi\n', output: '3682\n' },
        { tag: 'tricky', input: 'abcdefghijkl\n12\ndave 42 i\nmallory 146 j\numa 710 j\nerin 362 c\nniaj 636 if\nvictor 162 b\nfrank 808 hd\n' +
          'olivia 335 a\nwalter 177 k\ngrace 435 b\npeggy 116 gl\nalice 140 he\n', output: '2882\n' },
        { tag: 'maximum', input: 'abcdefghijkl\n20\nniaj 410 idlf\nvictor 889 hdc\nfrank 109 jkea\nolivia 801 l\nwalter 585 dba\n' +
          'grace 819 ljg\npeggy 309 f\nalice 168 a\nheidi 364 ebh\nrupert 230 aigh\nbob 487 b\nivan 671 fg\n' +
          'sybil 808 il\ncarol 807 bd\njudy 708 a\ntrent 202 j\ndave 732 fea\nmallory 304 a\numa 929 h\nerin 834 lef\n', output: '2002\n' },
        { tag: 'maximum', input: 'abcdefghijkl\n20\nfrank 155 lg\nolivia 677 k\nwalter 173 fbhj\ngrace 44 k\npeggy 731 flake\nalice 759 i\n' +
          'heidi 949 afcieb\nrupert 991 l\nbob 300 fb\nivan 595 ifkl\nsybil 496 khf\ncarol 216 ebh\njudy 296 cfl\n' +
          'trent 678 ibcg\ndave 52 dhe\nmallory 701 cek\numa 247 aljd\nerin 855 f\nniaj 647 hgd\nvictor 32 abkd\n', output: '1090\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n0\n', output: '1\n' },
        { tag: 'minimum', input: 'a\n1\nalice a\n', output: '1\n' },
        { tag: 'tricky', input: 'ab\n1\nalice a\n', output: '0\n' },
        { tag: 'tricky', input: '\n2\nalice ab\nbob c\n', output: '1\n' },
        { tag: 'typical', input: 'abcdef\n5\nalice abc\nbob def\ncarol ad\ndave be\nerin cf\n', output: '1\n' },
        { tag: 'tricky', input: 'ab\n4\nalice ab\nbob ab\ncarol a\ndave b\n', output: '2\n' },
        { tag: 'typical', input: 'abcdefgh\n12\nheidi cj\nrupert gb\nbob fel\nivan f\nsybil gdk\ncarol c\njudy jkh\ntrent gd\ndave g\nmallory jc\n' +
          'uma ag\nerin lgi\n', output: '6\n' },
        { tag: 'tricky', input: 'abcdef\n12\ndave c\nmallory d\numa d\nerin c\nniaj cf\nvictor b\nfrank b\nolivia a\nwalter e\ngrace b\npeggy a\n' +
          'alice b\n', output: '16\n' },
        { tag: 'maximum', input: 'abcdefghijkl\n20\nniaj idlf\nvictor hdc\nfrank jkea\nolivia l\nwalter dba\ngrace ljg\npeggy f\nalice a\n' +
          'heidi ebh\nrupert aigh\nbob b\nivan fg\nsybil il\ncarol bd\njudy a\ntrent j\ndave fea\nmallory a\numa h\n' +
          'erin lef\n', output: '20\n' },
        { tag: 'maximum', input: 'abcdefghijkl\n20\nfrank lgd\nolivia k\nwalter fb\ngrace hb\npeggy gk\nalice fla\nheidi k\nrupert eg\nbob l\n' +
          'ivan f\nsybil ij\ncarol b\njudy l\ntrent fb\ndave if\nmallory k\numa ik\nerin fi\nniaj b\nvictor ic\n', output: '5\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n0\n', output: 'nobody\n' },
        { tag: 'minimum', input: 'a\n1\nalice a\n', output: 'alice\n' },
        { tag: 'tricky', input: 'ab\n1\nalice a\n', output: 'impossible\n' },
        { tag: 'tricky', input: '\n2\nalice ab\nbob c\n', output: 'nobody\n' },
        { tag: 'typical', input: 'abcdef\n5\nalice abc\nbob def\ncarol ad\ndave be\nerin cf\n', output: 'alice bob\n' },
        { tag: 'tricky', input: 'ab\n4\nzed ab\nbo b\nbob ab\nann a\n', output: 'bob\n' },
        { tag: 'typical', input: 'abcdefgh\n12\nheidi cj\nrupert gb\nbob fel\nivan f\nsybil gdk\ncarol c\njudy jkh\ntrent gd\ndave g\nmallory jc\n' +
          'uma ag\nerin lgi\n', output: 'bob carol judy rupert sybil uma\n' },
        { tag: 'tricky', input: 'abcdef\n12\ndave c\nmallory d\numa d\nerin c\nniaj cf\nvictor b\nfrank b\nolivia a\nwalter e\ngrace b\npeggy a\n' +
          'alice b\n', output: 'alice mallory niaj olivia walter\n' },
        { tag: 'maximum', input: 'abcdefghijkl\n20\nniaj idlf\nvictor hdc\nfrank jkea\nolivia l\nwalter dba\ngrace ljg\npeggy f\nalice a\n' +
          'heidi ebh\nrupert aigh\nbob b\nivan fg\nsybil il\ncarol bd\njudy a\ntrent j\ndave fea\nmallory a\numa h\n' +
          'erin lef\n', output: 'bob erin frank rupert victor\n' },
        { tag: 'maximum', input: 'abcdefghijkl\n20\nfrank lgd\nolivia k\nwalter fb\ngrace hb\npeggy gk\nalice fla\nheidi k\nrupert eg\nbob l\n' +
          'ivan f\nsybil ij\ncarol b\njudy l\ntrent fb\ndave if\nmallory k\numa ik\nerin fi\nniaj b\nvictor ic\n', output: 'alice frank grace heidi rupert sybil victor\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n0\n', output: '0\n' },
        { tag: 'minimum', input: 'a\n2\nalice a\nbob a\n', output: '2\n' },
        { tag: 'tricky', input: 'a\n1\nalice a\n', output: '-1\n' },
        { tag: 'tricky', input: '\n2\nalice ab\nbob c\n', output: '0\n' },
        { tag: 'typical', input: 'abcdef\n6\nalice abc\nbob def\ncarol ad\ndave be\nerin cf\nfrank abcdef\n', output: '3\n' },
        { tag: 'tricky', input: 'abc\n3\nalice abc\nbob abc\ncarol abc\n', output: '2\n' },
        { tag: 'typical', input: 'abcdefgh\n12\nheidi cb\nrupert gf\nbob bad\nivan fe\nsybil gh\ncarol c\njudy fce\ntrent cdh\ndave g\n' +
          'mallory fc\numa ag\nerin hg\n', output: '7\n' },
        { tag: 'tricky', input: 'abcdef\n12\ndave c\nmallory d\numa d\nerin c\nniaj cf\nvictor b\nfrank b\nolivia af\nwalter e\ngrace b\npeggy a\n' +
          'alice be\n', output: '9\n' },
        { tag: 'maximum', input: 'abcdefgh\n20\nniaj ahdf\nvictor dh\nfrank bgea\nolivia h\nwalter hfe\ngrace hfc\npeggy b\nalice e\nheidi efd\n' +
          'rupert eagh\nbob f\nivan bc\nsybil ed\ncarol fh\njudy a\ntrent f\ndave bae\nmallory a\numa h\nerin heb\n', output: '6\n' },
        { tag: 'maximum', input: 'abcdefgh\n20\nfrank hgd\nolivia g\nwalter fb\ngrace hb\npeggy g\nalice fh\nheidi g\nrupert ac\nbob d\nivan f\n' +
          'sybil a\ncarol b\njudy h\ntrent bf\ndave ab\nmallory cg\numa ac\nerin fe\nniaj b\nvictor eg\n', output: '8\n' },
      ],
    },
  },
};
