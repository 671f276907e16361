import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 89,
  title: 'Postmortem Island: Honest Engineers and Liars',
  category: 'puzzles',
  difficulty: 9,
  variations: {
    A: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is either honest (every statement they make is true) or a liar (every statement they make is false). ' +
        'Each statement line reads X: expression, meaning engineer X claims the expression; in an expression a letter Y stands for "Y is honest", with ! (not), & (and), | (or) and parentheses. ' +
        '! binds tightest, then &, then |; & and | are left-associative. Print how many of the 2^n honest/liar assignments are consistent with every statement (0 <= n <= 10).',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters; spaces may appear anywhere between tokens. ' +
          'A person may make several statements or none. The emptiest input is n = 0 with no statements: one (empty) assignment, so print 1.',
        output_format: 'One integer: the number of consistent assignments.',
        examples: { input: '3\nA: !B\nB: !C\nC: !A & !B\n', output: '1\n' },
      },
      hints: ['Try all 2^n assignments; each statement must evaluate to true exactly when its speaker is honest.', 'Parse each expression once (recursive descent: or -> and -> not -> atom), then evaluate it many times.'],
      par: 542,
      cases: [
        { tag: 'empty', input: '0\n', output: '1\n' },
        { tag: 'minimum', input: '1\n', output: '2\n' },
        { tag: 'tricky', input: '1\nA: !A\n', output: '0\n' },
        { tag: 'tricky', input: '2\nA: A\nB: B\n', output: '4\n' },
        { tag: 'tricky', input: '3\nA:!( B|!C )\nB :  !!A &C\nC:C|  A\n', output: '1\n' },
        { tag: 'typical', input: '3\nA: B & C\nB: !A\nC: A | B\n', output: '0\n' },
        { tag: 'typical', input: '6\n' +
            'F: !(D)\n' +
            'F: (!(C | F) & !(!B & E)) | (!(D & F) | !(B & D))\n' +
            'C: !(!(!A & B))\n' +
            'E: !(((D | D) & !D) & (B | !D))\n' +
            'D: !(F)\n' +
            'D: C\n', output: '3\n' },
        { tag: 'typical', input: '8\n' +
            'B: !(A | D) & (A & D)\n' +
            'H: !((D & A) | (!E | G))\n' +
            'E: !((G | D) & (!F | B))\n' +
            'H: !((G & D) | (D & F))\n' +
            'A: !((C | G) & (G & !F))\n' +
            'F: !(D & (B & !E))\n' +
            'A: !(!(!E | !F) & C)\n' +
            'E: !((A & !D) & !(G | A))\n' +
            'H: !((D | !H) | (F & !E))\n' +
            'B: !((C & A) | (!H & A))\n', output: '2\n' },
        { tag: 'maximum', input: '10\n' +
            'A: !((D | !(C & E)) & (!(A | !F) | E))\n' +
            'C: G | D\n' +
            'B: (D & F) & (!(!D | C) | (!G | H))\n' +
            'D: !(E)\n' +
            'B: !(!F)\n' +
            'D: !(!C)\n' +
            'I: !(G)\n' +
            'H: !(!(G & C) & (F | (I | J)))\n' +
            'I: !(D)\n' +
            'A: !(!B & ((!E | C) & F))\n' +
            'H: !(!C)\n' +
            'H: H\n' +
            'E: !(((F & H) & (F & G)) | (C & (!B | G)))\n' +
            'B: !(G | !B)\n' +
            'A: !(!A | (D & !C))\n' +
            'I: !(G)\n' +
            'J: H\n' +
            'D: !((!(G & !B) | H) & !G)\n' +
            'H: !(((G | F) & (F & !G)) & !(F | F))\n' +
            'H: !(((D & F) & (E | !J)) & ((!C & !A) & !(!G | G)))\n', output: '1\n' },
        { tag: 'maximum', input: '10\n' +
            'E: !(G & (J & E))\n' +
            'G: !(G & (D & B))\n' +
            'F: !(!(!(J | I) & (E & I)))\n' +
            'E: !(!H & (!I & A))\n' +
            'J: (C & C) & (D & J)\n' +
            'G: (G & E) | (!I | !F)\n' +
            'I: G\n' +
            'G: H | !(H & F)\n' +
            'J: !(!((G | C) & H))\n' +
            'J: !(F | (A | E))\n' +
            'I: !(!(!(F & D) & (!B | B)))\n' +
            'B: !(E)\n' +
            'H: C & H\n' +
            'I: !J\n' +
            'E: !A | (H | A)\n' +
            'D: C & D\n' +
            'B: B\n' +
            'C: !(B & C) & C\n' +
            'D: (C | F) | J\n' +
            'G: !(I & !(I | C))\n', output: '4\n' },
        { tag: 'maximum', input: '10\n', output: '1024\n' },
      ],
    },
    B: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is either honest (all their statements are true) or a liar (all their statements are false). ' +
        'Each statement line reads X: expression, meaning X claims the expression; a letter Y stands for "Y is honest", with ! (not), & (and), | (or) and parentheses, ! binding tightest, then &, then |. ' +
        'If exactly one honest/liar assignment is consistent with all statements, print the honest engineers\' letters in alphabetical order (or nobody if there are none); print contradiction if no assignment works and ambiguous if several do. ' +
        'There are at most 10 engineers and 20 statements.',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters; spaces may appear anywhere between tokens. ' +
          'The emptiest input is n = 0 with no statements: the single (empty) assignment has nobody honest, so print nobody.',
        output_format: 'One line: the honest letters concatenated (for example ACF), or nobody, contradiction or ambiguous.',
        examples: { input: '3\nA: !B\nB: !C\nC: !A & !B\n', output: 'B\n' },
      },
      hints: ['Check all 2^n assignments and keep the consistent ones.', 'A speaker\'s statement must be true if and only if the speaker is honest.'],
      par: 700,
      cases: [
        { tag: 'empty', input: '0\n', output: 'nobody\n' },
        { tag: 'minimum', input: '1\n', output: 'ambiguous\n' },
        { tag: 'minimum', input: '1\nA: A & !A\n', output: 'nobody\n' },
        { tag: 'tricky', input: '1\nA: !A\n', output: 'contradiction\n' },
        { tag: 'tricky', input: '2\nA: !A | !B\n', output: 'A\n' },
        { tag: 'tricky', input: '3\nA:!( B|!C )\nB :  !!A &C\nC:C|  A\n', output: 'nobody\n' },
        { tag: 'typical', input: '4\nA: !B & !C\nB: C | D\nC: !D\nD: A | C\n', output: 'contradiction\n' },
        { tag: 'typical', input: '7\n' +
            'B: D & !(G & (!F & D))\n' +
            'D: !((!F | E) & A) | !(G | (C | !D))\n' +
            'F: !((!C & E) | (!E | !A)) & C\n' +
            'B: !(F | !G)\n' +
            'G: !(!((D & E) | (!A & !(E | E))))\n' +
            'B: (C | (G | !E)) & !((D & !E) | (A | B))\n' +
            'E: !((!B & B) & (C | (F & F)))\n' +
            'E: !E | C\n' +
            'B: !(D | ((E | C) & (C | !C)))\n', output: 'ACEF\n' },
        { tag: 'typical', input: '6\n' +
            'F: !(!D & (!(A & B) | (F & D)))\n' +
            'D: ((D & D) & (F | C)) | ((B & D) | (B & !F))\n' +
            'C: !(F)\n' +
            'B: !((A & E) & !E) & !E\n' +
            'E: (!(!F | F) | (A | !E)) & !((E & !E) & !E)\n' +
            'C: !F\n', output: 'ambiguous\n' },
        { tag: 'maximum', input: '10\n' +
            'D: !((C & E) | E) | ((J | !D) | (D & G))\n' +
            'D: A | (!(!B | F) | (!H | F))\n' +
            'J: !(!(!E | (C | !G)) & (E | (H & I)))\n' +
            'C: (!(J & C) & !(A | !F)) & !((G & F) | !(I | D))\n' +
            'J: (!(G | E) & (B | !H)) | !F\n' +
            'G: !(B)\n' +
            'E: !(((I | !I) & !A) | ((B | A) | (E & H)))\n' +
            'E: (!(I & G) & (!J | !E)) & !((!C | I) | B)\n' +
            'H: ((F & I) | (A | A)) | (!C | !(!C | I))\n' +
            'A: !(H)\n' +
            'J: !(((G | I) & !C) & !(G | (G | C)))\n' +
            'J: !(A & (D | H))\n' +
            'C: !(!(((G & !B) & (I | F)) & !E))\n' +
            'G: !(!H | (!(B & I) | (G | A)))\n' +
            'D: !(!D)\n' +
            'D: !(((!A & A) & !G) & (G | (G & !C)))\n' +
            'F: !(!E | (B & (!I & F)))\n' +
            'G: !(A | (!(!D | !G) | !(!H & C)))\n' +
            'C: (H | E) & ((I | F) & A)\n' +
            'G: !(!A | (!G | J)) | F\n', output: 'BDHJ\n' },
        { tag: 'maximum', input: '10\n' +
            'G: C & ((F & F) | !(!B | !D))\n' +
            'E: !(B)\n' +
            'E: (!D | (!E | J)) | !G\n' +
            'B: ((B & D) | (!E | F)) | !((!C | !F) | !F)\n' +
            'E: (I | A) | ((!G | !D) | C)\n' +
            'H: !(E & (!(F | !B) | !(E & H)))\n' +
            'A: !(((F | E) & !A) | ((F | C) | (!E | !H)))\n' +
            'E: !((!(!F & !F) | !C) & F)\n' +
            'D: ((I | I) & B) & ((D & F) | (I & E))\n' +
            'I: !(!(!(!C | J) | (D | !B)) | (!(H & I) | (E | C)))\n' +
            'C: !(!D)\n' +
            'D: !(!(((E | D) & E) & G))\n' +
            'I: C\n' +
            'F: F | I\n' +
            'C: I & E\n' +
            'B: !(((G | C) | J) & E)\n' +
            'I: !((!(I & !H) & E) | ((B & A) & D))\n' +
            'A: D\n' +
            'I: !(H | ((!F | J) | (!D | !B)))\n' +
            'J: !(F & (!(!A | I) & I))\n', output: 'ambiguous\n' },
      ],
    },
    C: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is honest (all their statements are true) or a liar (all their statements are false). ' +
        'Each statement line reads X: expression; a letter Y stands for "Y is honest", with ! (not), & (and), | (or), > (implies: P > Q is false only when P is true and Q is false) and parentheses. ' +
        'Precedence from tightest to loosest is !, &, |, >; & and | are left-associative while > is right-associative (A > B > C means A > (B > C)). Print how many of the 2^n assignments are consistent with every statement (0 <= n <= 10).',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters; spaces may appear anywhere between tokens. ' +
          'The emptiest input is n = 0 with no statements: print 1.',
        output_format: 'One integer: the number of consistent assignments.',
        examples: { input: '3\nA: B > C\nB: !A\nC: A | B > B\n', output: '1\n' },
      },
      hints: ['Add one more level to a recursive-descent parser: imp -> or [ > imp ].', 'Right-associativity falls out naturally if the right operand is parsed by a recursive call.'],
      par: 1128,
      cases: [
        { tag: 'empty', input: '0\n', output: '1\n' },
        { tag: 'minimum', input: '1\n', output: '2\n' },
        { tag: 'tricky', input: '1\nA: A > !A\n', output: '0\n' },
        { tag: 'tricky', input: '3\nA: B > C > A\n', output: '5\n' },
        { tag: 'tricky', input: '3\nA: (B > C) > A\n', output: '7\n' },
        { tag: 'tricky', input: '3\nA: !B | C > A & B\nC:!(A>B)\n', output: '2\n' },
        { tag: 'typical', input: '3\nA: B > C\nB: !A\nC: A | B\n', output: '1\n' },
        { tag: 'typical', input: '6\n' +
            'F: !(D)\n' +
            'F: (!(C | F) > !(!B & E)) | (!(D > F) | !(B & D))\n' +
            'C: !(!(!A & B))\n' +
            'E: ((D | D) > !D) & (B | !D)\n' +
            'D: !(F)\n' +
            'D: C\n', output: '3\n' },
        { tag: 'typical', input: '8\n' +
            'E: !(!(H & (!C & G)))\n' +
            'A: E > !(G | H)\n' +
            'A: !D\n' +
            'G: (G | G) | (E | C)\n' +
            'B: !(!E | !H)\n' +
            'G: G | (A | E)\n' +
            'B: !(A)\n' +
            'G: !E\n' +
            'A: !((C > H) | (B | E))\n' +
            'E: !(E > G)\n', output: '2\n' },
        { tag: 'maximum', input: '10\n' +
            'A: !((D | !(C > E)) & (!(A | !F) | E))\n' +
            'C: G | D\n' +
            'B: !((D > F) > (!(!D | C) | (!G | H)))\n' +
            'D: !(E)\n' +
            'B: !(!F)\n' +
            'D: !(!C)\n' +
            'I: !(G)\n' +
            'H: !(G & C) > (F | (I | J))\n' +
            'I: !(D)\n' +
            'A: !(!B & ((!E | C) & F))\n' +
            'H: !(!C)\n' +
            'H: H\n' +
            'E: !(((F > H) > (F > G)) | (C & (!B | G)))\n' +
            'B: !(G | !B)\n' +
            'A: !(!A | (D > !C))\n' +
            'I: !(G)\n' +
            'J: H\n' +
            'D: !((!(G > !B) | H) > !G)\n' +
            'H: ((G | F) > (F & !G)) > !(F | F)\n' +
            'H: !(((D > F) > (E | !J)) & ((!C & !A) & !(!G | G)))\n', output: '1\n' },
        { tag: 'maximum', input: '10\n' +
            'G: !C > G\n' +
            'A: !(A > !C) & (B > H)\n' +
            'I: !((D > H) > (J > J))\n' +
            'F: !((J > C) | B)\n' +
            'C: C\n' +
            'I: !(E)\n' +
            'A: !((D | I) > !(G > J))\n' +
            'E: (E | B) & (B | !A)\n' +
            'H: !((D | H) > !G)\n' +
            'C: (J > E) > B\n' +
            'G: I | (A | G)\n' +
            'J: !(!F | (I > H))\n' +
            'F: !(!H > (!F | !D))\n' +
            'C: !(!(E | !B))\n' +
            'C: !(A | !(H | C))\n' +
            'B: !(!G)\n' +
            'F: !((J > D) | J)\n' +
            'E: !(!((G | F) | !(A | I)))\n' +
            'E: B & !J\n' +
            'B: !(!(!E | !C) & (!G & I))\n', output: '3\n' },
      ],
    },
    D: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is honest (all their statements are true) or a liar (all their statements are false). ' +
        'Each statement line reads X: expression; a letter Y stands for "Y is honest", with ! (not), & (and), | (or) and parentheses, ! binding tightest, then &, then |. ' +
        'Across all honest/liar assignments consistent with the statements, print for each engineer in alphabetical order H if they are honest in all of them, L if they are a liar in all of them and ? otherwise, or print contradiction if no assignment is consistent (0 <= n <= 10).',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters; spaces may appear anywhere between tokens. ' +
          'The emptiest input is n = 0 with no statements: the answer is the empty string, printed as an empty line.',
        output_format: 'One line: a string of n characters from H, L, ? (one per engineer, A first), or the word contradiction.',
        examples: { input: '3\nA: !B\nB: !C\nC: !A & !B\n', output: 'LHL\n' },
      },
      hints: ['Collect every consistent assignment, then look at each engineer column by column.'],
      par: 711,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\n', output: '?\n' },
        { tag: 'minimum', input: '1\nA: !A\n', output: 'contradiction\n' },
        { tag: 'tricky', input: '2\nA: !A | !B\n', output: 'HL\n' },
        { tag: 'tricky', input: '3\nA:!( B|!C )\nB :  !!A &C\nC:C|  A\n', output: 'LLL\n' },
        { tag: 'typical', input: '4\nA: !B & !C\nB: C | D\nC: !D\nD: A | C\n', output: 'contradiction\n' },
        { tag: 'typical', input: '6\n' +
            'F: !(!D & (!(A & B) | (F & D)))\n' +
            'D: ((D & D) & (F | C)) | ((B & D) | (B & !F))\n' +
            'C: !(F)\n' +
            'B: !((A & E) & !E) & !E\n' +
            'E: (!(!F | F) | (A | !E)) & !((E & !E) & !E)\n', output: 'HL??H?\n' },
        { tag: 'typical', input: '8\n' +
            'F: H & !((!B & E) | G)\n' +
            'E: !(D & (A | F))\n' +
            'A: !(G | (!D & (D | D)))\n' +
            'C: !(F)\n' +
            'E: !((!H & (!G & B)) & (!(G | G) & (!C | E)))\n' +
            'E: !(!(((H & G) | (C & G)) | ((E | !A) | !(F & A))))\n' +
            'H: !D\n' +
            'F: !(!(!F | (!B | B)) | (E | (A | D)))\n' +
            'E: !(((!F | B) & H) & !B)\n', output: 'L?H?HLH?\n' },
        { tag: 'maximum', input: '10\n' +
            'C: F & F\n' +
            'G: !(!(((F | !G) | (!B | J)) | ((B & I) & (C | !E))))\n' +
            'A: (!(I & !J) | (A & B)) | ((G & !F) & !J)\n' +
            'I: !(C | (!B | !C))\n' +
            'F: !(!I)\n' +
            'J: (!(H | !C) | (F | C)) | B\n' +
            'E: (!B & (!H & !J)) | ((!D | !C) & (E | C))\n' +
            'A: !((F & D) & !((I | A) | (B | E)))\n' +
            'J: B\n' +
            'F: !((H | !(H & I)) & !(C | (E & I)))\n' +
            'I: !G\n' +
            'F: ((!B | I) & (H | C)) & ((!D | !F) | (I & F))\n' +
            'H: ((G | G) | (!F | G)) | I\n' +
            'H: !(I)\n' +
            'E: !(!((E | F) | (!F | !J)) & (!G | (!D | !A)))\n' +
            'I: C\n' +
            'D: F | ((H & H) | (D & H))\n' +
            'C: !(((B & G) | F) & A)\n' +
            'B: ((C & F) | (I | J)) & (!(G & C) | (E & !I))\n' +
            'D: H\n', output: 'HHLHHLHHLH\n' },
        { tag: 'maximum', input: '10\n' +
            'I: H & !B\n' +
            'C: !((F | !J) | (!H | A))\n' +
            'E: !G\n' +
            'I: C\n' +
            'I: !(G & (E | J))\n' +
            'E: !(H | !C)\n' +
            'G: !(!(I & J) & (H | I))\n' +
            'J: !((!B | I) & !D)\n' +
            'E: !G\n' +
            'C: !((!I | J) | (D | G))\n' +
            'F: !(!F)\n' +
            'G: (B | J) | !(I & !A)\n' +
            'H: H\n' +
            'I: (J | B) & (I & C)\n' +
            'D: (B | !D) | C\n' +
            'J: !(C)\n' +
            'A: B | (C | C)\n' +
            'I: !(J | (H | !B))\n' +
            'J: !(E)\n' +
            'A: !((I & I) & (!G | !I))\n', output: 'HHLHL?HLLH\n' },
      ],
    },
    E: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is honest (all their statements are true) or a liar (all their statements are false). ' +
        'Each statement line reads X: expression; a letter Y stands for "Y is honest" and a single digit d stands for "exactly d of the n engineers (speaker included) are honest", combined with ! (not), & (and), | (or) and parentheses, ! binding tightest, then &, then |. ' +
        'Print the smallest possible number of honest engineers over all assignments consistent with every statement, or -1 if no assignment is consistent (0 <= n <= 10).',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters and digits 0-9; spaces may appear anywhere between tokens. ' +
          'The emptiest input is n = 0 with no statements: print 0.',
        output_format: 'One integer: the minimum number of honest engineers, or -1.',
        examples: { input: '3\nA: 0\nB: 1\nC: 2 | A\n', output: '1\n' },
      },
      hints: ['A digit atom depends on the whole assignment, not on one person: count the honest ones first.', 'Enumerate all 2^n assignments.'],
      par: 652,
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '0\n' },
        { tag: 'tricky', input: '1\nA: 1\n', output: '0\n' },
        { tag: 'tricky', input: '1\nA: 0\n', output: '-1\n' },
        { tag: 'tricky', input: '3\nA: 0\nB: 1\nC: 2\n', output: '1\n' },
        { tag: 'typical', input: '4\nA: 3 | 4\nB: !A & 2\nC: B | D\nD: 1\n', output: '0\n' },
        { tag: 'typical', input: '6\n' +
            'F: D & (F | (!A & D))\n' +
            'D: !(((C & !F) & (F | E)) | (!(E | D) & (!C & 1)))\n' +
            'A: !(!(((B | E) | (C & !F)) & (!(!E | C) | !(!C & C))))\n' +
            'E: 4\n' +
            'C: !A\n' +
            'A: !((6 | (4 & C)) & D)\n', output: '3\n' },
        { tag: 'typical', input: '3\nA: 2 & B\nB: !A & 1\nC: !C | 0\n', output: '-1\n' },
        { tag: 'maximum', input: '10\n' +
            'I: !(2 | !((F & 9) | (B & 4)))\n' +
            'F: !(8)\n' +
            'I: !(((F & B) & (2 | G)) | ((6 | H) | (!F | !I)))\n' +
            'I: !(!A)\n' +
            'J: !((!C | (F | !H)) & 4)\n' +
            'J: !(A)\n' +
            'H: !(!((!(!B | 3) & (!F & F)) | 9))\n' +
            'H: !(F)\n' +
            'C: !D\n' +
            'G: E | 1\n' +
            'I: !B\n' +
            'I: !(!((7 | B) & !(H & 0)) | (F | (!I | B)))\n' +
            'G: 6\n' +
            'C: !(!((!9 & 5) & !(8 & 0)) & !((!9 | 1) & (!D & B)))\n' +
            'E: ((F | 3) | (D | J)) | !((F | D) | !(J | !C))\n' +
            'G: !D\n' +
            'C: !(!(!1 & (6 & (E | E))))\n' +
            'B: !(((C | B) & (!H & !G)) & 6)\n' +
            'A: I | !G\n' +
            'F: ((A & !B) | (!D | A)) | ((1 & B) | !D)\n', output: '6\n' },
        { tag: 'maximum', input: '10\n' +
            'G: I\n' +
            'E: (7 | 7) & (!B & 1)\n' +
            'E: !(F)\n' +
            'D: !((E | E) | 4)\n' +
            'B: !(!((!A & !1) | G))\n' +
            'H: 6\n' +
            'C: !(!(!F | B) & D)\n' +
            'J: !(A | D) | (!I & D)\n' +
            'I: !((C & 8) | C)\n' +
            'C: !((G & J) | !(!2 | !B))\n' +
            'H: H & !E\n' +
            'H: !((!B | 3) | !(9 & B))\n' +
            'A: !(!(6 | 3) | (G | 7))\n' +
            'B: (4 | 6) | !(0 & !D)\n' +
            'I: !(B)\n' +
            'C: D | (!8 | B)\n' +
            'C: !(E)\n' +
            'F: !((H | 8) | !C)\n' +
            'C: !2 | !I\n' +
            'I: I\n', output: '4\n' },
      ],
    },
  },
};
