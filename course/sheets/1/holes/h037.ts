import type { HoleSpec } from '../../../schema';

const GRAMMAR =
  'An expression is built from non-negative integer literals (decimal digits, leading zeros allowed), the binary operators + - * /, unary minus, and parentheses; spaces may appear between tokens. ' +
  'Unary minus binds tightest, then * and / (left to right), then + and - (left to right).';
const LINES = (extra: string) =>
  `The first line holds n (0 <= n <= 100). Each of the next n lines holds one expression of at most 200 characters${extra}.`;
const MANY = (n: number) =>
  `${n}\n` + Array.from({ length: n }, (_, i) => `(${i} + ${(i * 7) % 13}) * -${(i % 9) + 1} - ${(i * 31) % 97} / ${(i % 5) + 1} + -(${i * 3} - 1000000000) / ${(i % 7) + 2}`).join('\n') + '\n';
const DEEP = '('.repeat(40) + '-1' + ' * 2)'.repeat(20) + ')'.repeat(20);
const BROKEN = MANY(50)
  .split('\n')
  .slice(1, 51)
  .map((l, i) => (i % 3 === 0 ? l + ' /' : i % 3 === 1 ? l.replace(/\/ \d+/, '/ 0') : '(' + l));
const LONG = '1000000000 * 10 - 999999999' + ' + 7'.repeat(40);

export const hole: HoleSpec = {
  id: 37,
  title: 'The Calculator in the Runbook',
  category: 'parsing',
  difficulty: 7,
  variations: {
    A: {
      description:
        'The runbook says "scale to (peak - 40) * 3 / 2 replicas" and you would rather let a program do the math at 3 a.m. ' +
        GRAMMAR +
        ' Division truncates toward zero (so -7 / 2 is -3). Given n expressions, print the value of each; no division by zero occurs and every intermediate value has absolute value at most 10^15.',
      human: {
        input_format: LINES(', literals at most 1000000000'),
        output_format: 'n lines, the integer value of each expression. Nothing at all when n = 0.',
        examples: { input: '3\n1 + 2 * 3\n(1 + 2) * 3\n-7 / 2 - -1\n', output: '7\n9\n-2\n' },
      },
      hints: ['Write one parsing function per precedence level (recursive descent).', 'Truncating division is not floor division for negative numbers.'],
      par: 612,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\n0\n', output: '0\n' },
        { tag: 'tricky', input: '4\n2--3\n- -4\n-(-(5))\n007 * 2\n', output: '5\n4\n5\n14\n' },
        { tag: 'tricky', input: '4\n-7/2\n7/-2\n-7/-2\n1-2-3-4\n', output: '-3\n-3\n3\n-8\n' },
        { tag: 'tricky', input: '3\n100/10/5\n2*-3*-4\n8 / 3 * 3\n', output: '2\n24\n6\n' },
        { tag: 'typical', input: '3\n(900 - 40) * 3 / 2\n2 * (3 + 4) * 5\n((((1))))\n', output: '1290\n70\n1\n' },
        { tag: 'typical', input: '2\n  12   +  30  \n1000000000 * 1000000 - 1\n', output: '42\n999999999999999\n' },
        { tag: 'maximum', input: MANY(100), output: '500000000\n333333301\n249999969\n199999931\n166666629\n142856998\n124999890\n499999846\n333333204\n249999956\n199999945\n166666567\n142857038\n124999927\n499999844\n333333129\n249999791\n199999804\n166666612\n142857089\n124999864\n499999834\n333333145\n249999806\n199999720\n166666310\n142856882\n124999935\n499999877\n333333188\n249999792\n199999737\n166666433\n142856814\n124999667\n499999515\n333333232\n249999848\n199999842\n166666482\n142856814\n124999727\n499999574\n333332912\n249999489\n199999888\n166666497\n142856969\n124999738\n499999644\n333332816\n249999548\n199999532\n166666078\n142857059\n124999797\n499999699\n333333005\n249999638\n199999534\n166666171\n142856516\n124999347\n499999827\n333333121\n249999681\n199999664\n166666280\n142856640\n124999476\n499999227\n333332563\n249999864\n199999794\n166666362\n142856696\n124999517\n499999367\n333332687\n249999248\n199999168\n166666494\n142856933\n124999680\n499999510\n333332757\n249999372\n199999235\n166665875\n142856187\n124999796\n499999677\n333332931\n249999537\n199999433\n166666002\n142856333\n124999163\n499998874\n333333119\n' },
        { tag: 'maximum', input: `2\n${DEEP}\n${LONG}\n`, output: '-1048576\n9000000281\n' },
      ],
    },
    B: {
      description:
        'The capacity runbook also uses remainders and powers. ' +
        GRAMMAR.replace('the binary operators + - * /', 'the binary operators + - * / % ^').replace('Unary minus binds tightest, then * and /', '^ binds tightest and is right-associative (2^3^2 is 2^9), then unary minus (-2^2 is -4), then * / %') +
        ' Division truncates toward zero and % is the matching remainder, which has the sign of the left operand (-7 % 3 is -1). ' +
        'Given n expressions, print the value of each; there is no division or remainder by zero, exponents are never negative, and every intermediate value has absolute value at most 10^15.',
      human: {
        input_format: LINES(', literals at most 1000000000'),
        output_format: 'n lines, the integer value of each expression. Nothing at all when n = 0.',
        examples: { input: '3\n2^3^2\n-2^2 + 17 % 5\n-7 % 3 * 2\n', output: '512\n-2\n-2\n' },
      },
      hints: ['The right operand of ^ may itself start with a unary minus or another power.', 'Remainder: a - b * trunc(a / b).'],
      par: 779,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\n5\n', output: '5\n' },
        { tag: 'tricky', input: '4\n2^3^2\n(2^3)^2\n-2^2\n(-2)^2\n', output: '512\n64\n-4\n4\n' },
        { tag: 'tricky', input: '4\n-7 % 3\n7 % -3\n-7 % -3\n0^0\n', output: '-1\n1\n-1\n1\n' },
        { tag: 'tricky', input: '3\n2^-(-3)\n10 % 4 % 3\n2 * 3 ^ 2\n', output: '8\n2\n18\n' },
        { tag: 'typical', input: '3\n(1 + 2) ^ 3 % 10\n100 - 3 * 2 ^ 5 / 4\n10^15 - 1\n', output: '7\n76\n999999999999999\n' },
        { tag: 'typical', input: '2\n-(3)^2 * -1\n17 / 5 * 5 + 17 % 5\n', output: '9\n17\n' },
        { tag: 'maximum', input: MANY(100).replace(/ \/ /g, ' % '), output: '0\n-16\n-9\n-44\n-28\n-79\n-58\n-137\n-109\n-19\n-30\n-68\n-67\n-67\n-127\n-111\n-193\n-167\n-24\n-41\n-86\n-100\n-164\n-167\n-249\n-247\n-229\n-28\n-58\n-111\n-126\n-198\n-207\n-297\n-306\n-413\n-41\n-99\n-133\n-155\n-230\n-247\n-352\n-359\n-478\n-48\n-108\n-150\n-237\n-273\n-371\n-397\n-412\n-542\n-50\n-123\n-175\n-263\n-303\n-414\n-444\n-571\n-598\n-75\n-143\n-194\n-291\n-340\n-454\n-496\n-632\n-666\n-83\n-153\n-254\n-315\n-436\n-499\n-547\n-689\n-729\n-88\n-165\n-272\n-350\n-474\n-539\n-682\n-740\n-907\n-94\n-181\n-296\n-377\n-511\n-581\n-730\n-795\n-975\n-104\n' },
        { tag: 'maximum', input: `2\n${DEEP}\n2^2^2^2 * 2^2^2 - 3^3^2 % 1000\n`, output: '-1048576\n1047893\n' },
      ],
    },
    C: {
      description:
        'The new alerting engine wants rules in reverse Polish notation, and you have to convert the old ones. ' +
        GRAMMAR +
        ' Print each expression in postfix form: operands before their operator, binary operators as + - * /, unary minus as neg, numbers without leading zeros, tokens separated by single spaces and no parentheses.',
      human: {
        input_format: LINES(', literals at most 1000000000'),
        output_format: 'n lines, the postfix form of each expression. Nothing at all when n = 0.',
        examples: { input: '3\n1 + 2 * 3\n(1 + 2) * 3\n-(4 - 5) / 006\n', output: '1 2 3 * +\n1 2 + 3 *\n4 5 - neg 6 /\n' },
      },
      hints: ['Operators of equal precedence are left-associative: 1 - 2 - 3 becomes 1 2 - 3 -.', 'A minus is unary when it starts the expression or follows an operator or an opening parenthesis.'],
      par: 623,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\n7\n', output: '7\n' },
        { tag: 'tricky', input: '3\n1 - 2 - 3\n1 - (2 - 3)\n2 - -3\n', output: '1 2 - 3 -\n1 2 3 - -\n2 3 neg -\n' },
        { tag: 'tricky', input: '3\n--5\n-2 * 3\n2 * -3\n', output: '5 neg neg\n2 neg 3 *\n2 3 neg *\n' },
        { tag: 'tricky', input: '2\n000\n0012 / 00\n', output: '0\n12 0 /\n' },
        { tag: 'typical', input: '2\n(1 + 2) * (3 - 4) / 5\n1 * 2 + 3 * 4 - 5 / 6\n', output: '1 2 + 3 4 - * 5 /\n1 2 * 3 4 * + 5 6 / -\n' },
        { tag: 'typical', input: '2\n((((9))))\n-(1 + -(2 * -3))\n', output: '9\n1 2 3 neg * neg + neg\n' },
        { tag: 'maximum', input: MANY(100), output: '0 0 + 1 neg * 0 1 / - 0 1000000000 - neg 2 / +\n1 7 + 2 neg * 31 2 / - 3 1000000000 - neg 3 / +\n2 1 + 3 neg * 62 3 / - 6 1000000000 - neg 4 / +\n3 8 + 4 neg * 93 4 / - 9 1000000000 - neg 5 / +\n4 2 + 5 neg * 27 5 / - 12 1000000000 - neg 6 / +\n5 9 + 6 neg * 58 1 / - 15 1000000000 - neg 7 / +\n6 3 + 7 neg * 89 2 / - 18 1000000000 - neg 8 / +\n7 10 + 8 neg * 23 3 / - 21 1000000000 - neg 2 / +\n8 4 + 9 neg * 54 4 / - 24 1000000000 - neg 3 / +\n9 11 + 1 neg * 85 5 / - 27 1000000000 - neg 4 / +\n10 5 + 2 neg * 19 1 / - 30 1000000000 - neg 5 / +\n11 12 + 3 neg * 50 2 / - 33 1000000000 - neg 6 / +\n12 6 + 4 neg * 81 3 / - 36 1000000000 - neg 7 / +\n13 0 + 5 neg * 15 4 / - 39 1000000000 - neg 8 / +\n14 7 + 6 neg * 46 5 / - 42 1000000000 - neg 2 / +\n15 1 + 7 neg * 77 1 / - 45 1000000000 - neg 3 / +\n16 8 + 8 neg * 11 2 / - 48 1000000000 - neg 4 / +\n17 2 + 9 neg * 42 3 / - 51 1000000000 - neg 5 / +\n18 9 + 1 neg * 73 4 / - 54 1000000000 - neg 6 / +\n19 3 + 2 neg * 7 5 / - 57 1000000000 - neg 7 / +\n20 10 + 3 neg * 38 1 / - 60 1000000000 - neg 8 / +\n21 4 + 4 neg * 69 2 / - 63 1000000000 - neg 2 / +\n22 11 + 5 neg * 3 3 / - 66 1000000000 - neg 3 / +\n23 5 + 6 neg * 34 4 / - 69 1000000000 - neg 4 / +\n24 12 + 7 neg * 65 5 / - 72 1000000000 - neg 5 / +\n25 6 + 8 neg * 96 1 / - 75 1000000000 - neg 6 / +\n26 0 + 9 neg * 30 2 / - 78 1000000000 - neg 7 / +\n27 7 + 1 neg * 61 3 / - 81 1000000000 - neg 8 / +\n28 1 + 2 neg * 92 4 / - 84 1000000000 - neg 2 / +\n29 8 + 3 neg * 26 5 / - 87 1000000000 - neg 3 / +\n30 2 + 4 neg * 57 1 / - 90 1000000000 - neg 4 / +\n31 9 + 5 neg * 88 2 / - 93 1000000000 - neg 5 / +\n32 3 + 6 neg * 22 3 / - 96 1000000000 - neg 6 / +\n33 10 + 7 neg * 53 4 / - 99 1000000000 - neg 7 / +\n34 4 + 8 neg * 84 5 / - 102 1000000000 - neg 8 / +\n35 11 + 9 neg * 18 1 / - 105 1000000000 - neg 2 / +\n36 5 + 1 neg * 49 2 / - 108 1000000000 - neg 3 / +\n37 12 + 2 neg * 80 3 / - 111 1000000000 - neg 4 / +\n38 6 + 3 neg * 14 4 / - 114 1000000000 - neg 5 / +\n39 0 + 4 neg * 45 5 / - 117 1000000000 - neg 6 / +\n40 7 + 5 neg * 76 1 / - 120 1000000000 - neg 7 / +\n41 1 + 6 neg * 10 2 / - 123 1000000000 - neg 8 / +\n42 8 + 7 neg * 41 3 / - 126 1000000000 - neg 2 / +\n43 2 + 8 neg * 72 4 / - 129 1000000000 - neg 3 / +\n44 9 + 9 neg * 6 5 / - 132 1000000000 - neg 4 / +\n45 3 + 1 neg * 37 1 / - 135 1000000000 - neg 5 / +\n46 10 + 2 neg * 68 2 / - 138 1000000000 - neg 6 / +\n47 4 + 3 neg * 2 3 / - 141 1000000000 - neg 7 / +\n48 11 + 4 neg * 33 4 / - 144 1000000000 - neg 8 / +\n49 5 + 5 neg * 64 5 / - 147 1000000000 - neg 2 / +\n50 12 + 6 neg * 95 1 / - 150 1000000000 - neg 3 / +\n51 6 + 7 neg * 29 2 / - 153 1000000000 - neg 4 / +\n52 0 + 8 neg * 60 3 / - 156 1000000000 - neg 5 / +\n53 7 + 9 neg * 91 4 / - 159 1000000000 - neg 6 / +\n54 1 + 1 neg * 25 5 / - 162 1000000000 - neg 7 / +\n55 8 + 2 neg * 56 1 / - 165 1000000000 - neg 8 / +\n56 2 + 3 neg * 87 2 / - 168 1000000000 - neg 2 / +\n57 9 + 4 neg * 21 3 / - 171 1000000000 - neg 3 / +\n58 3 + 5 neg * 52 4 / - 174 1000000000 - neg 4 / +\n59 10 + 6 neg * 83 5 / - 177 1000000000 - neg 5 / +\n60 4 + 7 neg * 17 1 / - 180 1000000000 - neg 6 / +\n61 11 + 8 neg * 48 2 / - 183 1000000000 - neg 7 / +\n62 5 + 9 neg * 79 3 / - 186 1000000000 - neg 8 / +\n63 12 + 1 neg * 13 4 / - 189 1000000000 - neg 2 / +\n64 6 + 2 neg * 44 5 / - 192 1000000000 - neg 3 / +\n65 0 + 3 neg * 75 1 / - 195 1000000000 - neg 4 / +\n66 7 + 4 neg * 9 2 / - 198 1000000000 - neg 5 / +\n67 1 + 5 neg * 40 3 / - 201 1000000000 - neg 6 / +\n68 8 + 6 neg * 71 4 / - 204 1000000000 - neg 7 / +\n69 2 + 7 neg * 5 5 / - 207 1000000000 - neg 8 / +\n70 9 + 8 neg * 36 1 / - 210 1000000000 - neg 2 / +\n71 3 + 9 neg * 67 2 / - 213 1000000000 - neg 3 / +\n72 10 + 1 neg * 1 3 / - 216 1000000000 - neg 4 / +\n73 4 + 2 neg * 32 4 / - 219 1000000000 - neg 5 / +\n74 11 + 3 neg * 63 5 / - 222 1000000000 - neg 6 / +\n75 5 + 4 neg * 94 1 / - 225 1000000000 - neg 7 / +\n76 12 + 5 neg * 28 2 / - 228 1000000000 - neg 8 / +\n77 6 + 6 neg * 59 3 / - 231 1000000000 - neg 2 / +\n78 0 + 7 neg * 90 4 / - 234 1000000000 - neg 3 / +\n79 7 + 8 neg * 24 5 / - 237 1000000000 - neg 4 / +\n80 1 + 9 neg * 55 1 / - 240 1000000000 - neg 5 / +\n81 8 + 1 neg * 86 2 / - 243 1000000000 - neg 6 / +\n82 2 + 2 neg * 20 3 / - 246 1000000000 - neg 7 / +\n83 9 + 3 neg * 51 4 / - 249 1000000000 - neg 8 / +\n84 3 + 4 neg * 82 5 / - 252 1000000000 - neg 2 / +\n85 10 + 5 neg * 16 1 / - 255 1000000000 - neg 3 / +\n86 4 + 6 neg * 47 2 / - 258 1000000000 - neg 4 / +\n87 11 + 7 neg * 78 3 / - 261 1000000000 - neg 5 / +\n88 5 + 8 neg * 12 4 / - 264 1000000000 - neg 6 / +\n89 12 + 9 neg * 43 5 / - 267 1000000000 - neg 7 / +\n90 6 + 1 neg * 74 1 / - 270 1000000000 - neg 8 / +\n91 0 + 2 neg * 8 2 / - 273 1000000000 - neg 2 / +\n92 7 + 3 neg * 39 3 / - 276 1000000000 - neg 3 / +\n93 1 + 4 neg * 70 4 / - 279 1000000000 - neg 4 / +\n94 8 + 5 neg * 4 5 / - 282 1000000000 - neg 5 / +\n95 2 + 6 neg * 35 1 / - 285 1000000000 - neg 6 / +\n96 9 + 7 neg * 66 2 / - 288 1000000000 - neg 7 / +\n97 3 + 8 neg * 0 3 / - 291 1000000000 - neg 8 / +\n98 10 + 9 neg * 31 4 / - 294 1000000000 - neg 2 / +\n99 4 + 1 neg * 62 5 / - 297 1000000000 - neg 3 / +\n' },
        { tag: 'maximum', input: `2\n${DEEP}\n${LONG}\n`, output: '1 neg 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 *\n1000000000 10 * 999999999 - 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 + 7 +\n' },
      ],
    },
    D: {
      description:
        'The runbook defines helper values before using them. ' +
        GRAMMAR.replace('non-negative integer literals', 'non-negative integer literals, variable names (1 to 10 lowercase letters a-z)') +
        ' Division truncates toward zero. Each line is either an assignment name = expression, which prints nothing, or a bare expression, whose value is printed. ' +
        'If an expression uses a variable that has not been assigned yet, print ERROR instead (for an assignment, the variable then keeps its previous state); no division by zero occurs and every intermediate value has absolute value at most 10^15.',
      human: {
        input_format: LINES(', either name = expression or a bare expression; literals at most 1000000000; = appears only in assignments'),
        output_format: 'One line per bare expression with its value or ERROR, plus one ERROR line for every failed assignment, in input order.',
        examples: { input: '4\npeak = 900\nreplicas = (peak - 40) * 3 / 2\nreplicas + 1\nmargin * 2\n', output: '1291\nERROR\n' },
      },
      hints: ['Keep a dictionary of variables; a failed assignment must not create the variable.'],
      par: 911,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\nx\n', output: 'ERROR\n' },
        { tag: 'tricky', input: '4\nx = y\nx\ny = 2\nx = y * y\n', output: 'ERROR\nERROR\n' },
        { tag: 'tricky', input: '5\na = 1\na = a + 1\na = a * -a\na\n-a/3\n', output: '-4\n1\n' },
        { tag: 'tricky', input: '3\nab = 5\na\nab\n', output: 'ERROR\n5\n' },
        { tag: 'typical', input: '5\nbase=10\nfactor = 3\n  total   =   base*factor-  -base\ntotal / 7\ntotal - base * factor\n', output: '5\n10\n' },
        { tag: 'typical', input: '3\nx = 1000000\ny = x * x * 1000\ny / -7\n', output: '-142857142857142\n' },
        { tag: 'maximum', input: '100\nv = 1\n' + Array.from({ length: 98 }, (_, i) => (i % 3 === 2 ? `v * ${i} - w` : `${i % 3 ? 'w' : 'v'} = (v + ${i}) * 3 / 2 - ${i * i}`)).join('\n') + '\nv\n', output: '0\n0\n-170\n-1008\n-3576\n-9828\n-23163\n-49300\n-97682\n-183646\n-331902\n-582030\n-997035\n-1676815\n-2779246\n-4553004\n-7388976\n-11900106\n-19045680\n-30324351\n-48073603\n-75933872\n-119566934\n-187767178\n-294178611\n-459945925\n-717804001\n-1118381713\n-1739912461\n-2703180988\n-4194516716\n-6501141769\n-104305603\n' },
      ],
    },
    E: {
      description:
        'Half of the formulas in the runbook are broken, and you want to know which. ' +
        GRAMMAR +
        ' Division truncates toward zero. For each line print its value; print syntax error if the line is not a valid expression (for example 2 +, (3, 3 4, * 2, () or an empty line), or division by zero if it is valid but divides by zero somewhere.',
      human: {
        input_format: LINES(' (possibly empty) made only of digits, spaces, + - * / ( and ); literals at most 1000000000 and every intermediate value at most 10^15 in absolute value'),
        output_format: 'n lines: the value, syntax error, or division by zero. Nothing at all when n = 0.',
        examples: { input: '4\n1 + 2 * 3\n2 +\n(1 - 1) / 0\n4 / (2 - 2) +\n', output: '7\nsyntax error\ndivision by zero\nsyntax error\n' },
      },
      hints: ['Check that the whole line is consumed: leftover tokens mean a syntax error.', 'Syntax errors win over division by zero.'],
      par: 957,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\n1\n', output: '1\n' },
        { tag: 'tricky', input: '6\n\n()\n(3\n3)\n3 4\n* 2\n', output: 'syntax error\nsyntax error\nsyntax error\nsyntax error\nsyntax error\nsyntax error\n' },
        { tag: 'tricky', input: '4\n--2\n2 - - - 2\n2 -\n-\n', output: '2\n0\nsyntax error\nsyntax error\n' },
        { tag: 'tricky', input: '4\n0 * (1 / 0)\n1 / (2 / 3)\n(5)(6)\n7 / 0 /\n', output: 'division by zero\ndivision by zero\nsyntax error\nsyntax error\n' },
        { tag: 'typical', input: '3\n(1 + 2) * (3 + 4)\n((2) * (3)\n12 / 5 * -5\n', output: '21\nsyntax error\n-10\n' },
        { tag: 'typical', input: '3\n   \n1 2 + 3\n)(\n', output: 'syntax error\nsyntax error\nsyntax error\n' },
        { tag: 'maximum', input: '100\n' + MANY(50).slice(3) + BROKEN.join('\n') + '\n', output: '500000000\n333333301\n249999969\n199999931\n166666629\n142856998\n124999890\n499999846\n333333204\n249999956\n199999945\n166666567\n142857038\n124999927\n499999844\n333333129\n249999791\n199999804\n166666612\n142857089\n124999864\n499999834\n333333145\n249999806\n199999720\n166666310\n142856882\n124999935\n499999877\n333333188\n249999792\n199999737\n166666433\n142856814\n124999667\n499999515\n333333232\n249999848\n199999842\n166666482\n142856814\n124999727\n499999574\n333332912\n249999489\n199999888\n166666497\n142856969\n124999738\n499999644\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\nsyntax error\nsyntax error\ndivision by zero\n' },
        { tag: 'maximum', input: `2\n${DEEP}\n${DEEP.slice(1)}\n`, output: '-1048576\nsyntax error\n' },
      ],
    },
  },
};
