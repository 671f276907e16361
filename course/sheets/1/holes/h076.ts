import type { HoleSpec } from '../../../schema';

const WORDS = ('the pager went off at 3 a.m. again because a flaky integration test timed out while the database replica ' +
  'lagged behind, nobody had coffee left, so we rolled back the deploy and wrote yet another postmortem about retries').split(' ');
const text = (n: number, seed: number): string => {
  let x = seed;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    x = (x * 48271) % 2147483647;
    out.push(WORDS[x % WORDS.length]);
  }
  return out.join(' ');
};

export const hole: HoleSpec = {
  id: 76,
  title: 'Justified Postmortems',
  category: 'text_formatting',
  difficulty: 6,
  variations: {
    A: {
      description:
        'The VP wants the postmortem to look like a newspaper column, fully justified. ' +
        'First fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line except the last to exactly w characters by adding spaces between its words: the gaps get sizes that differ by at most one, and the larger gaps come first (leftmost). ' +
        'A line holding a single word, and the last line, keep single spaces and are not padded.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified lines, in order (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over the lazy dog and then some more\n', output: 'the  quick brown fox\njumps  over the lazy\ndog  and  then  some\nmore\n' },
      },
      hints: ['With s spaces to spread over g gaps, every gap gets floor(s / g) and the first s mod g gaps get one more.'],
      par: 472,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration  left, about again\nyet   while   database  coffee\nlagged coffee rolled timed off\n' +
          'rolled  off  off yet about yet\ncoffee  the  timed  another  3\nlagged  left,  at  back yet so\n' +
          'integration  at  a  replica at\noff   another   nobody   timed\nrolled\n' },
        { tag: 'typical', input: '47\n' + text(120, 2) + '\n', output: 'had  flaky timed and again deploy timed because\nthe  so  the  3  coffee yet coffee coffee again\n' +
          'timed  again  so  wrote  we  a  rolled database\nrolled  because  postmortem  again  test  pager\n' +
          'because replica while because coffee a nobody 3\nthe while had lagged rolled back the behind, we\n' +
          'we  yet  replica  had  database  retries coffee\nbecause  because behind, retries 3 retries we 3\n' +
          'flaky  behind,  another  had about we deploy so\nleft,  database  database  back replica and the\n' +
          'replica  the  the  lagged  a.m.  a timed coffee\nwhile  yet  the another coffee rolled off about\n' +
          'deploy  another  behind,  deploy the retries we\nabout  deploy  the  so flaky postmortem a left,\n' +
          'about  a.m.  another  at  pager  had  lagged we\nnobody behind, timed\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: 'exactly10c\na  b c d e\nf g h i j\n' },
        { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n', output: 'ab  cd ef gh\nij kl mn op\n' },
        { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n', output: 'several   spaces\nand  line breaks\nhere\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: 'a b c\nd e f\ng\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: 'yet  another  integration  database lagged again deploy flaky lagged rolled 3 replica we pager we we\n' +
          'lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the rolled\n' +
          'yet  the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager behind,\n' +
          'rolled  out  about  back  left,  and  the back again postmortem a pager postmortem wrote a timed out\n' +
          'postmortem  replica  we  the  while database while coffee because database database rolled left, yet\n' +
          'replica  a  had  integration left, out had left, wrote 3 timed wrote the we timed back we postmortem\n' +
          'back  pager  postmortem  again  yet  flaky  another so off while out a timed so test yet pager pager\n' +
          'nobody  deploy  deploy  because  a.m. rolled pager the flaky deploy had left, out out at integration\n' +
          'deploy  coffee replica because test had another replica again timed integration deploy behind, while\n' +
          'yet  coffee  integration  left, out because timed retries because again another left, postmortem yet\n' +
          'again  a.m.  another the while again timed coffee wrote had integration back had another test nobody\n' +
          'nobody  had  3 lagged pager lagged back left, yet lagged test retries database test we integration 3\n' +
          'coffee  so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica yet\n' +
          'another  and  a.m.  postmortem  yet  back  wrote  lagged  test  the  integration  rolled behind, had\n' +
          'integration  out  because about back yet a.m. integration test because so a about another yet nobody\n' +
          'pager  the  out database wrote deploy off timed replica yet test replica so deploy out again off off\n' +
          'retries  timed  back  database  postmortem timed behind, the nobody nobody replica because about out\n' +
          'flaky  left,  3  at deploy left, left, the we database replica rolled test lagged wrote deploy while\n' +
          'retries  and  rolled pager flaky went another pager again lagged 3 the at because back so postmortem\n' +
          'yet  pager  database a a went while had wrote left, 3 and a because again replica lagged test deploy\n' +
          'went  out  about  we  off another test behind, so the the postmortem again went wrote a.m. replica 3\n' +
          'integration  while  the  3  coffee went flaky postmortem because out out a.m. off and the 3 test out\n' +
          'left, integration we back wrote flaky another database the test left, out the left, again so the out\n' +
          'pager replica a.m. retries and 3 a because another had deploy out the replica went about and because\n' +
          'the wrote the rolled back retries postmortem test a yet coffee retries replica had postmortem nobody\n' +
          'the  about  a database the coffee postmortem test went because test 3 lagged flaky again replica the\n' +
          'behind,  lagged  yet rolled off the test a the retries had a flaky coffee we had yet left, flaky and\n' +
          'timed  left,  out out behind, wrote database off integration timed and postmortem flaky so while had\n' +
          'back  because  behind,  the the test at behind, integration timed replica left, deploy while another\n' +
          'had  pager  had another wrote retries so behind, wrote left, behind, rolled integration 3 rolled the\n' +
          'pager  so flaky wrote coffee deploy database postmortem rolled yet back integration back the because\n' +
          'we  off  left, at the rolled wrote yet we postmortem replica went 3 the timed had deploy coffee test\n' +
          'left,  postmortem  we  pager test while because a off a.m. test nobody flaky at pager nobody retries\n' +
          'lagged  deploy  the  timed  integration  flaky  wrote  went the behind, 3 because replica postmortem\n' +
          'because  deploy  had  we database nobody the deploy out went rolled database coffee postmortem about\n' +
          'wrote  went  the  at  out  and lagged and replica the at out postmortem and coffee lagged a.m. flaky\n' +
          'because  out  wrote  had  the  the  and  so  a.m. timed while so had coffee we we yet timed had a.m.\n' +
          'integration  another  database replica 3 replica had the behind, had flaky went deploy and while the\n' +
          'back  wrote  retries  timed left, 3 coffee 3 at coffee the we yet timed about behind, behind, deploy\n' +
          'the  so  flaky  timed wrote deploy rolled a left, timed database retries replica out coffee off went\n' +
          'timed  test  while  integration  a.m. because because flaky at retries while behind, the a flaky and\n' +
          'wrote  lagged  deploy 3 behind, out timed we about pager wrote off database we flaky and off and the\n' +
          'at  off  had  a  rolled while rolled integration flaky pager nobody integration lagged while off the\n' +
          'timed  integration  the  postmortem  the  back  pager out while a out postmortem nobody another back\n' +
          'postmortem  the  the  off  retries  database 3 again the 3 replica test left, the while timed rolled\n' +
          'nobody  database  and  rolled  integration again we the timed again the out the off the rolled timed\n' +
          'test  back  flaky  lagged coffee had lagged so off so wrote lagged flaky postmortem a.m. coffee went\n' +
          'retries behind, so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about\n' },
        { tag: 'maximum', input: '23\n' + text(700, 4) + '\n', output: 'a.m. behind, we off and\nhad   we  yet  database\ntest     wrote    flaky\nbecause  again  because\n' +
          'because and 3 out the 3\nand    postmortem   the\ntimed      yet      the\nintegration   and   off\n' +
          'lagged yet while deploy\nyet so replica at flaky\nwrote deploy coffee the\nyet  postmortem retries\n' +
          'went   out   out  again\nabout    a.m.   another\nabout  because  yet yet\nlagged   while   rolled\n' +
          'about out flaky retries\nlagged    deploy   a.m.\nanother  and  had  test\nrolled  another another\n' +
          'replica    about    off\ndatabase   about  wrote\nretries  database  test\npostmortem  we  because\n' +
          'deploy  back wrote a so\nthe  coffee timed had a\nlagged    had   behind,\nabout  out  another had\n' +
          'retries   test  behind,\nwrote   replica  rolled\ntimed    test    deploy\nbecause  went  a.m. the\n' +
          'out  at  went  we about\nbecause   3  again  yet\nlagged   we  postmortem\nbecause  coffee retries\n' +
          'at yet went at database\nthe  a postmortem timed\nflaky had deploy we yet\nand     a.m.     deploy\n' +
          'integration    we    so\ncoffee the coffee left,\nthe  had rolled replica\ntimed    retries    had\n' +
          'because   timed   again\ntimed   because  deploy\nintegration deploy back\nwent   3  back  behind,\n' +
          'went    nobody    again\nintegration integration\nout  again the we pager\nretries     the     the\n' +
          'database  another a had\nwent so replica pager a\nabout   pager  off  and\nbehind,   nobody  pager\n' +
          'behind,     integration\nanother  behind,  about\npager    the    retries\nanother  the so behind,\n' +
          'a.m.  the the again yet\nyet  a about the nobody\nyet  deploy  the  flaky\nlagged a.m. while the a\n' +
          'the   so   test   flaky\nrolled coffee again and\nand coffee left, coffee\nyet  integration deploy\n' +
          'left, a.m. deploy left,\nbecause  a timed the at\nat   off  deploy  about\ndatabase   rolled  a.m.\n' +
          'again another back back\ndatabase  3  left, a.m.\nlagged because wrote so\nyet  pager  replica the\n' +
          'while  off  flaky about\ncoffee  left,  a.m. yet\nrolled  flaky a the out\n3   postmortem  retries\n' +
          'nobody  about the pager\nbehind,   so   3  about\nbecause  flaky a.m. out\ndatabase   we   3  back\n' +
          'rolled    back   a   so\nreplica  coffee about 3\npager   the  the  a  we\nnobody   retries  left,\n' +
          'about  nobody timed the\nback     because    the\nanother  flaky  had out\nthe   because  database\n' +
          'wrote     yet    rolled\nanother wrote so nobody\nyet    behind,    while\ndeploy  deploy  because\n' +
          'postmortem       coffee\nrolled  so  went  timed\nwrote  a  because  test\nthe  test another left,\n' +
          'flaky    coffee   pager\nbehind,  another  wrote\npager   because  rolled\ntimed  the  left, wrote\n' +
          'and   went  integration\nabout  the  timed at we\na.m.   again   and  out\nflaky   the   about  we\n' +
          'retries lagged the test\nthe off coffee the a.m.\nat      flaky     left,\nintegration     another\n' +
          'nobody  the  another  3\noff  lagged  so another\nyet    postmortem   the\ncoffee pager the we the\n' +
          'database    flaky   and\nleft, retries 3 back we\nthe  about the database\nnobody  test we replica\n' +
          'while  back timed pager\nwent  coffee  deploy so\ncoffee a.m. back deploy\ndatabase back the the a\n' +
          'rolled   3  so  behind,\nback  test about out we\nthe  the  replica again\nthe  coffee  left, so a\n' +
          'behind,  timed  replica\nthe    replica    timed\nretries  left,  had and\na.m.  integration again\n' +
          'the   yet   wrote   the\nlagged  again while yet\ncoffee   so   yet   off\nrolled   about  retries\n' +
          'test  lagged  3  rolled\nhad  because at because\nreplica   off  while  a\nretries   about  rolled\n' +
          'and    nobody   replica\nrolled  the  at  the at\nyet   wrote  flaky  the\nback   deploy   retries\n' +
          'about lagged postmortem\nwhile deploy postmortem\nwent  replica  out  out\nleft,  database  we yet\n' +
          'coffee   went   3   the\nnobody  and  out  wrote\nthe  and  off  had went\npostmortem   had  left,\n' +
          'postmortem another went\ntimed  postmortem about\noff  wrote rolled off a\nback  we  so timed went\n' +
          'and  yet and another at\ntimed  off  the  so and\npager  yet  the  deploy\ncoffee  at  test went a\n' +
          'because  because coffee\nretries    while   back\nintegration while pager\na.m.   the  integration\n' +
          'had   yet   rolled  off\nleft,       integration\ndatabase  postmortem  3\nout  nobody  went again\n' +
          'yet  a  behind, another\ntest    retries   left,\ndeploy   so   wrote  at\npager       integration\n' +
          'integration      lagged\npager timed the another\nnobody out lagged flaky\nso lagged a retries yet\n' +
          'about about integration\ncoffee     off    flaky\ndatabase   retries   so\nintegration      nobody\n' +
          'coffee coffee timed yet\nwhile   had   about   3\nreplica   and   behind,\nback  out  about lagged\n' +
          'coffee  deploy database\nyet  wrote  again timed\ncoffee  pager off again\ndeploy      integration\n' +
          'another about we a\n' },
      ],
    },
    B: {
      description:
        'The postmortem must be fully justified, and the design team insists the wider gaps sit on the right. ' +
        'First fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line except the last to exactly w characters by adding spaces between its words: the gaps get sizes that differ by at most one, and the larger gaps come last (rightmost). ' +
        'A line holding a single word, and the last line, keep single spaces and are not padded.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified lines, in order (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over the lazy dog and then some more\n', output: 'the quick brown  fox\njumps over the  lazy\ndog  and  then  some\nmore\n' },
      },
      hints: ['With s spaces to spread over g gaps, every gap gets floor(s / g) and the last s mod g gaps get one more.'],
      par: 477,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration left, about  again\nyet  while   database   coffee\nlagged coffee rolled timed off\n' +
          'rolled off off yet  about  yet\ncoffee  the  timed  another  3\nlagged left, at  back  yet  so\n' +
          'integration at  a  replica  at\noff   another   nobody   timed\nrolled\n' },
        { tag: 'typical', input: '47\n' + text(120, 2) + '\n', output: 'had flaky timed and again deploy timed  because\nthe so the 3 coffee  yet  coffee  coffee  again\n' +
          'timed again  so  wrote  we  a  rolled  database\nrolled  because  postmortem  again  test  pager\n' +
          'because replica while because coffee a nobody 3\nthe while had lagged rolled back the behind, we\n' +
          'we yet  replica  had  database  retries  coffee\nbecause because behind, retries 3 retries we  3\n' +
          'flaky behind, another had about  we  deploy  so\nleft, database database back  replica  and  the\n' +
          'replica the the  lagged  a.m.  a  timed  coffee\nwhile yet the another coffee rolled  off  about\n' +
          'deploy another behind, deploy  the  retries  we\nabout deploy the so flaky  postmortem  a  left,\n' +
          'about a.m.  another  at  pager  had  lagged  we\nnobody behind, timed\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: 'exactly10c\na b c d  e\nf g h i j\n' },
        { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n', output: 'ab cd ef  gh\nij kl mn op\n' },
        { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n', output: 'several   spaces\nand line  breaks\nhere\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: 'a b c\nd e f\ng\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: 'yet another integration database lagged again deploy flaky lagged rolled 3 replica we  pager  we  we\n' +
          'lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the rolled\n' +
          'yet the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager  behind,\n' +
          'rolled out about back left, and the back again postmortem a  pager  postmortem  wrote  a  timed  out\n' +
          'postmortem replica we the while database while coffee because database  database  rolled  left,  yet\n' +
          'replica a had integration left, out had left, wrote 3 timed wrote the we timed  back  we  postmortem\n' +
          'back pager postmortem again yet flaky another so off while out a  timed  so  test  yet  pager  pager\n' +
          'nobody deploy deploy because a.m. rolled pager the flaky deploy had left,  out  out  at  integration\n' +
          'deploy coffee replica because test had another replica again timed integration deploy behind,  while\n' +
          'yet coffee integration left, out because timed retries because again another  left,  postmortem  yet\n' +
          'again a.m. another the while again timed coffee wrote had integration back had another  test  nobody\n' +
          'nobody had 3 lagged pager lagged back left, yet lagged test retries database test we  integration  3\n' +
          'coffee so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica  yet\n' +
          'another and a.m.  postmortem  yet  back  wrote  lagged  test  the  integration  rolled  behind,  had\n' +
          'integration out because about back yet a.m. integration test because so a about another  yet  nobody\n' +
          'pager the out database wrote deploy off timed replica yet test replica so deploy out again  off  off\n' +
          'retries timed back database postmortem timed behind, the nobody nobody  replica  because  about  out\n' +
          'flaky left, 3 at deploy left, left, the we database replica rolled test lagged  wrote  deploy  while\n' +
          'retries and rolled pager flaky went another pager again lagged 3 the at because back  so  postmortem\n' +
          'yet pager database a a went while had wrote left, 3 and a because again replica lagged  test  deploy\n' +
          'went out about we off another test behind, so the the postmortem again went  wrote  a.m.  replica  3\n' +
          'integration while the 3 coffee went flaky postmortem because out out a.m. off and  the  3  test  out\n' +
          'left, integration we back wrote flaky another database the test left, out the left, again so the out\n' +
          'pager replica a.m. retries and 3 a because another had deploy out the replica went about and because\n' +
          'the wrote the rolled back retries postmortem test a yet coffee retries replica had postmortem nobody\n' +
          'the about a database the coffee postmortem test went because test 3 lagged flaky again  replica  the\n' +
          'behind, lagged yet rolled off the test a the retries had a flaky coffee we had yet left,  flaky  and\n' +
          'timed left, out out behind, wrote database off integration timed and postmortem flaky so  while  had\n' +
          'back because behind, the the test at behind, integration timed replica left,  deploy  while  another\n' +
          'had pager had another wrote retries so behind, wrote left, behind, rolled integration 3  rolled  the\n' +
          'pager so flaky wrote coffee deploy database postmortem rolled yet back integration back the  because\n' +
          'we off left, at the rolled wrote yet we postmortem replica went 3 the timed had deploy  coffee  test\n' +
          'left, postmortem we pager test while because a off a.m. test nobody flaky at  pager  nobody  retries\n' +
          'lagged deploy the timed integration flaky wrote  went  the  behind,  3  because  replica  postmortem\n' +
          'because deploy had we database nobody the deploy out went rolled database  coffee  postmortem  about\n' +
          'wrote went the at out and lagged and replica the at out postmortem  and  coffee  lagged  a.m.  flaky\n' +
          'because out wrote had the the and so a.m. timed while so  had  coffee  we  we  yet  timed  had  a.m.\n' +
          'integration another database replica 3 replica had the behind, had flaky went deploy and  while  the\n' +
          'back wrote retries timed left, 3 coffee 3 at coffee the we yet timed about  behind,  behind,  deploy\n' +
          'the so flaky timed wrote deploy rolled a left, timed database retries replica out  coffee  off  went\n' +
          'timed test while integration a.m. because because flaky at retries while behind,  the  a  flaky  and\n' +
          'wrote lagged deploy 3 behind, out timed we about pager wrote off database we flaky and off  and  the\n' +
          'at off had a rolled while rolled integration flaky pager nobody integration  lagged  while  off  the\n' +
          'timed integration the postmortem the back pager out while  a  out  postmortem  nobody  another  back\n' +
          'postmortem the the off retries database 3 again the 3 replica test  left,  the  while  timed  rolled\n' +
          'nobody database and rolled integration again we the timed again the out the  off  the  rolled  timed\n' +
          'test back flaky lagged coffee had lagged so off so wrote lagged flaky postmortem  a.m.  coffee  went\n' +
          'retries behind, so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about\n' },
        { tag: 'maximum', input: '23\n' + text(700, 4) + '\n', output: 'a.m. behind, we off and\nhad  we  yet   database\ntest    wrote     flaky\nbecause  again  because\n' +
          'because and 3 out the 3\nand   postmortem    the\ntimed      yet      the\nintegration   and   off\n' +
          'lagged yet while deploy\nyet so replica at flaky\nwrote deploy coffee the\nyet postmortem  retries\n' +
          'went  out   out   again\nabout   a.m.    another\nabout because  yet  yet\nlagged   while   rolled\n' +
          'about out flaky retries\nlagged   deploy    a.m.\nanother  and  had  test\nrolled another  another\n' +
          'replica    about    off\ndatabase  about   wrote\nretries  database  test\npostmortem  we  because\n' +
          'deploy back wrote a  so\nthe coffee timed had  a\nlagged   had    behind,\nabout out  another  had\n' +
          'retries  test   behind,\nwrote  replica   rolled\ntimed    test    deploy\nbecause went  a.m.  the\n' +
          'out at  went  we  about\nbecause  3  again   yet\nlagged  we   postmortem\nbecause coffee  retries\n' +
          'at yet went at database\nthe a postmortem  timed\nflaky had deploy we yet\nand     a.m.     deploy\n' +
          'integration    we    so\ncoffee the coffee left,\nthe had rolled  replica\ntimed    retries    had\n' +
          'because   timed   again\ntimed  because   deploy\nintegration deploy back\nwent  3  back   behind,\n' +
          'went    nobody    again\nintegration integration\nout again the we  pager\nretries     the     the\n' +
          'database another a  had\nwent so replica pager a\nabout  pager  off   and\nbehind,  nobody   pager\n' +
          'behind,     integration\nanother  behind,  about\npager    the    retries\nanother the so  behind,\n' +
          'a.m. the the again  yet\nyet a about the  nobody\nyet  deploy  the  flaky\nlagged a.m. while the a\n' +
          'the   so   test   flaky\nrolled coffee again and\nand coffee left, coffee\nyet integration  deploy\n' +
          'left, a.m. deploy left,\nbecause a timed the  at\nat  off  deploy   about\ndatabase  rolled   a.m.\n' +
          'again another back back\ndatabase 3  left,  a.m.\nlagged because wrote so\nyet pager  replica  the\n' +
          'while off  flaky  about\ncoffee left,  a.m.  yet\nrolled flaky a the  out\n3  postmortem   retries\n' +
          'nobody about the  pager\nbehind,  so   3   about\nbecause flaky a.m.  out\ndatabase  we   3   back\n' +
          'rolled   back   a    so\nreplica coffee about  3\npager  the  the  a   we\nnobody  retries   left,\n' +
          'about nobody timed  the\nback    because     the\nanother flaky  had  out\nthe  because   database\n' +
          'wrote    yet     rolled\nanother wrote so nobody\nyet    behind,    while\ndeploy  deploy  because\n' +
          'postmortem       coffee\nrolled  so  went  timed\nwrote  a  because  test\nthe test another  left,\n' +
          'flaky   coffee    pager\nbehind,  another  wrote\npager  because   rolled\ntimed the  left,  wrote\n' +
          'and  went   integration\nabout the timed  at  we\na.m.  again   and   out\nflaky  the   about   we\n' +
          'retries lagged the test\nthe off coffee the a.m.\nat     flaky      left,\nintegration     another\n' +
          'nobody  the  another  3\noff lagged  so  another\nyet   postmortem    the\ncoffee pager the we the\n' +
          'database   flaky    and\nleft, retries 3 back we\nthe about the  database\nnobody test we  replica\n' +
          'while back timed  pager\nwent coffee  deploy  so\ncoffee a.m. back deploy\ndatabase back the the a\n' +
          'rolled  3  so   behind,\nback test about out  we\nthe the  replica  again\nthe coffee left,  so  a\n' +
          'behind,  timed  replica\nthe    replica    timed\nretries left,  had  and\na.m. integration  again\n' +
          'the   yet   wrote   the\nlagged again while  yet\ncoffee   so   yet   off\nrolled  about   retries\n' +
          'test  lagged  3  rolled\nhad because at  because\nreplica  off  while   a\nretries  about   rolled\n' +
          'and   nobody    replica\nrolled the  at  the  at\nyet  wrote  flaky   the\nback   deploy   retries\n' +
          'about lagged postmortem\nwhile deploy postmortem\nwent  replica  out  out\nleft, database  we  yet\n' +
          'coffee   went   3   the\nnobody  and  out  wrote\nthe and  off  had  went\npostmortem  had   left,\n' +
          'postmortem another went\ntimed postmortem  about\noff wrote rolled off  a\nback we so  timed  went\n' +
          'and yet and another  at\ntimed off  the  so  and\npager  yet  the  deploy\ncoffee at test  went  a\n' +
          'because because  coffee\nretries   while    back\nintegration while pager\na.m.  the   integration\n' +
          'had  yet   rolled   off\nleft,       integration\ndatabase  postmortem  3\nout nobody  went  again\n' +
          'yet a  behind,  another\ntest   retries    left,\ndeploy  so   wrote   at\npager       integration\n' +
          'integration      lagged\npager timed the another\nnobody out lagged flaky\nso lagged a retries yet\n' +
          'about about integration\ncoffee    off     flaky\ndatabase   retries   so\nintegration      nobody\n' +
          'coffee coffee timed yet\nwhile   had   about   3\nreplica   and   behind,\nback out  about  lagged\n' +
          'coffee deploy  database\nyet wrote  again  timed\ncoffee pager off  again\ndeploy      integration\n' +
          'another about we a\n' },
      ],
    },
    C: {
      description:
        'The postmortem is printed on a poster, and the poster tool justifies every line, even the last one. ' +
        'First fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line that has at least two words to exactly w characters by adding spaces between its words: the gaps get sizes that differ by at most one, and the larger gaps come first (leftmost). ' +
        'A line holding a single word is printed as it is.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified lines, in order (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over the lazy dog and then some more\n', output: 'the  quick brown fox\njumps  over the lazy\ndog  and  then  some\nmore\n' },
      },
      hints: ['Do not special-case the last line here.'],
      par: 428,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration  left, about again\nyet   while   database  coffee\nlagged coffee rolled timed off\n' +
          'rolled  off  off yet about yet\ncoffee  the  timed  another  3\nlagged  left,  at  back yet so\n' +
          'integration  at  a  replica at\noff   another   nobody   timed\nrolled\n' },
        { tag: 'typical', input: '47\n' + text(120, 2) + '\n', output: 'had  flaky timed and again deploy timed because\nthe  so  the  3  coffee yet coffee coffee again\n' +
          'timed  again  so  wrote  we  a  rolled database\nrolled  because  postmortem  again  test  pager\n' +
          'because replica while because coffee a nobody 3\nthe while had lagged rolled back the behind, we\n' +
          'we  yet  replica  had  database  retries coffee\nbecause  because behind, retries 3 retries we 3\n' +
          'flaky  behind,  another  had about we deploy so\nleft,  database  database  back replica and the\n' +
          'replica  the  the  lagged  a.m.  a timed coffee\nwhile  yet  the another coffee rolled off about\n' +
          'deploy  another  behind,  deploy the retries we\nabout  deploy  the  so flaky postmortem a left,\n' +
          'about  a.m.  another  at  pager  had  lagged we\nnobody               behind,              timed\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: 'exactly10c\na  b c d e\nf  g h i j\n' },
        { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n', output: 'ab  cd ef gh\nij  kl mn op\n' },
        { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n', output: 'several   spaces\nand  line breaks\nhere\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: 'a b c\nd e f\ng\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: 'yet  another  integration  database lagged again deploy flaky lagged rolled 3 replica we pager we we\n' +
          'lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the rolled\n' +
          'yet  the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager behind,\n' +
          'rolled  out  about  back  left,  and  the back again postmortem a pager postmortem wrote a timed out\n' +
          'postmortem  replica  we  the  while database while coffee because database database rolled left, yet\n' +
          'replica  a  had  integration left, out had left, wrote 3 timed wrote the we timed back we postmortem\n' +
          'back  pager  postmortem  again  yet  flaky  another so off while out a timed so test yet pager pager\n' +
          'nobody  deploy  deploy  because  a.m. rolled pager the flaky deploy had left, out out at integration\n' +
          'deploy  coffee replica because test had another replica again timed integration deploy behind, while\n' +
          'yet  coffee  integration  left, out because timed retries because again another left, postmortem yet\n' +
          'again  a.m.  another the while again timed coffee wrote had integration back had another test nobody\n' +
          'nobody  had  3 lagged pager lagged back left, yet lagged test retries database test we integration 3\n' +
          'coffee  so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica yet\n' +
          'another  and  a.m.  postmortem  yet  back  wrote  lagged  test  the  integration  rolled behind, had\n' +
          'integration  out  because about back yet a.m. integration test because so a about another yet nobody\n' +
          'pager  the  out database wrote deploy off timed replica yet test replica so deploy out again off off\n' +
          'retries  timed  back  database  postmortem timed behind, the nobody nobody replica because about out\n' +
          'flaky  left,  3  at deploy left, left, the we database replica rolled test lagged wrote deploy while\n' +
          'retries  and  rolled pager flaky went another pager again lagged 3 the at because back so postmortem\n' +
          'yet  pager  database a a went while had wrote left, 3 and a because again replica lagged test deploy\n' +
          'went  out  about  we  off another test behind, so the the postmortem again went wrote a.m. replica 3\n' +
          'integration  while  the  3  coffee went flaky postmortem because out out a.m. off and the 3 test out\n' +
          'left, integration we back wrote flaky another database the test left, out the left, again so the out\n' +
          'pager replica a.m. retries and 3 a because another had deploy out the replica went about and because\n' +
          'the wrote the rolled back retries postmortem test a yet coffee retries replica had postmortem nobody\n' +
          'the  about  a database the coffee postmortem test went because test 3 lagged flaky again replica the\n' +
          'behind,  lagged  yet rolled off the test a the retries had a flaky coffee we had yet left, flaky and\n' +
          'timed  left,  out out behind, wrote database off integration timed and postmortem flaky so while had\n' +
          'back  because  behind,  the the test at behind, integration timed replica left, deploy while another\n' +
          'had  pager  had another wrote retries so behind, wrote left, behind, rolled integration 3 rolled the\n' +
          'pager  so flaky wrote coffee deploy database postmortem rolled yet back integration back the because\n' +
          'we  off  left, at the rolled wrote yet we postmortem replica went 3 the timed had deploy coffee test\n' +
          'left,  postmortem  we  pager test while because a off a.m. test nobody flaky at pager nobody retries\n' +
          'lagged  deploy  the  timed  integration  flaky  wrote  went the behind, 3 because replica postmortem\n' +
          'because  deploy  had  we database nobody the deploy out went rolled database coffee postmortem about\n' +
          'wrote  went  the  at  out  and lagged and replica the at out postmortem and coffee lagged a.m. flaky\n' +
          'because  out  wrote  had  the  the  and  so  a.m. timed while so had coffee we we yet timed had a.m.\n' +
          'integration  another  database replica 3 replica had the behind, had flaky went deploy and while the\n' +
          'back  wrote  retries  timed left, 3 coffee 3 at coffee the we yet timed about behind, behind, deploy\n' +
          'the  so  flaky  timed wrote deploy rolled a left, timed database retries replica out coffee off went\n' +
          'timed  test  while  integration  a.m. because because flaky at retries while behind, the a flaky and\n' +
          'wrote  lagged  deploy 3 behind, out timed we about pager wrote off database we flaky and off and the\n' +
          'at  off  had  a  rolled while rolled integration flaky pager nobody integration lagged while off the\n' +
          'timed  integration  the  postmortem  the  back  pager out while a out postmortem nobody another back\n' +
          'postmortem  the  the  off  retries  database 3 again the 3 replica test left, the while timed rolled\n' +
          'nobody  database  and  rolled  integration again we the timed again the out the off the rolled timed\n' +
          'test  back  flaky  lagged coffee had lagged so off so wrote lagged flaky postmortem a.m. coffee went\n' +
          'retries  behind,  so  timed  a.m.  a.m.  postmortem  deploy  because  so  timed  a  3  coffee  about\n' },
        { tag: 'maximum', input: '23\n' + text(700, 4) + '\n', output: 'a.m. behind, we off and\nhad   we  yet  database\ntest     wrote    flaky\nbecause  again  because\n' +
          'because and 3 out the 3\nand    postmortem   the\ntimed      yet      the\nintegration   and   off\n' +
          'lagged yet while deploy\nyet so replica at flaky\nwrote deploy coffee the\nyet  postmortem retries\n' +
          'went   out   out  again\nabout    a.m.   another\nabout  because  yet yet\nlagged   while   rolled\n' +
          'about out flaky retries\nlagged    deploy   a.m.\nanother  and  had  test\nrolled  another another\n' +
          'replica    about    off\ndatabase   about  wrote\nretries  database  test\npostmortem  we  because\n' +
          'deploy  back wrote a so\nthe  coffee timed had a\nlagged    had   behind,\nabout  out  another had\n' +
          'retries   test  behind,\nwrote   replica  rolled\ntimed    test    deploy\nbecause  went  a.m. the\n' +
          'out  at  went  we about\nbecause   3  again  yet\nlagged   we  postmortem\nbecause  coffee retries\n' +
          'at yet went at database\nthe  a postmortem timed\nflaky had deploy we yet\nand     a.m.     deploy\n' +
          'integration    we    so\ncoffee the coffee left,\nthe  had rolled replica\ntimed    retries    had\n' +
          'because   timed   again\ntimed   because  deploy\nintegration deploy back\nwent   3  back  behind,\n' +
          'went    nobody    again\nintegration integration\nout  again the we pager\nretries     the     the\n' +
          'database  another a had\nwent so replica pager a\nabout   pager  off  and\nbehind,   nobody  pager\n' +
          'behind,     integration\nanother  behind,  about\npager    the    retries\nanother  the so behind,\n' +
          'a.m.  the the again yet\nyet  a about the nobody\nyet  deploy  the  flaky\nlagged a.m. while the a\n' +
          'the   so   test   flaky\nrolled coffee again and\nand coffee left, coffee\nyet  integration deploy\n' +
          'left, a.m. deploy left,\nbecause  a timed the at\nat   off  deploy  about\ndatabase   rolled  a.m.\n' +
          'again another back back\ndatabase  3  left, a.m.\nlagged because wrote so\nyet  pager  replica the\n' +
          'while  off  flaky about\ncoffee  left,  a.m. yet\nrolled  flaky a the out\n3   postmortem  retries\n' +
          'nobody  about the pager\nbehind,   so   3  about\nbecause  flaky a.m. out\ndatabase   we   3  back\n' +
          'rolled    back   a   so\nreplica  coffee about 3\npager   the  the  a  we\nnobody   retries  left,\n' +
          'about  nobody timed the\nback     because    the\nanother  flaky  had out\nthe   because  database\n' +
          'wrote     yet    rolled\nanother wrote so nobody\nyet    behind,    while\ndeploy  deploy  because\n' +
          'postmortem       coffee\nrolled  so  went  timed\nwrote  a  because  test\nthe  test another left,\n' +
          'flaky    coffee   pager\nbehind,  another  wrote\npager   because  rolled\ntimed  the  left, wrote\n' +
          'and   went  integration\nabout  the  timed at we\na.m.   again   and  out\nflaky   the   about  we\n' +
          'retries lagged the test\nthe off coffee the a.m.\nat      flaky     left,\nintegration     another\n' +
          'nobody  the  another  3\noff  lagged  so another\nyet    postmortem   the\ncoffee pager the we the\n' +
          'database    flaky   and\nleft, retries 3 back we\nthe  about the database\nnobody  test we replica\n' +
          'while  back timed pager\nwent  coffee  deploy so\ncoffee a.m. back deploy\ndatabase back the the a\n' +
          'rolled   3  so  behind,\nback  test about out we\nthe  the  replica again\nthe  coffee  left, so a\n' +
          'behind,  timed  replica\nthe    replica    timed\nretries  left,  had and\na.m.  integration again\n' +
          'the   yet   wrote   the\nlagged  again while yet\ncoffee   so   yet   off\nrolled   about  retries\n' +
          'test  lagged  3  rolled\nhad  because at because\nreplica   off  while  a\nretries   about  rolled\n' +
          'and    nobody   replica\nrolled  the  at  the at\nyet   wrote  flaky  the\nback   deploy   retries\n' +
          'about lagged postmortem\nwhile deploy postmortem\nwent  replica  out  out\nleft,  database  we yet\n' +
          'coffee   went   3   the\nnobody  and  out  wrote\nthe  and  off  had went\npostmortem   had  left,\n' +
          'postmortem another went\ntimed  postmortem about\noff  wrote rolled off a\nback  we  so timed went\n' +
          'and  yet and another at\ntimed  off  the  so and\npager  yet  the  deploy\ncoffee  at  test went a\n' +
          'because  because coffee\nretries    while   back\nintegration while pager\na.m.   the  integration\n' +
          'had   yet   rolled  off\nleft,       integration\ndatabase  postmortem  3\nout  nobody  went again\n' +
          'yet  a  behind, another\ntest    retries   left,\ndeploy   so   wrote  at\npager       integration\n' +
          'integration      lagged\npager timed the another\nnobody out lagged flaky\nso lagged a retries yet\n' +
          'about about integration\ncoffee     off    flaky\ndatabase   retries   so\nintegration      nobody\n' +
          'coffee coffee timed yet\nwhile   had   about   3\nreplica   and   behind,\nback  out  about lagged\n' +
          'coffee  deploy database\nyet  wrote  again timed\ncoffee  pager off again\ndeploy      integration\n' +
          'another   about   we  a\n' },
      ],
    },
    D: {
      description:
        'The postmortem has several paragraphs, separated by blank lines (lines that are empty or contain only spaces), and each paragraph is justified on its own. ' +
        'For each paragraph, fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line except the last of the paragraph to exactly w characters by adding spaces between words, with gap sizes differing by at most one and the larger gaps leftmost; single-word lines and the last line of the paragraph keep single spaces. ' +
        'Print the paragraphs separated by exactly one empty line.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; paragraphs are separated by one or more blank lines; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified paragraphs, separated by single empty lines (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over\nthe lazy dog\n\n\nand then some more\n', output: 'the  quick brown fox\njumps  over the lazy\ndog\n\nand then some more\n' },
      },
      hints: ['Several blank lines in a row still make just one paragraph break.', 'Blank lines at the start or end of the text produce nothing.'],
      par: 702,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration  left, about again\nyet   while   database  coffee\nlagged coffee rolled timed off\n' +
          'rolled  off  off yet about yet\ncoffee  the  timed  another  3\nlagged  left,  at  back yet so\n' +
          'integration  at  a  replica at\noff   another   nobody   timed\nrolled\n' },
        { tag: 'typical', input: '47\n' + text(120, 2) + '\n', output: 'had  flaky timed and again deploy timed because\nthe  so  the  3  coffee yet coffee coffee again\n' +
          'timed  again  so  wrote  we  a  rolled database\nrolled  because  postmortem  again  test  pager\n' +
          'because replica while because coffee a nobody 3\nthe while had lagged rolled back the behind, we\n' +
          'we  yet  replica  had  database  retries coffee\nbecause  because behind, retries 3 retries we 3\n' +
          'flaky  behind,  another  had about we deploy so\nleft,  database  database  back replica and the\n' +
          'replica  the  the  lagged  a.m.  a timed coffee\nwhile  yet  the another coffee rolled off about\n' +
          'deploy  another  behind,  deploy the retries we\nabout  deploy  the  so flaky postmortem a left,\n' +
          'about  a.m.  another  at  pager  had  lagged we\nnobody behind, timed\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: 'exactly10c\na  b c d e\nf g h i j\n' },
        { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n', output: 'ab  cd ef gh\nij kl mn op\n' },
        { tag: 'tricky', input: '16\n\n  several   spaces\nand\n   \nline   breaks   here  \n\n\n\nlast one\n\n', output: 'several   spaces\nand\n\nline breaks here\n\nlast one\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: 'a b c\nd e f\ng\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: 'yet  another  integration  database lagged again deploy flaky lagged rolled 3 replica we pager we we\n' +
          'lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the rolled\n' +
          'yet  the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager behind,\n' +
          'rolled  out  about  back  left,  and  the back again postmortem a pager postmortem wrote a timed out\n' +
          'postmortem  replica  we  the  while database while coffee because database database rolled left, yet\n' +
          'replica  a  had  integration left, out had left, wrote 3 timed wrote the we timed back we postmortem\n' +
          'back  pager  postmortem  again  yet  flaky  another so off while out a timed so test yet pager pager\n' +
          'nobody  deploy  deploy  because  a.m. rolled pager the flaky deploy had left, out out at integration\n' +
          'deploy  coffee replica because test had another replica again timed integration deploy behind, while\n' +
          'yet  coffee  integration  left, out because timed retries because again another left, postmortem yet\n' +
          'again  a.m.  another the while again timed coffee wrote had integration back had another test nobody\n' +
          'nobody  had  3 lagged pager lagged back left, yet lagged test retries database test we integration 3\n' +
          'coffee  so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica yet\n' +
          'another  and  a.m.  postmortem  yet  back  wrote  lagged  test  the  integration  rolled behind, had\n' +
          'integration  out  because about back yet a.m. integration test because so a about another yet nobody\n' +
          'pager  the  out database wrote deploy off timed replica yet test replica so deploy out again off off\n' +
          'retries  timed  back  database  postmortem timed behind, the nobody nobody replica because about out\n' +
          'flaky  left,  3  at deploy left, left, the we database replica rolled test lagged wrote deploy while\n' +
          'retries  and  rolled pager flaky went another pager again lagged 3 the at because back so postmortem\n' +
          'yet  pager  database a a went while had wrote left, 3 and a because again replica lagged test deploy\n' +
          'went  out  about  we  off another test behind, so the the postmortem again went wrote a.m. replica 3\n' +
          'integration  while  the  3  coffee went flaky postmortem because out out a.m. off and the 3 test out\n' +
          'left, integration we back wrote flaky another database the test left, out the left, again so the out\n' +
          'pager replica a.m. retries and 3 a because another had deploy out the replica went about and because\n' +
          'the wrote the rolled back retries postmortem test a yet coffee retries replica had postmortem nobody\n' +
          'the  about  a database the coffee postmortem test went because test 3 lagged flaky again replica the\n' +
          'behind,  lagged  yet rolled off the test a the retries had a flaky coffee we had yet left, flaky and\n' +
          'timed  left,  out out behind, wrote database off integration timed and postmortem flaky so while had\n' +
          'back  because  behind,  the the test at behind, integration timed replica left, deploy while another\n' +
          'had  pager  had another wrote retries so behind, wrote left, behind, rolled integration 3 rolled the\n' +
          'pager  so flaky wrote coffee deploy database postmortem rolled yet back integration back the because\n' +
          'we  off  left, at the rolled wrote yet we postmortem replica went 3 the timed had deploy coffee test\n' +
          'left,  postmortem  we  pager test while because a off a.m. test nobody flaky at pager nobody retries\n' +
          'lagged  deploy  the  timed  integration  flaky  wrote  went the behind, 3 because replica postmortem\n' +
          'because  deploy  had  we database nobody the deploy out went rolled database coffee postmortem about\n' +
          'wrote  went  the  at  out  and lagged and replica the at out postmortem and coffee lagged a.m. flaky\n' +
          'because  out  wrote  had  the  the  and  so  a.m. timed while so had coffee we we yet timed had a.m.\n' +
          'integration  another  database replica 3 replica had the behind, had flaky went deploy and while the\n' +
          'back  wrote  retries  timed left, 3 coffee 3 at coffee the we yet timed about behind, behind, deploy\n' +
          'the  so  flaky  timed wrote deploy rolled a left, timed database retries replica out coffee off went\n' +
          'timed  test  while  integration  a.m. because because flaky at retries while behind, the a flaky and\n' +
          'wrote  lagged  deploy 3 behind, out timed we about pager wrote off database we flaky and off and the\n' +
          'at  off  had  a  rolled while rolled integration flaky pager nobody integration lagged while off the\n' +
          'timed  integration  the  postmortem  the  back  pager out while a out postmortem nobody another back\n' +
          'postmortem  the  the  off  retries  database 3 again the 3 replica test left, the while timed rolled\n' +
          'nobody  database  and  rolled  integration again we the timed again the out the off the rolled timed\n' +
          'test  back  flaky  lagged coffee had lagged so off so wrote lagged flaky postmortem a.m. coffee went\n' +
          'retries behind, so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about\n' },
        { tag: 'maximum', input: '23\n' + text(300, 4) + '\n\n' + text(150, 5) + '\n  \n' + text(250, 6) + '\n', output: 'a.m. behind, we off and\nhad   we  yet  database\ntest     wrote    flaky\nbecause  again  because\n' +
          'because and 3 out the 3\nand    postmortem   the\ntimed      yet      the\nintegration   and   off\n' +
          'lagged yet while deploy\nyet so replica at flaky\nwrote deploy coffee the\nyet  postmortem retries\n' +
          'went   out   out  again\nabout    a.m.   another\nabout  because  yet yet\nlagged   while   rolled\n' +
          'about out flaky retries\nlagged    deploy   a.m.\nanother  and  had  test\nrolled  another another\n' +
          'replica    about    off\ndatabase   about  wrote\nretries  database  test\npostmortem  we  because\n' +
          'deploy  back wrote a so\nthe  coffee timed had a\nlagged    had   behind,\nabout  out  another had\n' +
          'retries   test  behind,\nwrote   replica  rolled\ntimed    test    deploy\nbecause  went  a.m. the\n' +
          'out  at  went  we about\nbecause   3  again  yet\nlagged   we  postmortem\nbecause  coffee retries\n' +
          'at yet went at database\nthe  a postmortem timed\nflaky had deploy we yet\nand     a.m.     deploy\n' +
          'integration    we    so\ncoffee the coffee left,\nthe  had rolled replica\ntimed    retries    had\n' +
          'because   timed   again\ntimed   because  deploy\nintegration deploy back\nwent   3  back  behind,\n' +
          'went    nobody    again\nintegration integration\nout  again the we pager\nretries     the     the\n' +
          'database  another a had\nwent so replica pager a\nabout   pager  off  and\nbehind,   nobody  pager\n' +
          'behind,     integration\nanother  behind,  about\npager    the    retries\nanother  the so behind,\n' +
          'a.m.  the the again yet\nyet  a about the nobody\nyet  deploy  the  flaky\nlagged a.m. while the a\n' +
          'the   so   test   flaky\nrolled coffee again and\nand coffee left, coffee\nyet  integration deploy\n' +
          'left, a.m. deploy left,\nbecause  a timed the at\nat   off  deploy  about\ndatabase   rolled  a.m.\n' +
          'again another back back\ndatabase  3  left, a.m.\nlagged because wrote so\nyet  pager  replica the\n' +
          'while  off  flaky about\ncoffee  left,  a.m. yet\nrolled  flaky a the out\n3   postmortem  retries\n' +
          'nobody about\n\ndatabase    a.m.    off\nrolled   3   retries  3\nreplica    about    out\n' +
          'nobody           coffee\nintegration       timed\nintegration integration\n3 behind, we and nobody\n' +
          'coffee     flaky    the\nintegration       about\nbehind,  replica 3 back\na   the   left,   flaky\n' +
          'retries   back  and  so\ncoffee   nobody  rolled\nwrote   pager  database\nback  left, and because\n' +
          'a.m.  while again about\nwrote  rolled a replica\nthe    rolled    coffee\nlagged  because  rolled\n' +
          'went at because a about\nyet  coffee replica the\nreplica  another  wrote\ntimed     we     rolled\n' +
          'database again went off\nthe  while  flaky off a\nbecause  database  went\nagain back went out and\n' +
          'replica     we    flaky\nreplica  3  a.m. rolled\nyet     retries     off\npostmortem   a.m.   had\n' +
          'test  replica the while\nwe     because    timed\ndatabase retries rolled\nat  the  had  we  flaky\n' +
          'nobody  another retries\nback  3 and a while had\nso    the   test   a.m.\nretries  test  a.m. and\n' +
          'timed  coffee retries a\nleft,     lagged     so\npostmortem        flaky\nretries left,\n\n' +
          'back deploy pager timed\ndatabase    and   pager\nbehind,   database  the\nflaky  while  and  went\n' +
          'and     and    database\npostmortem    the   yet\nretries  about coffee 3\na    pager   left,   so\n' +
          'database  while retries\nbehind,    yet    again\nbehind,  flaky  a.m. so\nwhile flaky again left,\n' +
          'lagged  pager  at  back\nhad  lagged lagged went\nthe     again     timed\npostmortem   flaky  off\n' +
          'behind,   replica   and\nintegration  postmortem\nwent  wrote  we replica\nwe   back   integration\n' +
          'about    out    retries\ndeploy   timed   deploy\nbecause   the   another\nanother yet flaky again\n' +
          'while   replica  coffee\npager    flaky    again\ncoffee  flaky 3 flaky 3\n3   integration  and  3\n' +
          'replica out integration\npostmortem  went  wrote\nout    again    retries\ndeploy  the a.m. deploy\n' +
          'back  replica 3 the off\nback  lagged  lagged at\npager pager the the the\nwent   behind,  behind,\n' +
          'pager  a.m. flaky again\nback   so  had  had  so\nabout   yet   off  a.m.\ndeploy   while  out  we\n' +
          'pager   had   lagged  a\nagain  so  pager rolled\nagain  the  3 about yet\nand    deploy    rolled\n' +
          'integration  again  out\nthe deploy the a and we\nso    3    coffee   had\npostmortem coffee a off\n' +
          'nobody    nobody   a.m.\nrolled    the    lagged\ndatabase  replica flaky\nagain  the  left, while\n' +
          'timed off out had flaky\nbecause  the 3 yet test\nwrote          database\nintegration nobody test\n' +
          'a   so   timed   deploy\npostmortem  test  about\nagain  deploy  off  the\nintegration       again\n' +
          'postmortem  3  the  off\nbehind,  had yet lagged\ncoffee  had  again  the\ntimed replica back test\n' +
          'had off the the replica\ntimed    deploy   again\nnobody  lagged database\nagain  another  3 pager\n' +
          'a.m. we\n' },
      ],
    },
    E: {
      description:
        'To avoid "rivers" of white space in the postmortem, the typesetter alternates where the wide gaps go. ' +
        'First fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Then widen every line except the last to exactly w characters by adding spaces between its words, with gap sizes differing by at most one: on the 1st, 3rd, 5th, ... output line the larger gaps come first (leftmost), on the 2nd, 4th, 6th, ... line they come last (rightmost). ' +
        'A line holding a single word, and the last line, keep single spaces and are not padded.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The justified lines, in order (trailing spaces do not matter).',
        examples: { input: '20\nthe quick brown fox jumps over the lazy dog and then some more\n', output: 'the  quick brown fox\njumps over the  lazy\ndog  and  then  some\nmore\n' },
      },
      hints: ['Lines are counted from 1, including lines that hold a single word.'],
      par: 536,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration  left, about again\nyet  while   database   coffee\nlagged coffee rolled timed off\n' +
          'rolled off off yet  about  yet\ncoffee  the  timed  another  3\nlagged left, at  back  yet  so\n' +
          'integration  at  a  replica at\noff   another   nobody   timed\nrolled\n' },
        { tag: 'typical', input: '47\n' + text(120, 2) + '\n', output: 'had  flaky timed and again deploy timed because\nthe so the 3 coffee  yet  coffee  coffee  again\n' +
          'timed  again  so  wrote  we  a  rolled database\nrolled  because  postmortem  again  test  pager\n' +
          'because replica while because coffee a nobody 3\nthe while had lagged rolled back the behind, we\n' +
          'we  yet  replica  had  database  retries coffee\nbecause because behind, retries 3 retries we  3\n' +
          'flaky  behind,  another  had about we deploy so\nleft, database database back  replica  and  the\n' +
          'replica  the  the  lagged  a.m.  a timed coffee\nwhile yet the another coffee rolled  off  about\n' +
          'deploy  another  behind,  deploy the retries we\nabout deploy the so flaky  postmortem  a  left,\n' +
          'about  a.m.  another  at  pager  had  lagged we\nnobody behind, timed\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: 'exactly10c\na b c d  e\nf g h i j\n' },
        { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n', output: 'ab  cd ef gh\nij kl mn op\n' },
        { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n', output: 'several   spaces\nand line  breaks\nhere\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: 'a b c\nd e f\ng\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: 'yet  another  integration  database lagged again deploy flaky lagged rolled 3 replica we pager we we\n' +
          'lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the rolled\n' +
          'yet  the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager behind,\n' +
          'rolled out about back left, and the back again postmortem a  pager  postmortem  wrote  a  timed  out\n' +
          'postmortem  replica  we  the  while database while coffee because database database rolled left, yet\n' +
          'replica a had integration left, out had left, wrote 3 timed wrote the we timed  back  we  postmortem\n' +
          'back  pager  postmortem  again  yet  flaky  another so off while out a timed so test yet pager pager\n' +
          'nobody deploy deploy because a.m. rolled pager the flaky deploy had left,  out  out  at  integration\n' +
          'deploy  coffee replica because test had another replica again timed integration deploy behind, while\n' +
          'yet coffee integration left, out because timed retries because again another  left,  postmortem  yet\n' +
          'again  a.m.  another the while again timed coffee wrote had integration back had another test nobody\n' +
          'nobody had 3 lagged pager lagged back left, yet lagged test retries database test we  integration  3\n' +
          'coffee  so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica yet\n' +
          'another and a.m.  postmortem  yet  back  wrote  lagged  test  the  integration  rolled  behind,  had\n' +
          'integration  out  because about back yet a.m. integration test because so a about another yet nobody\n' +
          'pager the out database wrote deploy off timed replica yet test replica so deploy out again  off  off\n' +
          'retries  timed  back  database  postmortem timed behind, the nobody nobody replica because about out\n' +
          'flaky left, 3 at deploy left, left, the we database replica rolled test lagged  wrote  deploy  while\n' +
          'retries  and  rolled pager flaky went another pager again lagged 3 the at because back so postmortem\n' +
          'yet pager database a a went while had wrote left, 3 and a because again replica lagged  test  deploy\n' +
          'went  out  about  we  off another test behind, so the the postmortem again went wrote a.m. replica 3\n' +
          'integration while the 3 coffee went flaky postmortem because out out a.m. off and  the  3  test  out\n' +
          'left, integration we back wrote flaky another database the test left, out the left, again so the out\n' +
          'pager replica a.m. retries and 3 a because another had deploy out the replica went about and because\n' +
          'the wrote the rolled back retries postmortem test a yet coffee retries replica had postmortem nobody\n' +
          'the about a database the coffee postmortem test went because test 3 lagged flaky again  replica  the\n' +
          'behind,  lagged  yet rolled off the test a the retries had a flaky coffee we had yet left, flaky and\n' +
          'timed left, out out behind, wrote database off integration timed and postmortem flaky so  while  had\n' +
          'back  because  behind,  the the test at behind, integration timed replica left, deploy while another\n' +
          'had pager had another wrote retries so behind, wrote left, behind, rolled integration 3  rolled  the\n' +
          'pager  so flaky wrote coffee deploy database postmortem rolled yet back integration back the because\n' +
          'we off left, at the rolled wrote yet we postmortem replica went 3 the timed had deploy  coffee  test\n' +
          'left,  postmortem  we  pager test while because a off a.m. test nobody flaky at pager nobody retries\n' +
          'lagged deploy the timed integration flaky wrote  went  the  behind,  3  because  replica  postmortem\n' +
          'because  deploy  had  we database nobody the deploy out went rolled database coffee postmortem about\n' +
          'wrote went the at out and lagged and replica the at out postmortem  and  coffee  lagged  a.m.  flaky\n' +
          'because  out  wrote  had  the  the  and  so  a.m. timed while so had coffee we we yet timed had a.m.\n' +
          'integration another database replica 3 replica had the behind, had flaky went deploy and  while  the\n' +
          'back  wrote  retries  timed left, 3 coffee 3 at coffee the we yet timed about behind, behind, deploy\n' +
          'the so flaky timed wrote deploy rolled a left, timed database retries replica out  coffee  off  went\n' +
          'timed  test  while  integration  a.m. because because flaky at retries while behind, the a flaky and\n' +
          'wrote lagged deploy 3 behind, out timed we about pager wrote off database we flaky and off  and  the\n' +
          'at  off  had  a  rolled while rolled integration flaky pager nobody integration lagged while off the\n' +
          'timed integration the postmortem the back pager out while  a  out  postmortem  nobody  another  back\n' +
          'postmortem  the  the  off  retries  database 3 again the 3 replica test left, the while timed rolled\n' +
          'nobody database and rolled integration again we the timed again the out the  off  the  rolled  timed\n' +
          'test  back  flaky  lagged coffee had lagged so off so wrote lagged flaky postmortem a.m. coffee went\n' +
          'retries behind, so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about\n' },
        { tag: 'maximum', input: '23\n' + text(700, 4) + '\n', output: 'a.m. behind, we off and\nhad  we  yet   database\ntest     wrote    flaky\nbecause  again  because\n' +
          'because and 3 out the 3\nand   postmortem    the\ntimed      yet      the\nintegration   and   off\n' +
          'lagged yet while deploy\nyet so replica at flaky\nwrote deploy coffee the\nyet postmortem  retries\n' +
          'went   out   out  again\nabout   a.m.    another\nabout  because  yet yet\nlagged   while   rolled\n' +
          'about out flaky retries\nlagged   deploy    a.m.\nanother  and  had  test\nrolled another  another\n' +
          'replica    about    off\ndatabase  about   wrote\nretries  database  test\npostmortem  we  because\n' +
          'deploy  back wrote a so\nthe coffee timed had  a\nlagged    had   behind,\nabout out  another  had\n' +
          'retries   test  behind,\nwrote  replica   rolled\ntimed    test    deploy\nbecause went  a.m.  the\n' +
          'out  at  went  we about\nbecause  3  again   yet\nlagged   we  postmortem\nbecause coffee  retries\n' +
          'at yet went at database\nthe a postmortem  timed\nflaky had deploy we yet\nand     a.m.     deploy\n' +
          'integration    we    so\ncoffee the coffee left,\nthe  had rolled replica\ntimed    retries    had\n' +
          'because   timed   again\ntimed  because   deploy\nintegration deploy back\nwent  3  back   behind,\n' +
          'went    nobody    again\nintegration integration\nout  again the we pager\nretries     the     the\n' +
          'database  another a had\nwent so replica pager a\nabout   pager  off  and\nbehind,  nobody   pager\n' +
          'behind,     integration\nanother  behind,  about\npager    the    retries\nanother the so  behind,\n' +
          'a.m.  the the again yet\nyet a about the  nobody\nyet  deploy  the  flaky\nlagged a.m. while the a\n' +
          'the   so   test   flaky\nrolled coffee again and\nand coffee left, coffee\nyet integration  deploy\n' +
          'left, a.m. deploy left,\nbecause a timed the  at\nat   off  deploy  about\ndatabase  rolled   a.m.\n' +
          'again another back back\ndatabase 3  left,  a.m.\nlagged because wrote so\nyet pager  replica  the\n' +
          'while  off  flaky about\ncoffee left,  a.m.  yet\nrolled  flaky a the out\n3  postmortem   retries\n' +
          'nobody  about the pager\nbehind,  so   3   about\nbecause  flaky a.m. out\ndatabase  we   3   back\n' +
          'rolled    back   a   so\nreplica coffee about  3\npager   the  the  a  we\nnobody  retries   left,\n' +
          'about  nobody timed the\nback    because     the\nanother  flaky  had out\nthe  because   database\n' +
          'wrote     yet    rolled\nanother wrote so nobody\nyet    behind,    while\ndeploy  deploy  because\n' +
          'postmortem       coffee\nrolled  so  went  timed\nwrote  a  because  test\nthe test another  left,\n' +
          'flaky    coffee   pager\nbehind,  another  wrote\npager   because  rolled\ntimed the  left,  wrote\n' +
          'and   went  integration\nabout the timed  at  we\na.m.   again   and  out\nflaky  the   about   we\n' +
          'retries lagged the test\nthe off coffee the a.m.\nat      flaky     left,\nintegration     another\n' +
          'nobody  the  another  3\noff lagged  so  another\nyet    postmortem   the\ncoffee pager the we the\n' +
          'database    flaky   and\nleft, retries 3 back we\nthe  about the database\nnobody test we  replica\n' +
          'while  back timed pager\nwent coffee  deploy  so\ncoffee a.m. back deploy\ndatabase back the the a\n' +
          'rolled   3  so  behind,\nback test about out  we\nthe  the  replica again\nthe coffee left,  so  a\n' +
          'behind,  timed  replica\nthe    replica    timed\nretries  left,  had and\na.m. integration  again\n' +
          'the   yet   wrote   the\nlagged again while  yet\ncoffee   so   yet   off\nrolled  about   retries\n' +
          'test  lagged  3  rolled\nhad because at  because\nreplica   off  while  a\nretries  about   rolled\n' +
          'and    nobody   replica\nrolled the  at  the  at\nyet   wrote  flaky  the\nback   deploy   retries\n' +
          'about lagged postmortem\nwhile deploy postmortem\nwent  replica  out  out\nleft, database  we  yet\n' +
          'coffee   went   3   the\nnobody  and  out  wrote\nthe  and  off  had went\npostmortem  had   left,\n' +
          'postmortem another went\ntimed postmortem  about\noff  wrote rolled off a\nback we so  timed  went\n' +
          'and  yet and another at\ntimed off  the  so  and\npager  yet  the  deploy\ncoffee at test  went  a\n' +
          'because  because coffee\nretries   while    back\nintegration while pager\na.m.  the   integration\n' +
          'had   yet   rolled  off\nleft,       integration\ndatabase  postmortem  3\nout nobody  went  again\n' +
          'yet  a  behind, another\ntest   retries    left,\ndeploy   so   wrote  at\npager       integration\n' +
          'integration      lagged\npager timed the another\nnobody out lagged flaky\nso lagged a retries yet\n' +
          'about about integration\ncoffee    off     flaky\ndatabase   retries   so\nintegration      nobody\n' +
          'coffee coffee timed yet\nwhile   had   about   3\nreplica   and   behind,\nback out  about  lagged\n' +
          'coffee  deploy database\nyet wrote  again  timed\ncoffee  pager off again\ndeploy      integration\n' +
          'another about we a\n' },
      ],
    },
  },
};
