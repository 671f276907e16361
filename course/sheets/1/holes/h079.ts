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
  id: 79,
  title: 'Minimum-Raggedness Release Notes',
  category: 'text_formatting',
  difficulty: 9,
  variations: {
    A: {
      description:
        'Greedy wrapping made the release notes look jagged, and the tech writer wants them balanced the way TeX does it. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of a line of length L is (w - L)^2, except that the last line costs nothing. ' +
        'Print the smallest possible total badness over all ways to break the text into lines.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print 0.',
        output_format: 'One integer: the minimum total badness.',
        examples: { input: '6\naaa bb cc ddddd\n', output: '10\n' },
      },
      hints: ['Greedy is not optimal: in the example it gives 0 + 16, while aaa / bb cc / ddddd gives 9 + 1.', 'dp[i] = the best cost for the words from i to the end.'],
      par: 367,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '0\n' },
        { tag: 'minimum', input: '1\na\n', output: '0\n' },
        { tag: 'typical', input: '6\naaa bb cc ddddd\n', output: '10\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: '84\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: '1\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: '0\n' },
        { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n', output: '0\n' },
        { tag: 'typical', input: '47\n' + text(150, 2) + '\n', output: '307\n' },
        { tag: 'maximum', input: '100\n' + text(1000, 3) + '\n', output: '718\n' },
        { tag: 'maximum', input: '15\n' + text(1000, 4) + '\n', output: '4955\n' },
      ],
    },
    B: {
      description:
        'Print the release notes wrapped with minimum raggedness. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of a line of length L is (w - L)^2, except that the last line costs nothing; choose a way to break the text that minimises the total badness. ' +
        'If several do, compare the numbers of words on their lines from the first line on and take the one with more words at the first difference.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The wrapped lines of the chosen solution.',
        examples: { input: '6\naaa bb cc ddddd\n', output: 'aaa\nbb cc\nddddd\n' },
      },
      hints: ['Compute the best cost of every suffix, then rebuild the answer from the start, taking the longest first line that keeps the cost optimal.'],
      par: 494,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '6\naaa bb cc ddddd\n', output: 'aaa\nbb cc\nddddd\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration left, about again\nyet while database coffee\nlagged coffee rolled timed\n' +
          'off rolled off off yet about\nyet coffee the timed another\n3 lagged left, at back yet\n' +
          'so integration at a replica\nat off another nobody timed\nrolled\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: 'exactly10c\na b c d e\nf g h i j\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: 'a b c\nd e f\ng\n' },
        { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n', output: 'xx xx xx xx\nxx xx xx xx\n' },
        { tag: 'typical', input: '47\n' + text(150, 2) + '\n', output: 'had flaky timed and again deploy timed because\nthe so the 3 coffee yet coffee coffee again\n' +
          'timed again so wrote we a rolled database\nrolled because postmortem again test pager\n' +
          'because replica while because coffee a nobody\n3 the while had lagged rolled back the behind,\n' +
          'we we yet replica had database retries coffee\nbecause because behind, retries 3 retries we\n' +
          '3 flaky behind, another had about we deploy\nso left, database database back replica and\n' +
          'the replica the the lagged a.m. a timed coffee\nwhile yet the another coffee rolled off about\n' +
          'deploy another behind, deploy the retries we\nabout deploy the so flaky postmortem a left,\n' +
          'about a.m. another at pager had lagged we\nnobody behind, timed replica at wrote yet\n' +
          'because pager timed a coffee had the nobody\nrolled behind, nobody lagged so while a\n' +
          'database 3 deploy another timed rolled we off\nwhile postmortem timed\n' },
        { tag: 'maximum', input: '100\n' + text(1000, 3) + '\n', output: 'yet another integration database lagged again deploy flaky lagged rolled 3 replica we pager we\n' +
          'we lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the\n' +
          'rolled yet the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager\n' +
          'behind, rolled out about back left, and the back again postmortem a pager postmortem wrote a timed\n' +
          'out postmortem replica we the while database while coffee because database database rolled left, yet\n' +
          'replica a had integration left, out had left, wrote 3 timed wrote the we timed back we postmortem\n' +
          'back pager postmortem again yet flaky another so off while out a timed so test yet pager pager\n' +
          'nobody deploy deploy because a.m. rolled pager the flaky deploy had left, out out at integration\n' +
          'deploy coffee replica because test had another replica again timed integration deploy behind, while\n' +
          'yet coffee integration left, out because timed retries because again another left, postmortem yet\n' +
          'again a.m. another the while again timed coffee wrote had integration back had another test nobody\n' +
          'nobody had 3 lagged pager lagged back left, yet lagged test retries database test we integration\n' +
          '3 coffee so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica\n' +
          'yet another and a.m. postmortem yet back wrote lagged test the integration rolled behind, had\n' +
          'integration out because about back yet a.m. integration test because so a about another yet nobody\n' +
          'pager the out database wrote deploy off timed replica yet test replica so deploy out again off off\n' +
          'retries timed back database postmortem timed behind, the nobody nobody replica because about out\n' +
          'flaky left, 3 at deploy left, left, the we database replica rolled test lagged wrote deploy while\n' +
          'retries and rolled pager flaky went another pager again lagged 3 the at because back so postmortem\n' +
          'yet pager database a a went while had wrote left, 3 and a because again replica lagged test deploy\n' +
          'went out about we off another test behind, so the the postmortem again went wrote a.m. replica 3\n' +
          'integration while the 3 coffee went flaky postmortem because out out a.m. off and the 3 test out\n' +
          'left, integration we back wrote flaky another database the test left, out the left, again so the out\n' +
          'pager replica a.m. retries and 3 a because another had deploy out the replica went about and because\n' +
          'the wrote the rolled back retries postmortem test a yet coffee retries replica had postmortem nobody\n' +
          'the about a database the coffee postmortem test went because test 3 lagged flaky again replica the\n' +
          'behind, lagged yet rolled off the test a the retries had a flaky coffee we had yet left, flaky and\n' +
          'timed left, out out behind, wrote database off integration timed and postmortem flaky so while had\n' +
          'back because behind, the the test at behind, integration timed replica left, deploy while another\n' +
          'had pager had another wrote retries so behind, wrote left, behind, rolled integration 3 rolled the\n' +
          'pager so flaky wrote coffee deploy database postmortem rolled yet back integration back the because\n' +
          'we off left, at the rolled wrote yet we postmortem replica went 3 the timed had deploy coffee test\n' +
          'left, postmortem we pager test while because a off a.m. test nobody flaky at pager nobody retries\n' +
          'lagged deploy the timed integration flaky wrote went the behind, 3 because replica postmortem\n' +
          'because deploy had we database nobody the deploy out went rolled database coffee postmortem about\n' +
          'wrote went the at out and lagged and replica the at out postmortem and coffee lagged a.m. flaky\n' +
          'because out wrote had the the and so a.m. timed while so had coffee we we yet timed had a.m.\n' +
          'integration another database replica 3 replica had the behind, had flaky went deploy and while the\n' +
          'back wrote retries timed left, 3 coffee 3 at coffee the we yet timed about behind, behind, deploy\n' +
          'the so flaky timed wrote deploy rolled a left, timed database retries replica out coffee off went\n' +
          'timed test while integration a.m. because because flaky at retries while behind, the a flaky and\n' +
          'wrote lagged deploy 3 behind, out timed we about pager wrote off database we flaky and off and the\n' +
          'at off had a rolled while rolled integration flaky pager nobody integration lagged while off the\n' +
          'timed integration the postmortem the back pager out while a out postmortem nobody another back\n' +
          'postmortem the the off retries database 3 again the 3 replica test left, the while timed rolled\n' +
          'nobody database and rolled integration again we the timed again the out the off the rolled timed\n' +
          'test back flaky lagged coffee had lagged so off so wrote lagged flaky postmortem a.m. coffee went\n' +
          'retries behind, so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about the 3 while\n' +
          'wrote pager off went test because left, database the back retries yet another lagged about had we\n' +
          'rolled integration left, flaky a.m. retries went had about at the replica behind, integration had\n' +
          'wrote and test retries rolled flaky off about the we while a about because while pager and test\n' +
          'at pager pager yet test replica pager nobody the off while because timed again lagged postmortem\n' +
          'because and back and deploy deploy off database database behind, test the back we off had wrote 3\n' +
          'a.m. database retries the timed database test left, coffee the left, out the 3 the deploy about\n' +
          'a.m. postmortem flaky the a.m. another rolled we coffee out retries back left, the postmortem while\n' +
          'the wrote while off 3 database another left, yet database integration so so had database left, the\n' +
          'postmortem again again while and a.m. went flaky left, the nobody 3 3 pager left, rolled back so out\n' +
          'nobody out went a.m. a test out the a database at went rolled a lagged wrote another postmortem at\n' +
          'while database so the pager behind, and left, back timed the left, while the flaky integration while\n' +
          'coffee a.m. pager timed test we at back\n' },
        { tag: 'maximum', input: '15\n' + text(1000, 4) + '\n', output: 'a.m. behind, we\noff and had we\nyet database\ntest wrote\nflaky because\nagain because\nbecause and 3\n' +
          'out the 3 and\npostmortem the\ntimed yet the\nintegration and\noff lagged yet\nwhile deploy\n' +
          'yet so replica\nat flaky\nwrote deploy\ncoffee the yet\npostmortem\nretries went\nout out again\n' +
          'about a.m.\nanother about\nbecause yet\nyet lagged\nwhile rolled\nabout out\nflaky retries\nlagged deploy\n' +
          'a.m. another\nand had test\nrolled another\nanother replica\nabout off\ndatabase about\nwrote retries\n' +
          'database test\npostmortem we\nbecause deploy\nback wrote a\nso the coffee\ntimed had a\nlagged had\n' +
          'behind, about\nout another\nhad retries\ntest behind,\nwrote replica\nrolled timed\ntest deploy\n' +
          'because went\na.m. the out at\nwent we about\nbecause 3 again\nyet lagged we\npostmortem\nbecause coffee\n' +
          'retries at\nyet went at\ndatabase the\na postmortem\ntimed flaky had\ndeploy we yet\nand a.m. deploy\n' +
          'integration we\nso coffee the\ncoffee left,\nthe had rolled\nreplica timed\nretries had\nbecause timed\n' +
          'again timed\nbecause deploy\nintegration\ndeploy back\nwent 3 back\nbehind, went\nnobody again\n' +
          'integration\nintegration\nout again\nthe we pager\nretries the\nthe database\nanother a had\n' +
          'went so replica\npager a about\npager off and\nbehind, nobody\npager behind,\nintegration\n' +
          'another behind,\nabout pager\nthe retries\nanother the so\nbehind, a.m.\nthe the again\nyet yet a about\n' +
          'the nobody yet\ndeploy the\nflaky lagged\na.m. while the\na the so test\nflaky rolled\ncoffee again\n' +
          'and and coffee\nleft, coffee\nyet integration\ndeploy left,\na.m. deploy\nleft, because\na timed the\n' +
          'at at off\ndeploy about\ndatabase rolled\na.m. again\nanother back\nback database\n3 left, a.m.\n' +
          'lagged because\nwrote so yet\npager replica\nthe while off\nflaky about\ncoffee left,\na.m. yet rolled\n' +
          'flaky a the out\n3 postmortem\nretries nobody\nabout the pager\nbehind, so 3\nabout because\nflaky a.m.\n' +
          'out database\nwe 3 back\nrolled back\na so replica\ncoffee about 3\npager the the\na we nobody\n' +
          'retries left,\nabout nobody\ntimed the\nback because\nthe another\nflaky had out\nthe because\n' +
          'database wrote\nyet rolled\nanother wrote\nso nobody\nyet behind,\nwhile deploy\ndeploy because\n' +
          'postmortem\ncoffee rolled\nso went timed\nwrote a because\ntest the test\nanother left,\nflaky coffee\n' +
          'pager behind,\nanother wrote\npager because\nrolled timed\nthe left,\nwrote and went\nintegration\n' +
          'about the timed\nat we a.m.\nagain and out\nflaky the about\nwe retries\nlagged the test\nthe off coffee\n' +
          'the a.m. at\nflaky left,\nintegration\nanother nobody\nthe another 3\noff lagged so\nanother yet\n' +
          'postmortem\nthe coffee\npager the we\nthe database\nflaky and left,\nretries 3 back\nwe the about\n' +
          'the database\nnobody test we\nreplica while\nback timed\npager went\ncoffee deploy\nso coffee a.m.\n' +
          'back deploy\ndatabase back\nthe the a\nrolled 3 so\nbehind, back\ntest about out\nwe the the\n' +
          'replica again\nthe coffee\nleft, so a\nbehind, timed\nreplica the\nreplica timed\nretries left,\n' +
          'had and a.m.\nintegration\nagain the yet\nwrote the\nlagged again\nwhile yet\ncoffee so yet\noff rolled\n' +
          'about retries\ntest lagged\n3 rolled had\nbecause at\nbecause replica\noff while a\nretries about\n' +
          'rolled and\nnobody replica\nrolled the at\nthe at yet\nwrote flaky\nthe back\ndeploy retries\nabout lagged\n' +
          'postmortem\nwhile deploy\npostmortem\nwent replica\nout out left,\ndatabase we yet\ncoffee went 3\n' +
          'the nobody and\nout wrote the\nand off had\nwent postmortem\nhad left,\npostmortem\nanother\nwent timed\n' +
          'postmortem\nabout off wrote\nrolled off a\nback we so\ntimed went and\nyet and another\nat timed off\n' +
          'the so and\npager yet the\ndeploy coffee\nat test went a\nbecause because\ncoffee retries\nwhile back\n' +
          'integration\nwhile pager\na.m. the\nintegration\nhad yet rolled\noff left,\nintegration\ndatabase\n' +
          'postmortem 3\nout nobody went\nagain yet a\nbehind, another\ntest retries\nleft, deploy so\n' +
          'wrote at pager\nintegration\nintegration\nlagged pager\ntimed the\nanother nobody\nout lagged\n' +
          'flaky so lagged\na retries yet\nabout about\nintegration\ncoffee off\nflaky database\nretries so\n' +
          'integration\nnobody coffee\ncoffee timed\nyet while had\nabout 3 replica\nand behind,\nback out about\n' +
          'lagged coffee\ndeploy database\nyet wrote again\ntimed coffee\npager off\nagain deploy\nintegration\n' +
          'another about\nwe a back the\nanother replica\nat back 3 about\na.m. 3 a we\nout postmortem\nlagged left,\n' +
          'timed replica\nwe the went\nanother another\nbehind, about\nthe behind,\nbehind,\nabout a.m.\nbehind, out\n' +
          'retries about\nanother we off\nintegration off\nrolled because\nwhile behind,\nreplica left,\n' +
          'went wrote out\ntimed retries\nthe nobody\nflaky deploy\n3 yet had\nwhile rolled\ndeploy while\n' +
          'left, deploy\nleft, back and\nabout coffee\nwent 3 lagged\nleft, replica\nintegration and\npager replica\n' +
          'because retries\nthe yet behind,\npager replica\nout flaky and\nwrote a.m.\nbecause pager\ntimed yet had\n' +
          'because a.m.\nabout pager so\nanother and\nintegration\nbehind, a.m.\nthe back back\nwent 3 so\n' +
          'off lagged 3\nthe coffee\nbehind, the off\nintegration\nabout 3 a\nwrote 3 while\noff nobody\n' +
          'back database\nintegration\ntest flaky\nnobody we\npostmortem\nretries deploy\nthe off the\n' +
          'test postmortem\nflaky yet\nbecause retries\nwe flaky the\na.m. back\ndeploy coffee\nintegration\n' +
          'the back timed\na and again\nnobody rolled\npostmortem\nbehind, test\ndeploy about\nagain rolled\n' +
          'had the 3\na went yet\npostmortem\nflaky off the\nwent left,\nthe because\nintegration\nreplica coffee\n' +
          'wrote pager\nflaky the off\ndeploy left,\ncoffee wrote\nintegration\nwent pager\nbehind, again\n' +
          'wrote we went\noff pager\nflaky we left,\nbecause timed\nhad while\nreplica a.m.\nflaky 3 wrote\n' +
          'the another\ntimed the the\nrolled back\nwrote rolled\ntimed pager\nretries off\nyet pager had\nnobody off\n' +
          'wrote off\nanother had\nabout a.m.\nyet because\npostmortem\ntest wrote\ndatabase nobody\nintegration\n' +
          'integration and\nintegration had\ntest pager a.m.\nnobody behind,\nout while test\nthe deploy\n' +
          'test lagged\nanother at at\ntest lagged\nand retries\nretries behind,\nat timed off\nso we again\n' +
          'out a pager\nabout coffee\nand wrote\nrolled rolled\ntest yet timed\nat while out\ndeploy deploy\n' +
          'had integration\ntest\n' },
      ],
    },
    C: {
      description:
        'The release notes go into a fixed-size box on the status page, so even the last line has to be well filled. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of every line, the last one included, is (w - L)^2 where L is its length. ' +
        'Print the smallest possible total badness over all ways to break the text into lines.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print 0.',
        output_format: 'One integer: the minimum total badness.',
        examples: { input: '6\naaa bb cc ddddd\n', output: '11\n' },
      },
      hints: ['Same dynamic programming as usual, but without an exception for the last line.'],
      par: 351,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '0\n' },
        { tag: 'minimum', input: '1\na\n', output: '0\n' },
        { tag: 'typical', input: '6\naaa bb cc ddddd\n', output: '11\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: '312\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: '2\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: '8\n' },
        { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n', output: '0\n' },
        { tag: 'typical', input: '47\n' + text(150, 2) + '\n', output: '498\n' },
        { tag: 'maximum', input: '100\n' + text(1000, 3) + '\n', output: '1115\n' },
        { tag: 'maximum', input: '15\n' + text(1000, 4) + '\n', output: '5076\n' },
      ],
    },
    D: {
      description:
        'Print the release notes for the fixed-size status box wrapped with minimum raggedness. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of every line, the last one included, is (w - L)^2 where L is its length; choose a way to break the text that minimises the total badness. ' +
        'If several do, compare the numbers of words on their lines from the first line on and take the one with fewer words at the first difference.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print nothing.',
        output_format: 'The wrapped lines of the chosen solution.',
        examples: { input: '6\naaa bb cc ddddd\n', output: 'aaa\nbb cc\nddddd\n' },
      },
      hints: ['Compute the best cost of every suffix, then rebuild the answer from the start, taking the shortest first line that keeps the cost optimal.'],
      par: 470,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '6\naaa bb cc ddddd\n', output: 'aaa\nbb cc\nddddd\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration left, about\nagain yet while database\ncoffee lagged coffee rolled\n' +
          'timed off rolled off off yet\nabout yet coffee the timed\nanother 3 lagged left, at\n' +
          'back yet so integration at\na replica at off another\nnobody timed rolled\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: 'exactly10c\na b c d e\nf g h i j\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: 'a b\nc d\ne f g\n' },
        { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n', output: 'xx xx xx xx\nxx xx xx xx\n' },
        { tag: 'typical', input: '47\n' + text(150, 2) + '\n', output: 'had flaky timed and again deploy timed because\nthe so the 3 coffee yet coffee coffee again\n' +
          'timed again so wrote we a rolled database\nrolled because postmortem again test pager\n' +
          'because replica while because coffee a\nnobody 3 the while had lagged rolled back\n' +
          'the behind, we we yet replica had database\nretries coffee because because behind, retries\n' +
          '3 retries we 3 flaky behind, another had\nabout we deploy so left, database database\n' +
          'back replica and the replica the the lagged\na.m. a timed coffee while yet the another\n' +
          'coffee rolled off about deploy another behind,\ndeploy the retries we about deploy the so\n' +
          'flaky postmortem a left, about a.m. another\nat pager had lagged we nobody behind, timed\n' +
          'replica at wrote yet because pager timed a\ncoffee had the nobody rolled behind, nobody\n' +
          'lagged so while a database 3 deploy another\ntimed rolled we off while postmortem timed\n' },
        { tag: 'maximum', input: '100\n' + text(1000, 3) + '\n', output: 'yet another integration database lagged again deploy flaky lagged rolled 3 replica we pager we\n' +
          'we lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the\n' +
          'the rolled yet the 3 had at replica 3 yet and behind, integration nobody yet integration behind,\n' +
          'pager behind, rolled out about back left, and the back again postmortem a pager postmortem wrote\n' +
          'a timed out postmortem replica we the while database while coffee because database database rolled\n' +
          'left, yet replica a had integration left, out had left, wrote 3 timed wrote the we timed back\n' +
          'we postmortem back pager postmortem again yet flaky another so off while out a timed so test yet\n' +
          'pager pager nobody deploy deploy because a.m. rolled pager the flaky deploy had left, out out at\n' +
          'integration deploy coffee replica because test had another replica again timed integration deploy\n' +
          'behind, while yet coffee integration left, out because timed retries because again another left,\n' +
          'postmortem yet again a.m. another the while again timed coffee wrote had integration back had\n' +
          'another test nobody nobody had 3 lagged pager lagged back left, yet lagged test retries database\n' +
          'test we integration 3 coffee so timed because a.m. the the postmortem nobody a.m. while at about\n' +
          'while a a.m. replica yet another and a.m. postmortem yet back wrote lagged test the integration\n' +
          'rolled behind, had integration out because about back yet a.m. integration test because so a\n' +
          'about another yet nobody pager the out database wrote deploy off timed replica yet test replica\n' +
          'so deploy out again off off retries timed back database postmortem timed behind, the nobody nobody\n' +
          'replica because about out flaky left, 3 at deploy left, left, the we database replica rolled test\n' +
          'lagged wrote deploy while retries and rolled pager flaky went another pager again lagged 3 the at\n' +
          'because back so postmortem yet pager database a a went while had wrote left, 3 and a because again\n' +
          'replica lagged test deploy went out about we off another test behind, so the the postmortem again\n' +
          'went wrote a.m. replica 3 integration while the 3 coffee went flaky postmortem because out out\n' +
          'a.m. off and the 3 test out left, integration we back wrote flaky another database the test left,\n' +
          'out the left, again so the out pager replica a.m. retries and 3 a because another had deploy out\n' +
          'the replica went about and because the wrote the rolled back retries postmortem test a yet coffee\n' +
          'retries replica had postmortem nobody the about a database the coffee postmortem test went because\n' +
          'test 3 lagged flaky again replica the behind, lagged yet rolled off the test a the retries had a\n' +
          'flaky coffee we had yet left, flaky and timed left, out out behind, wrote database off integration\n' +
          'timed and postmortem flaky so while had back because behind, the the test at behind, integration\n' +
          'timed replica left, deploy while another had pager had another wrote retries so behind, wrote left,\n' +
          'behind, rolled integration 3 rolled the pager so flaky wrote coffee deploy database postmortem\n' +
          'rolled yet back integration back the because we off left, at the rolled wrote yet we postmortem\n' +
          'replica went 3 the timed had deploy coffee test left, postmortem we pager test while because a off\n' +
          'a.m. test nobody flaky at pager nobody retries lagged deploy the timed integration flaky wrote went\n' +
          'the behind, 3 because replica postmortem because deploy had we database nobody the deploy out went\n' +
          'rolled database coffee postmortem about wrote went the at out and lagged and replica the at out\n' +
          'postmortem and coffee lagged a.m. flaky because out wrote had the the and so a.m. timed while so\n' +
          'had coffee we we yet timed had a.m. integration another database replica 3 replica had the behind,\n' +
          'had flaky went deploy and while the back wrote retries timed left, 3 coffee 3 at coffee the we yet\n' +
          'timed about behind, behind, deploy the so flaky timed wrote deploy rolled a left, timed database\n' +
          'retries replica out coffee off went timed test while integration a.m. because because flaky at\n' +
          'retries while behind, the a flaky and wrote lagged deploy 3 behind, out timed we about pager wrote\n' +
          'off database we flaky and off and the at off had a rolled while rolled integration flaky pager\n' +
          'nobody integration lagged while off the timed integration the postmortem the back pager out while\n' +
          'a out postmortem nobody another back postmortem the the off retries database 3 again the 3 replica\n' +
          'test left, the while timed rolled nobody database and rolled integration again we the timed again\n' +
          'the out the off the rolled timed test back flaky lagged coffee had lagged so off so wrote lagged\n' +
          'flaky postmortem a.m. coffee went retries behind, so timed a.m. a.m. postmortem deploy because\n' +
          'so timed a 3 coffee about the 3 while wrote pager off went test because left, database the back\n' +
          'retries yet another lagged about had we rolled integration left, flaky a.m. retries went had about\n' +
          'at the replica behind, integration had wrote and test retries rolled flaky off about the we while\n' +
          'a about because while pager and test at pager pager yet test replica pager nobody the off while\n' +
          'because timed again lagged postmortem because and back and deploy deploy off database database\n' +
          'behind, test the back we off had wrote 3 a.m. database retries the timed database test left, coffee\n' +
          'the left, out the 3 the deploy about a.m. postmortem flaky the a.m. another rolled we coffee out\n' +
          'retries back left, the postmortem while the wrote while off 3 database another left, yet database\n' +
          'integration so so had database left, the postmortem again again while and a.m. went flaky left,\n' +
          'the nobody 3 3 pager left, rolled back so out nobody out went a.m. a test out the a database at\n' +
          'went rolled a lagged wrote another postmortem at while database so the pager behind, and left,\n' +
          'back timed the left, while the flaky integration while coffee a.m. pager timed test we at back\n' },
        { tag: 'maximum', input: '15\n' + text(1000, 4) + '\n', output: 'a.m. behind,\nwe off and had\nwe yet database\ntest wrote\nflaky because\nagain because\nbecause and 3\n' +
          'out the 3 and\npostmortem the\ntimed yet the\nintegration and\noff lagged yet\nwhile deploy\n' +
          'yet so replica\nat flaky\nwrote deploy\ncoffee the\nyet postmortem\nretries went\nout out again\n' +
          'about a.m.\nanother about\nbecause yet\nyet lagged\nwhile rolled\nabout out\nflaky retries\nlagged deploy\n' +
          'a.m. another\nand had test\nrolled another\nanother replica\nabout off\ndatabase about\nwrote retries\n' +
          'database test\npostmortem we\nbecause deploy\nback wrote a\nso the coffee\ntimed had a\nlagged had\n' +
          'behind, about\nout another\nhad retries\ntest behind,\nwrote replica\nrolled timed\ntest deploy\n' +
          'because went\na.m. the out at\nwent we about\nbecause 3 again\nyet lagged\nwe postmortem\nbecause coffee\n' +
          'retries at\nyet went at\ndatabase the\na postmortem\ntimed flaky had\ndeploy we yet\nand a.m. deploy\n' +
          'integration we\nso coffee the\ncoffee left,\nthe had rolled\nreplica timed\nretries had\nbecause timed\n' +
          'again timed\nbecause deploy\nintegration\ndeploy back\nwent 3 back\nbehind, went\nnobody again\n' +
          'integration\nintegration\nout again\nthe we pager\nretries the\nthe database\nanother a had\n' +
          'went so replica\npager a about\npager off and\nbehind, nobody\npager behind,\nintegration\n' +
          'another behind,\nabout pager\nthe retries\nanother the so\nbehind, a.m.\nthe the again\nyet yet a about\n' +
          'the nobody\nyet deploy the\nflaky lagged\na.m. while the\na the so test\nflaky rolled\ncoffee again\n' +
          'and and coffee\nleft, coffee\nyet integration\ndeploy left,\na.m. deploy\nleft, because\na timed the\n' +
          'at at off\ndeploy about\ndatabase rolled\na.m. again\nanother back\nback database\n3 left, a.m.\n' +
          'lagged because\nwrote so yet\npager replica\nthe while off\nflaky about\ncoffee left,\na.m. yet rolled\n' +
          'flaky a the out\n3 postmortem\nretries nobody\nabout the pager\nbehind, so 3\nabout because\nflaky a.m.\n' +
          'out database\nwe 3 back\nrolled back\na so replica\ncoffee about 3\npager the the\na we nobody\n' +
          'retries left,\nabout nobody\ntimed the\nback because\nthe another\nflaky had out\nthe because\n' +
          'database wrote\nyet rolled\nanother wrote\nso nobody\nyet behind,\nwhile deploy\ndeploy because\n' +
          'postmortem\ncoffee rolled\nso went timed\nwrote a because\ntest the test\nanother left,\nflaky coffee\n' +
          'pager behind,\nanother wrote\npager because\nrolled timed\nthe left,\nwrote and went\nintegration\n' +
          'about the timed\nat we a.m.\nagain and out\nflaky the about\nwe retries\nlagged the test\nthe off coffee\n' +
          'the a.m. at\nflaky left,\nintegration\nanother nobody\nthe another 3\noff lagged so\nanother yet\n' +
          'postmortem\nthe coffee\npager the we\nthe database\nflaky and left,\nretries 3 back\nwe the about\n' +
          'the database\nnobody test we\nreplica while\nback timed\npager went\ncoffee deploy\nso coffee a.m.\n' +
          'back deploy\ndatabase back\nthe the a\nrolled 3 so\nbehind, back\ntest about\nout we the the\n' +
          'replica again\nthe coffee\nleft, so a\nbehind, timed\nreplica the\nreplica timed\nretries left,\n' +
          'had and a.m.\nintegration\nagain the\nyet wrote\nthe lagged\nagain while\nyet coffee\nso yet off\n' +
          'rolled about\nretries test\nlagged 3 rolled\nhad because\nat because\nreplica off\nwhile a retries\n' +
          'about rolled\nand nobody\nreplica rolled\nthe at the\nat yet wrote\nflaky the back\ndeploy retries\n' +
          'about lagged\npostmortem\nwhile deploy\npostmortem\nwent replica\nout out left,\ndatabase we yet\n' +
          'coffee went 3\nthe nobody and\nout wrote the\nand off had\nwent postmortem\nhad left,\npostmortem\nanother\n' +
          'went timed\npostmortem\nabout off wrote\nrolled off\na back we so\ntimed went and\nyet and another\n' +
          'at timed off\nthe so and\npager yet the\ndeploy coffee\nat test went a\nbecause because\ncoffee retries\n' +
          'while back\nintegration\nwhile pager\na.m. the\nintegration\nhad yet rolled\noff left,\nintegration\n' +
          'database\npostmortem 3\nout nobody went\nagain yet a\nbehind, another\ntest retries\nleft, deploy so\n' +
          'wrote at pager\nintegration\nintegration\nlagged pager\ntimed the\nanother nobody\nout lagged\n' +
          'flaky so lagged\na retries yet\nabout about\nintegration\ncoffee off\nflaky database\nretries so\n' +
          'integration\nnobody coffee\ncoffee timed\nyet while had\nabout 3 replica\nand behind,\nback out about\n' +
          'lagged coffee\ndeploy database\nyet wrote again\ntimed coffee\npager off\nagain deploy\nintegration\n' +
          'another about\nwe a back the\nanother replica\nat back 3 about\na.m. 3 a we\nout postmortem\nlagged left,\n' +
          'timed replica\nwe the went\nanother another\nbehind, about\nthe behind,\nbehind,\nabout a.m.\nbehind, out\n' +
          'retries about\nanother we off\nintegration off\nrolled because\nwhile behind,\nreplica left,\n' +
          'went wrote out\ntimed retries\nthe nobody\nflaky deploy\n3 yet had\nwhile rolled\ndeploy while\n' +
          'left, deploy\nleft, back and\nabout coffee\nwent 3 lagged\nleft, replica\nintegration and\npager replica\n' +
          'because retries\nthe yet behind,\npager replica\nout flaky and\nwrote a.m.\nbecause pager\ntimed yet had\n' +
          'because a.m.\nabout pager\nso another and\nintegration\nbehind, a.m.\nthe back back\nwent 3 so\noff lagged\n' +
          '3 the coffee\nbehind, the\noff integration\nabout 3 a\nwrote 3 while\noff nobody\nback database\n' +
          'integration\ntest flaky\nnobody we\npostmortem\nretries deploy\nthe off the\ntest postmortem\nflaky yet\n' +
          'because retries\nwe flaky the\na.m. back\ndeploy coffee\nintegration\nthe back timed\na and again\n' +
          'nobody rolled\npostmortem\nbehind, test\ndeploy about\nagain rolled\nhad the 3\na went yet\npostmortem\n' +
          'flaky off the\nwent left,\nthe because\nintegration\nreplica coffee\nwrote pager\nflaky the off\n' +
          'deploy left,\ncoffee wrote\nintegration\nwent pager\nbehind, again\nwrote we went\noff pager\n' +
          'flaky we left,\nbecause timed\nhad while\nreplica a.m.\nflaky 3 wrote\nthe another\ntimed the the\n' +
          'rolled back\nwrote rolled\ntimed pager\nretries off\nyet pager\nhad nobody\noff wrote off\nanother had\n' +
          'about a.m.\nyet because\npostmortem\ntest wrote\ndatabase nobody\nintegration\nintegration and\n' +
          'integration had\ntest pager a.m.\nnobody behind,\nout while test\nthe deploy\ntest lagged\nanother at at\n' +
          'test lagged\nand retries\nretries behind,\nat timed off\nso we again\nout a pager\nabout coffee\nand wrote\n' +
          'rolled rolled\ntest yet timed\nat while out\ndeploy deploy\nhad integration\ntest\n' },
      ],
    },
    E: {
      description:
        'The style guide forbids ending a line of the release notes with a weak word: a, the, at, to or of (exactly these lowercase words), except on the very last line. ' +
        'Words keep their order and are separated by single spaces; a line may hold any number of consecutive words as long as its length is at most w. ' +
        'The badness of a line of length L is (w - L)^2, except that the last line costs nothing. ' +
        'Print the smallest possible total badness over all ways to break the text that respect the rule, or -1 if there is none.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (at most 1000 words and 7000 characters) is the text; words are maximal runs of non-space characters separated by any mix of spaces and line breaks, and no word is longer than w. If the text has no words, print 0.',
        output_format: 'One integer: the minimum total badness, or -1.',
        examples: { input: '10\nwe rolled back the deploy at 3\n', output: '37\n' },
      },
      hints: ['A weak word must share its line with the word after it.', 'Words like The or a. are not weak: compare exactly.'],
      par: 485,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '0\n' },
        { tag: 'minimum', input: '1\na\n', output: '0\n' },
        { tag: 'typical', input: '6\naaa bb cc ddddd\n', output: '10\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: '84\n' },
        { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n', output: '1\n' },
        { tag: 'tricky', input: '5\na b c d e f g\n', output: '0\n' },
        { tag: 'tricky', input: '11\nxx xx xx xx xx xx xx xx\n', output: '0\n' },
        { tag: 'tricky', input: '5\nthe pager\n', output: '-1\n' },
        { tag: 'tricky', input: '9\nwho wrote the postmortem of the outage\n', output: '-1\n' },
        { tag: 'tricky', input: '10\nwe rolled back the deploy at 3\n', output: '37\n' },
        { tag: 'typical', input: '47\n' + text(150, 2) + '\n', output: '339\n' },
        { tag: 'maximum', input: '100\n' + text(1000, 3) + '\n', output: '946\n' },
        { tag: 'maximum', input: '24\n' + text(1000, 4) + '\n', output: '4222\n' },
      ],
    },
  },
};
