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
  id: 74,
  title: 'Wrapping the Incident Timeline',
  category: 'text_formatting',
  difficulty: 4,
  variations: {
    A: {
      description:
        'The incident timeline gets pasted into a chat tool that mangles long lines, so you wrap it yourself. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'A word longer than w goes alone on its own line, unbroken. ' +
        'Print the wrapped lines.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order; no line has leading or trailing spaces.',
        examples: { input: '16\nthe deploy failed at 03:12 and nobody noticed\n', output: 'the deploy\nfailed at 03:12\nand nobody\nnoticed\n' },
      },
      hints: ['Line breaks in the input are just separators like spaces.'],
      par: 224,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration left, about again\nyet while database coffee\nlagged coffee rolled timed off\n' +
          'rolled off off yet about yet\ncoffee the timed another 3\nlagged left, at back yet so\n' +
          'integration at a replica at\noff another nobody timed\nrolled\n' },
        { tag: 'typical', input: '45\n' + text(120, 2) + '\n', output: 'had flaky timed and again deploy timed\nbecause the so the 3 coffee yet coffee coffee\n' +
          'again timed again so wrote we a rolled\ndatabase rolled because postmortem again test\n' +
          'pager because replica while because coffee a\nnobody 3 the while had lagged rolled back the\n' +
          'behind, we we yet replica had database\nretries coffee because because behind,\n' +
          'retries 3 retries we 3 flaky behind, another\nhad about we deploy so left, database\n' +
          'database back replica and the replica the the\nlagged a.m. a timed coffee while yet the\n' +
          'another coffee rolled off about deploy\nanother behind, deploy the retries we about\n' +
          'deploy the so flaky postmortem a left, about\na.m. another at pager had lagged we nobody\n' +
          'behind, timed\n' },
        { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n', output: 'exactly10c\nexactly10c\n1234567890\n' },
        { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n', output: 'incident\npostmortem-with-a-very-long-name\nok\n' },
        { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n', output: 'several spaces\nand line breaks\nhere\n' },
        { tag: 'tricky', input: '1\na bb c dd\n', output: 'a\nbb\nc\ndd\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: 'yet another integration database lagged again deploy flaky lagged rolled 3 replica we pager we we\n' +
          'lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the rolled\n' +
          'yet the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager behind,\n' +
          'rolled out about back left, and the back again postmortem a pager postmortem wrote a timed out\n' +
          'postmortem replica we the while database while coffee because database database rolled left, yet\n' +
          'replica a had integration left, out had left, wrote 3 timed wrote the we timed back we postmortem\n' +
          'back pager postmortem again yet flaky another so off while out a timed so test yet pager pager\n' +
          'nobody deploy deploy because a.m. rolled pager the flaky deploy had left, out out at integration\n' +
          'deploy coffee replica because test had another replica again timed integration deploy behind, while\n' +
          'yet coffee integration left, out because timed retries because again another left, postmortem yet\n' +
          'again a.m. another the while again timed coffee wrote had integration back had another test nobody\n' +
          'nobody had 3 lagged pager lagged back left, yet lagged test retries database test we integration 3\n' +
          'coffee so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica yet\n' +
          'another and a.m. postmortem yet back wrote lagged test the integration rolled behind, had\n' +
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
          'retries behind, so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about\n' },
        { tag: 'maximum', input: '17\n' + text(700, 4) + '\n', output: 'a.m. behind, we\noff and had we\nyet database test\nwrote flaky\nbecause again\nbecause because\n' +
          'and 3 out the 3\nand postmortem\nthe timed yet the\nintegration and\noff lagged yet\nwhile deploy yet\n' +
          'so replica at\nflaky wrote\ndeploy coffee the\nyet postmortem\nretries went out\nout again about\n' +
          'a.m. another\nabout because yet\nyet lagged while\nrolled about out\nflaky retries\nlagged deploy\n' +
          'a.m. another and\nhad test rolled\nanother another\nreplica about off\ndatabase about\nwrote retries\n' +
          'database test\npostmortem we\nbecause deploy\nback wrote a so\nthe coffee timed\nhad a lagged had\n' +
          'behind, about out\nanother had\nretries test\nbehind, wrote\nreplica rolled\ntimed test deploy\n' +
          'because went a.m.\nthe out at went\nwe about because\n3 again yet\nlagged we\npostmortem\nbecause coffee\n' +
          'retries at yet\nwent at database\nthe a postmortem\ntimed flaky had\ndeploy we yet and\na.m. deploy\n' +
          'integration we so\ncoffee the coffee\nleft, the had\nrolled replica\ntimed retries had\nbecause timed\n' +
          'again timed\nbecause deploy\nintegration\ndeploy back went\n3 back behind,\nwent nobody again\n' +
          'integration\nintegration out\nagain the we\npager retries the\nthe database\nanother a had\n' +
          'went so replica\npager a about\npager off and\nbehind, nobody\npager behind,\nintegration\n' +
          'another behind,\nabout pager the\nretries another\nthe so behind,\na.m. the the\nagain yet yet a\n' +
          'about the nobody\nyet deploy the\nflaky lagged a.m.\nwhile the a the\nso test flaky\nrolled coffee\n' +
          'again and and\ncoffee left,\ncoffee yet\nintegration\ndeploy left, a.m.\ndeploy left,\nbecause a timed\n' +
          'the at at off\ndeploy about\ndatabase rolled\na.m. again\nanother back back\ndatabase 3 left,\n' +
          'a.m. lagged\nbecause wrote so\nyet pager replica\nthe while off\nflaky about\ncoffee left, a.m.\n' +
          'yet rolled flaky\na the out 3\npostmortem\nretries nobody\nabout the pager\nbehind, so 3\nabout because\n' +
          'flaky a.m. out\ndatabase we 3\nback rolled back\na so replica\ncoffee about 3\npager the the a\n' +
          'we nobody retries\nleft, about\nnobody timed the\nback because the\nanother flaky had\nout the because\n' +
          'database wrote\nyet rolled\nanother wrote so\nnobody yet\nbehind, while\ndeploy deploy\nbecause\n' +
          'postmortem coffee\nrolled so went\ntimed wrote a\nbecause test the\ntest another\nleft, flaky\n' +
          'coffee pager\nbehind, another\nwrote pager\nbecause rolled\ntimed the left,\nwrote and went\n' +
          'integration about\nthe timed at we\na.m. again and\nout flaky the\nabout we retries\nlagged the test\n' +
          'the off coffee\nthe a.m. at flaky\nleft, integration\nanother nobody\nthe another 3 off\n' +
          'lagged so another\nyet postmortem\nthe coffee pager\nthe we the\ndatabase flaky\nand left, retries\n' +
          '3 back we the\nabout the\ndatabase nobody\ntest we replica\nwhile back timed\npager went coffee\n' +
          'deploy so coffee\na.m. back deploy\ndatabase back the\nthe a rolled 3 so\nbehind, back test\n' +
          'about out we the\nthe replica again\nthe coffee left,\nso a behind,\ntimed replica the\nreplica timed\n' +
          'retries left, had\nand a.m.\nintegration again\nthe yet wrote the\nlagged again\nwhile yet coffee\n' +
          'so yet off rolled\nabout retries\ntest lagged 3\nrolled had\nbecause at\nbecause replica\noff while a\n' +
          'retries about\nrolled and nobody\nreplica rolled\nthe at the at yet\nwrote flaky the\nback deploy\n' +
          'retries about\nlagged postmortem\nwhile deploy\npostmortem went\nreplica out out\nleft, database we\n' +
          'yet coffee went 3\nthe nobody and\nout wrote the and\noff had went\npostmortem had\nleft, postmortem\n' +
          'another went\ntimed postmortem\nabout off wrote\nrolled off a back\nwe so timed went\nand yet and\n' +
          'another at timed\noff the so and\npager yet the\ndeploy coffee at\ntest went a\nbecause because\n' +
          'coffee retries\nwhile back\nintegration while\npager a.m. the\nintegration had\nyet rolled off\n' +
          'left, integration\ndatabase\npostmortem 3 out\nnobody went again\nyet a behind,\nanother test\n' +
          'retries left,\ndeploy so wrote\nat pager\nintegration\nintegration\nlagged pager\ntimed the another\n' +
          'nobody out lagged\nflaky so lagged a\nretries yet about\nabout integration\ncoffee off flaky\n' +
          'database retries\nso integration\nnobody coffee\ncoffee timed yet\nwhile had about 3\nreplica and\n' +
          'behind, back out\nabout lagged\ncoffee deploy\ndatabase yet\nwrote again timed\ncoffee pager off\n' +
          'again deploy\nintegration\nanother about we\na\n' },
      ],
    },
    B: {
      description:
        'The incident timeline is shown on a right-to-left-friendly dashboard widget that aligns text to the right edge. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'A word longer than w goes alone on its own line, unbroken. ' +
        'Print every wrapped line right-aligned in a field of width w, that is preceded by w - L spaces where L is its length (no spaces if L >= w).',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order, each padded on the left with spaces to width w.',
        examples: { input: '16\nthe deploy failed at 03:12 and nobody noticed\n', output: '      the deploy\n failed at 03:12\n      and nobody\n         noticed\n' },
      },
      hints: ['Wrap first, then pad each line on the left.'],
      par: 238,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: ' integration left, about again\n     yet while database coffee\nlagged coffee rolled timed off\n' +
          '  rolled off off yet about yet\n    coffee the timed another 3\n   lagged left, at back yet so\n' +
          '   integration at a replica at\n      off another nobody timed\n                        rolled\n' },
        { tag: 'typical', input: '45\n' + text(120, 2) + '\n', output: '       had flaky timed and again deploy timed\nbecause the so the 3 coffee yet coffee coffee\n' +
          '       again timed again so wrote we a rolled\ndatabase rolled because postmortem again test\n' +
          ' pager because replica while because coffee a\nnobody 3 the while had lagged rolled back the\n' +
          '       behind, we we yet replica had database\n       retries coffee because because behind,\n' +
          ' retries 3 retries we 3 flaky behind, another\n        had about we deploy so left, database\n' +
          'database back replica and the replica the the\n     lagged a.m. a timed coffee while yet the\n' +
          '       another coffee rolled off about deploy\n  another behind, deploy the retries we about\n' +
          ' deploy the so flaky postmortem a left, about\n   a.m. another at pager had lagged we nobody\n' +
          '                                behind, timed\n' },
        { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n', output: 'exactly10c\nexactly10c\n1234567890\n' },
        { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n', output: 'incident\npostmortem-with-a-very-long-name\n      ok\n' },
        { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n', output: '  several spaces\n and line breaks\n            here\n' },
        { tag: 'tricky', input: '1\na bb c dd\n', output: 'a\nbb\nc\ndd\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: '   yet another integration database lagged again deploy flaky lagged rolled 3 replica we pager we we\n' +
          'lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the rolled\n' +
          ' yet the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager behind,\n' +
          '      rolled out about back left, and the back again postmortem a pager postmortem wrote a timed out\n' +
          '    postmortem replica we the while database while coffee because database database rolled left, yet\n' +
          '   replica a had integration left, out had left, wrote 3 timed wrote the we timed back we postmortem\n' +
          '      back pager postmortem again yet flaky another so off while out a timed so test yet pager pager\n' +
          '    nobody deploy deploy because a.m. rolled pager the flaky deploy had left, out out at integration\n' +
          ' deploy coffee replica because test had another replica again timed integration deploy behind, while\n' +
          '   yet coffee integration left, out because timed retries because again another left, postmortem yet\n' +
          '  again a.m. another the while again timed coffee wrote had integration back had another test nobody\n' +
          '  nobody had 3 lagged pager lagged back left, yet lagged test retries database test we integration 3\n' +
          ' coffee so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica yet\n' +
          '           another and a.m. postmortem yet back wrote lagged test the integration rolled behind, had\n' +
          '  integration out because about back yet a.m. integration test because so a about another yet nobody\n' +
          '  pager the out database wrote deploy off timed replica yet test replica so deploy out again off off\n' +
          '    retries timed back database postmortem timed behind, the nobody nobody replica because about out\n' +
          '   flaky left, 3 at deploy left, left, the we database replica rolled test lagged wrote deploy while\n' +
          '  retries and rolled pager flaky went another pager again lagged 3 the at because back so postmortem\n' +
          '  yet pager database a a went while had wrote left, 3 and a because again replica lagged test deploy\n' +
          '    went out about we off another test behind, so the the postmortem again went wrote a.m. replica 3\n' +
          '    integration while the 3 coffee went flaky postmortem because out out a.m. off and the 3 test out\n' +
          'left, integration we back wrote flaky another database the test left, out the left, again so the out\n' +
          'pager replica a.m. retries and 3 a because another had deploy out the replica went about and because\n' +
          'the wrote the rolled back retries postmortem test a yet coffee retries replica had postmortem nobody\n' +
          '  the about a database the coffee postmortem test went because test 3 lagged flaky again replica the\n' +
          '  behind, lagged yet rolled off the test a the retries had a flaky coffee we had yet left, flaky and\n' +
          '  timed left, out out behind, wrote database off integration timed and postmortem flaky so while had\n' +
          '   back because behind, the the test at behind, integration timed replica left, deploy while another\n' +
          '  had pager had another wrote retries so behind, wrote left, behind, rolled integration 3 rolled the\n' +
          ' pager so flaky wrote coffee deploy database postmortem rolled yet back integration back the because\n' +
          '  we off left, at the rolled wrote yet we postmortem replica went 3 the timed had deploy coffee test\n' +
          '   left, postmortem we pager test while because a off a.m. test nobody flaky at pager nobody retries\n' +
          '       lagged deploy the timed integration flaky wrote went the behind, 3 because replica postmortem\n' +
          '   because deploy had we database nobody the deploy out went rolled database coffee postmortem about\n' +
          '     wrote went the at out and lagged and replica the at out postmortem and coffee lagged a.m. flaky\n' +
          '        because out wrote had the the and so a.m. timed while so had coffee we we yet timed had a.m.\n' +
          '  integration another database replica 3 replica had the behind, had flaky went deploy and while the\n' +
          '   back wrote retries timed left, 3 coffee 3 at coffee the we yet timed about behind, behind, deploy\n' +
          '   the so flaky timed wrote deploy rolled a left, timed database retries replica out coffee off went\n' +
          '    timed test while integration a.m. because because flaky at retries while behind, the a flaky and\n' +
          '  wrote lagged deploy 3 behind, out timed we about pager wrote off database we flaky and off and the\n' +
          '    at off had a rolled while rolled integration flaky pager nobody integration lagged while off the\n' +
          '      timed integration the postmortem the back pager out while a out postmortem nobody another back\n' +
          '     postmortem the the off retries database 3 again the 3 replica test left, the while timed rolled\n' +
          '    nobody database and rolled integration again we the timed again the out the off the rolled timed\n' +
          '   test back flaky lagged coffee had lagged so off so wrote lagged flaky postmortem a.m. coffee went\n' +
          '              retries behind, so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about\n' },
        { tag: 'maximum', input: '17\n' + text(700, 4) + '\n', output: '  a.m. behind, we\n   off and had we\nyet database test\n      wrote flaky\n    because again\n' +
          '  because because\n  and 3 out the 3\n   and postmortem\nthe timed yet the\n  integration and\n' +
          '   off lagged yet\n while deploy yet\n    so replica at\n      flaky wrote\ndeploy coffee the\n' +
          '   yet postmortem\n retries went out\n  out again about\n     a.m. another\nabout because yet\n' +
          ' yet lagged while\n rolled about out\n    flaky retries\n    lagged deploy\n a.m. another and\n' +
          '  had test rolled\n  another another\nreplica about off\n   database about\n    wrote retries\n' +
          '    database test\n    postmortem we\n   because deploy\n  back wrote a so\n the coffee timed\n' +
          ' had a lagged had\nbehind, about out\n      another had\n     retries test\n    behind, wrote\n' +
          '   replica rolled\ntimed test deploy\nbecause went a.m.\n  the out at went\n we about because\n' +
          '      3 again yet\n        lagged we\n       postmortem\n   because coffee\n   retries at yet\n' +
          ' went at database\n the a postmortem\n  timed flaky had\ndeploy we yet and\n      a.m. deploy\n' +
          'integration we so\ncoffee the coffee\n    left, the had\n   rolled replica\ntimed retries had\n' +
          '    because timed\n      again timed\n   because deploy\n      integration\n deploy back went\n' +
          '   3 back behind,\nwent nobody again\n      integration\n  integration out\n     again the we\n' +
          'pager retries the\n     the database\n    another a had\n  went so replica\n    pager a about\n' +
          '    pager off and\n   behind, nobody\n    pager behind,\n      integration\n  another behind,\n' +
          '  about pager the\n  retries another\n   the so behind,\n     a.m. the the\n  again yet yet a\n' +
          ' about the nobody\n   yet deploy the\nflaky lagged a.m.\n  while the a the\n    so test flaky\n' +
          '    rolled coffee\n    again and and\n     coffee left,\n       coffee yet\n      integration\n' +
          'deploy left, a.m.\n     deploy left,\n  because a timed\n    the at at off\n     deploy about\n' +
          '  database rolled\n       a.m. again\nanother back back\n database 3 left,\n      a.m. lagged\n' +
          ' because wrote so\nyet pager replica\n    the while off\n      flaky about\ncoffee left, a.m.\n' +
          ' yet rolled flaky\n      a the out 3\n       postmortem\n   retries nobody\n  about the pager\n' +
          '     behind, so 3\n    about because\n   flaky a.m. out\n    database we 3\n back rolled back\n' +
          '     a so replica\n   coffee about 3\n  pager the the a\nwe nobody retries\n      left, about\n' +
          ' nobody timed the\n back because the\nanother flaky had\n  out the because\n   database wrote\n' +
          '       yet rolled\n another wrote so\n       nobody yet\n    behind, while\n    deploy deploy\n' +
          '          because\npostmortem coffee\n   rolled so went\n    timed wrote a\n because test the\n' +
          '     test another\n      left, flaky\n     coffee pager\n  behind, another\n      wrote pager\n' +
          '   because rolled\n  timed the left,\n   wrote and went\nintegration about\n  the timed at we\n' +
          '   a.m. again and\n    out flaky the\n about we retries\n  lagged the test\n   the off coffee\n' +
          'the a.m. at flaky\nleft, integration\n   another nobody\nthe another 3 off\nlagged so another\n' +
          '   yet postmortem\n the coffee pager\n       the we the\n   database flaky\nand left, retries\n' +
          '    3 back we the\n        about the\n  database nobody\n  test we replica\n while back timed\n' +
          'pager went coffee\n deploy so coffee\n a.m. back deploy\ndatabase back the\nthe a rolled 3 so\n' +
          'behind, back test\n about out we the\nthe replica again\n the coffee left,\n     so a behind,\n' +
          'timed replica the\n    replica timed\nretries left, had\n         and a.m.\nintegration again\n' +
          'the yet wrote the\n     lagged again\n while yet coffee\nso yet off rolled\n    about retries\n' +
          '    test lagged 3\n       rolled had\n       because at\n  because replica\n      off while a\n' +
          '    retries about\nrolled and nobody\n   replica rolled\nthe at the at yet\n  wrote flaky the\n' +
          '      back deploy\n    retries about\nlagged postmortem\n     while deploy\n  postmortem went\n' +
          '  replica out out\nleft, database we\nyet coffee went 3\n   the nobody and\nout wrote the and\n' +
          '     off had went\n   postmortem had\n left, postmortem\n     another went\n timed postmortem\n' +
          '  about off wrote\nrolled off a back\n we so timed went\n      and yet and\n another at timed\n' +
          '   off the so and\n    pager yet the\n deploy coffee at\n      test went a\n  because because\n' +
          '   coffee retries\n       while back\nintegration while\n   pager a.m. the\n  integration had\n' +
          '   yet rolled off\nleft, integration\n         database\n postmortem 3 out\nnobody went again\n' +
          '    yet a behind,\n     another test\n    retries left,\n  deploy so wrote\n         at pager\n' +
          '      integration\n      integration\n     lagged pager\ntimed the another\nnobody out lagged\n' +
          'flaky so lagged a\nretries yet about\nabout integration\n coffee off flaky\n database retries\n' +
          '   so integration\n    nobody coffee\n coffee timed yet\nwhile had about 3\n      replica and\n' +
          ' behind, back out\n     about lagged\n    coffee deploy\n     database yet\nwrote again timed\n' +
          ' coffee pager off\n     again deploy\n      integration\n another about we\n                a\n' },
      ],
    },
    C: {
      description:
        'The incident timeline contains stack-trace identifiers that are longer than the chat window. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'Before wrapping, every word longer than w is cut into pieces of exactly w characters (the last piece may be shorter), and the pieces are treated as separate words. ' +
        'Print the wrapped lines.',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order; every line is at most w characters long.',
        examples: { input: '8\nsee NullPointerException in ok\n', output: 'see\nNullPoin\nterExcep\ntion in\nok\n' },
      },
      hints: ['After the cutting, a piece may share its line with neighbouring words.'],
      par: 306,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration left, about again\nyet while database coffee\nlagged coffee rolled timed off\n' +
          'rolled off off yet about yet\ncoffee the timed another 3\nlagged left, at back yet so\n' +
          'integration at a replica at\noff another nobody timed\nrolled\n' },
        { tag: 'typical', input: '45\n' + text(120, 2) + '\n', output: 'had flaky timed and again deploy timed\nbecause the so the 3 coffee yet coffee coffee\n' +
          'again timed again so wrote we a rolled\ndatabase rolled because postmortem again test\n' +
          'pager because replica while because coffee a\nnobody 3 the while had lagged rolled back the\n' +
          'behind, we we yet replica had database\nretries coffee because because behind,\n' +
          'retries 3 retries we 3 flaky behind, another\nhad about we deploy so left, database\n' +
          'database back replica and the replica the the\nlagged a.m. a timed coffee while yet the\n' +
          'another coffee rolled off about deploy\nanother behind, deploy the retries we about\n' +
          'deploy the so flaky postmortem a left, about\na.m. another at pager had lagged we nobody\n' +
          'behind, timed\n' },
        { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n', output: 'exactly10c\nexactly10c\n1234567890\n' },
        { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n', output: 'incident\npostmort\nem-with-\na-very-l\nong-name\nok\n' },
        { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n', output: 'several spaces\nand line breaks\nhere\n' },
        { tag: 'tricky', input: '1\na bb c dd\n', output: 'a\nb\nb\nc\nd\nd\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: 'yet another integration database lagged again deploy flaky lagged rolled 3 replica we pager we we\n' +
          'lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the rolled\n' +
          'yet the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager behind,\n' +
          'rolled out about back left, and the back again postmortem a pager postmortem wrote a timed out\n' +
          'postmortem replica we the while database while coffee because database database rolled left, yet\n' +
          'replica a had integration left, out had left, wrote 3 timed wrote the we timed back we postmortem\n' +
          'back pager postmortem again yet flaky another so off while out a timed so test yet pager pager\n' +
          'nobody deploy deploy because a.m. rolled pager the flaky deploy had left, out out at integration\n' +
          'deploy coffee replica because test had another replica again timed integration deploy behind, while\n' +
          'yet coffee integration left, out because timed retries because again another left, postmortem yet\n' +
          'again a.m. another the while again timed coffee wrote had integration back had another test nobody\n' +
          'nobody had 3 lagged pager lagged back left, yet lagged test retries database test we integration 3\n' +
          'coffee so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica yet\n' +
          'another and a.m. postmortem yet back wrote lagged test the integration rolled behind, had\n' +
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
          'retries behind, so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about\n' },
        { tag: 'maximum', input: '17\n' + text(700, 4) + '\n', output: 'a.m. behind, we\noff and had we\nyet database test\nwrote flaky\nbecause again\nbecause because\n' +
          'and 3 out the 3\nand postmortem\nthe timed yet the\nintegration and\noff lagged yet\nwhile deploy yet\n' +
          'so replica at\nflaky wrote\ndeploy coffee the\nyet postmortem\nretries went out\nout again about\n' +
          'a.m. another\nabout because yet\nyet lagged while\nrolled about out\nflaky retries\nlagged deploy\n' +
          'a.m. another and\nhad test rolled\nanother another\nreplica about off\ndatabase about\nwrote retries\n' +
          'database test\npostmortem we\nbecause deploy\nback wrote a so\nthe coffee timed\nhad a lagged had\n' +
          'behind, about out\nanother had\nretries test\nbehind, wrote\nreplica rolled\ntimed test deploy\n' +
          'because went a.m.\nthe out at went\nwe about because\n3 again yet\nlagged we\npostmortem\nbecause coffee\n' +
          'retries at yet\nwent at database\nthe a postmortem\ntimed flaky had\ndeploy we yet and\na.m. deploy\n' +
          'integration we so\ncoffee the coffee\nleft, the had\nrolled replica\ntimed retries had\nbecause timed\n' +
          'again timed\nbecause deploy\nintegration\ndeploy back went\n3 back behind,\nwent nobody again\n' +
          'integration\nintegration out\nagain the we\npager retries the\nthe database\nanother a had\n' +
          'went so replica\npager a about\npager off and\nbehind, nobody\npager behind,\nintegration\n' +
          'another behind,\nabout pager the\nretries another\nthe so behind,\na.m. the the\nagain yet yet a\n' +
          'about the nobody\nyet deploy the\nflaky lagged a.m.\nwhile the a the\nso test flaky\nrolled coffee\n' +
          'again and and\ncoffee left,\ncoffee yet\nintegration\ndeploy left, a.m.\ndeploy left,\nbecause a timed\n' +
          'the at at off\ndeploy about\ndatabase rolled\na.m. again\nanother back back\ndatabase 3 left,\n' +
          'a.m. lagged\nbecause wrote so\nyet pager replica\nthe while off\nflaky about\ncoffee left, a.m.\n' +
          'yet rolled flaky\na the out 3\npostmortem\nretries nobody\nabout the pager\nbehind, so 3\nabout because\n' +
          'flaky a.m. out\ndatabase we 3\nback rolled back\na so replica\ncoffee about 3\npager the the a\n' +
          'we nobody retries\nleft, about\nnobody timed the\nback because the\nanother flaky had\nout the because\n' +
          'database wrote\nyet rolled\nanother wrote so\nnobody yet\nbehind, while\ndeploy deploy\nbecause\n' +
          'postmortem coffee\nrolled so went\ntimed wrote a\nbecause test the\ntest another\nleft, flaky\n' +
          'coffee pager\nbehind, another\nwrote pager\nbecause rolled\ntimed the left,\nwrote and went\n' +
          'integration about\nthe timed at we\na.m. again and\nout flaky the\nabout we retries\nlagged the test\n' +
          'the off coffee\nthe a.m. at flaky\nleft, integration\nanother nobody\nthe another 3 off\n' +
          'lagged so another\nyet postmortem\nthe coffee pager\nthe we the\ndatabase flaky\nand left, retries\n' +
          '3 back we the\nabout the\ndatabase nobody\ntest we replica\nwhile back timed\npager went coffee\n' +
          'deploy so coffee\na.m. back deploy\ndatabase back the\nthe a rolled 3 so\nbehind, back test\n' +
          'about out we the\nthe replica again\nthe coffee left,\nso a behind,\ntimed replica the\nreplica timed\n' +
          'retries left, had\nand a.m.\nintegration again\nthe yet wrote the\nlagged again\nwhile yet coffee\n' +
          'so yet off rolled\nabout retries\ntest lagged 3\nrolled had\nbecause at\nbecause replica\noff while a\n' +
          'retries about\nrolled and nobody\nreplica rolled\nthe at the at yet\nwrote flaky the\nback deploy\n' +
          'retries about\nlagged postmortem\nwhile deploy\npostmortem went\nreplica out out\nleft, database we\n' +
          'yet coffee went 3\nthe nobody and\nout wrote the and\noff had went\npostmortem had\nleft, postmortem\n' +
          'another went\ntimed postmortem\nabout off wrote\nrolled off a back\nwe so timed went\nand yet and\n' +
          'another at timed\noff the so and\npager yet the\ndeploy coffee at\ntest went a\nbecause because\n' +
          'coffee retries\nwhile back\nintegration while\npager a.m. the\nintegration had\nyet rolled off\n' +
          'left, integration\ndatabase\npostmortem 3 out\nnobody went again\nyet a behind,\nanother test\n' +
          'retries left,\ndeploy so wrote\nat pager\nintegration\nintegration\nlagged pager\ntimed the another\n' +
          'nobody out lagged\nflaky so lagged a\nretries yet about\nabout integration\ncoffee off flaky\n' +
          'database retries\nso integration\nnobody coffee\ncoffee timed yet\nwhile had about 3\nreplica and\n' +
          'behind, back out\nabout lagged\ncoffee deploy\ndatabase yet\nwrote again timed\ncoffee pager off\n' +
          'again deploy\nintegration\nanother about we\na\n' },
      ],
    },
    D: {
      description:
        'You are replying to the incident email thread, so the timeline must be quoted: every output line starts with > and a space, and those two characters count towards the width. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long including the two-character prefix; otherwise start a new line. ' +
        'A word that does not fit even alone goes on its own (too long) line, unbroken. ' +
        'Print the quoted lines.',
      human: {
        input_format: 'The first line holds the width w (3 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order, each starting with "> ".',
        examples: { input: '18\nthe deploy failed at 03:12 and nobody noticed\n', output: '> the deploy\n> failed at 03:12\n> and nobody\n> noticed\n' },
      },
      hints: ['Effectively you wrap at width w - 2 and add the prefix afterwards.'],
      par: 231,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '3\na\n', output: '> a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: '> integration left, about\n> again yet while database\n> coffee lagged coffee rolled\n' +
          '> timed off rolled off off yet\n> about yet coffee the timed\n> another 3 lagged left, at\n' +
          '> back yet so integration at a\n> replica at off another\n> nobody timed rolled\n' },
        { tag: 'typical', input: '45\n' + text(120, 2) + '\n', output: '> had flaky timed and again deploy timed\n> because the so the 3 coffee yet coffee\n' +
          '> coffee again timed again so wrote we a\n> rolled database rolled because postmortem\n' +
          '> again test pager because replica while\n> because coffee a nobody 3 the while had\n' +
          '> lagged rolled back the behind, we we yet\n> replica had database retries coffee because\n' +
          '> because behind, retries 3 retries we 3\n> flaky behind, another had about we deploy\n' +
          '> so left, database database back replica and\n> the replica the the lagged a.m. a timed\n' +
          '> coffee while yet the another coffee rolled\n> off about deploy another behind, deploy the\n' +
          '> retries we about deploy the so flaky\n> postmortem a left, about a.m. another at\n' +
          '> pager had lagged we nobody behind, timed\n' },
        { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n', output: '> exactly10c\n> exactly10c\n> 1234567890\n' },
        { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n', output: '> incident\n> postmortem-with-a-very-long-name\n> ok\n' },
        { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n', output: '> several spaces\n> and line\n> breaks here\n' },
        { tag: 'tricky', input: '3\na bb c dd\n', output: '> a\n> bb\n> c\n> dd\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: '> yet another integration database lagged again deploy flaky lagged rolled 3 replica we pager we we\n' +
          '> lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the\n' +
          '> rolled yet the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager\n' +
          '> behind, rolled out about back left, and the back again postmortem a pager postmortem wrote a timed\n' +
          '> out postmortem replica we the while database while coffee because database database rolled left,\n' +
          '> yet replica a had integration left, out had left, wrote 3 timed wrote the we timed back we\n' +
          '> postmortem back pager postmortem again yet flaky another so off while out a timed so test yet\n' +
          '> pager pager nobody deploy deploy because a.m. rolled pager the flaky deploy had left, out out at\n' +
          '> integration deploy coffee replica because test had another replica again timed integration deploy\n' +
          '> behind, while yet coffee integration left, out because timed retries because again another left,\n' +
          '> postmortem yet again a.m. another the while again timed coffee wrote had integration back had\n' +
          '> another test nobody nobody had 3 lagged pager lagged back left, yet lagged test retries database\n' +
          '> test we integration 3 coffee so timed because a.m. the the postmortem nobody a.m. while at about\n' +
          '> while a a.m. replica yet another and a.m. postmortem yet back wrote lagged test the integration\n' +
          '> rolled behind, had integration out because about back yet a.m. integration test because so a about\n' +
          '> another yet nobody pager the out database wrote deploy off timed replica yet test replica so\n' +
          '> deploy out again off off retries timed back database postmortem timed behind, the nobody nobody\n' +
          '> replica because about out flaky left, 3 at deploy left, left, the we database replica rolled test\n' +
          '> lagged wrote deploy while retries and rolled pager flaky went another pager again lagged 3 the at\n' +
          '> because back so postmortem yet pager database a a went while had wrote left, 3 and a because again\n' +
          '> replica lagged test deploy went out about we off another test behind, so the the postmortem again\n' +
          '> went wrote a.m. replica 3 integration while the 3 coffee went flaky postmortem because out out\n' +
          '> a.m. off and the 3 test out left, integration we back wrote flaky another database the test left,\n' +
          '> out the left, again so the out pager replica a.m. retries and 3 a because another had deploy out\n' +
          '> the replica went about and because the wrote the rolled back retries postmortem test a yet coffee\n' +
          '> retries replica had postmortem nobody the about a database the coffee postmortem test went because\n' +
          '> test 3 lagged flaky again replica the behind, lagged yet rolled off the test a the retries had a\n' +
          '> flaky coffee we had yet left, flaky and timed left, out out behind, wrote database off integration\n' +
          '> timed and postmortem flaky so while had back because behind, the the test at behind, integration\n' +
          '> timed replica left, deploy while another had pager had another wrote retries so behind, wrote\n' +
          '> left, behind, rolled integration 3 rolled the pager so flaky wrote coffee deploy database\n' +
          '> postmortem rolled yet back integration back the because we off left, at the rolled wrote yet we\n' +
          '> postmortem replica went 3 the timed had deploy coffee test left, postmortem we pager test while\n' +
          '> because a off a.m. test nobody flaky at pager nobody retries lagged deploy the timed integration\n' +
          '> flaky wrote went the behind, 3 because replica postmortem because deploy had we database nobody\n' +
          '> the deploy out went rolled database coffee postmortem about wrote went the at out and lagged and\n' +
          '> replica the at out postmortem and coffee lagged a.m. flaky because out wrote had the the and so\n' +
          '> a.m. timed while so had coffee we we yet timed had a.m. integration another database replica 3\n' +
          '> replica had the behind, had flaky went deploy and while the back wrote retries timed left, 3\n' +
          '> coffee 3 at coffee the we yet timed about behind, behind, deploy the so flaky timed wrote deploy\n' +
          '> rolled a left, timed database retries replica out coffee off went timed test while integration\n' +
          '> a.m. because because flaky at retries while behind, the a flaky and wrote lagged deploy 3 behind,\n' +
          '> out timed we about pager wrote off database we flaky and off and the at off had a rolled while\n' +
          '> rolled integration flaky pager nobody integration lagged while off the timed integration the\n' +
          '> postmortem the back pager out while a out postmortem nobody another back postmortem the the off\n' +
          '> retries database 3 again the 3 replica test left, the while timed rolled nobody database and\n' +
          '> rolled integration again we the timed again the out the off the rolled timed test back flaky\n' +
          '> lagged coffee had lagged so off so wrote lagged flaky postmortem a.m. coffee went retries behind,\n' +
          '> so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about\n' },
        { tag: 'maximum', input: '17\n' + text(700, 4) + '\n', output: '> a.m. behind, we\n> off and had we\n> yet database\n> test wrote\n> flaky because\n> again because\n' +
          '> because and 3\n> out the 3 and\n> postmortem the\n> timed yet the\n> integration and\n> off lagged yet\n' +
          '> while deploy\n> yet so replica\n> at flaky wrote\n> deploy coffee\n> the yet\n> postmortem\n' +
          '> retries went\n> out out again\n> about a.m.\n> another about\n> because yet yet\n> lagged while\n' +
          '> rolled about\n> out flaky\n> retries lagged\n> deploy a.m.\n> another and had\n> test rolled\n' +
          '> another another\n> replica about\n> off database\n> about wrote\n> retries\n> database test\n' +
          '> postmortem we\n> because deploy\n> back wrote a so\n> the coffee\n> timed had a\n> lagged had\n' +
          '> behind, about\n> out another had\n> retries test\n> behind, wrote\n> replica rolled\n> timed test\n' +
          '> deploy because\n> went a.m. the\n> out at went we\n> about because 3\n> again yet\n> lagged we\n' +
          '> postmortem\n> because coffee\n> retries at yet\n> went at\n> database the a\n> postmortem\n' +
          '> timed flaky had\n> deploy we yet\n> and a.m. deploy\n> integration we\n> so coffee the\n> coffee left,\n' +
          '> the had rolled\n> replica timed\n> retries had\n> because timed\n> again timed\n> because deploy\n' +
          '> integration\n> deploy back\n> went 3 back\n> behind, went\n> nobody again\n> integration\n' +
          '> integration out\n> again the we\n> pager retries\n> the the\n> database\n> another a had\n' +
          '> went so replica\n> pager a about\n> pager off and\n> behind, nobody\n> pager behind,\n> integration\n' +
          '> another behind,\n> about pager the\n> retries another\n> the so behind,\n> a.m. the the\n' +
          '> again yet yet a\n> about the\n> nobody yet\n> deploy the\n> flaky lagged\n> a.m. while the\n' +
          '> a the so test\n> flaky rolled\n> coffee again\n> and and coffee\n> left, coffee\n> yet integration\n' +
          '> deploy left,\n> a.m. deploy\n> left, because a\n> timed the at at\n> off deploy\n> about database\n' +
          '> rolled a.m.\n> again another\n> back back\n> database 3\n> left, a.m.\n> lagged because\n> wrote so yet\n' +
          '> pager replica\n> the while off\n> flaky about\n> coffee left,\n> a.m. yet rolled\n> flaky a the out\n' +
          '> 3 postmortem\n> retries nobody\n> about the pager\n> behind, so 3\n> about because\n> flaky a.m. out\n' +
          '> database we 3\n> back rolled\n> back a so\n> replica coffee\n> about 3 pager\n> the the a we\n' +
          '> nobody retries\n> left, about\n> nobody timed\n> the back\n> because the\n> another flaky\n' +
          '> had out the\n> because\n> database wrote\n> yet rolled\n> another wrote\n> so nobody yet\n' +
          '> behind, while\n> deploy deploy\n> because\n> postmortem\n> coffee rolled\n> so went timed\n' +
          '> wrote a because\n> test the test\n> another left,\n> flaky coffee\n> pager behind,\n> another wrote\n' +
          '> pager because\n> rolled timed\n> the left, wrote\n> and went\n> integration\n> about the timed\n' +
          '> at we a.m.\n> again and out\n> flaky the about\n> we retries\n> lagged the test\n> the off coffee\n' +
          '> the a.m. at\n> flaky left,\n> integration\n> another nobody\n> the another 3\n> off lagged so\n' +
          '> another yet\n> postmortem the\n> coffee pager\n> the we the\n> database flaky\n> and left,\n' +
          '> retries 3 back\n> we the about\n> the database\n> nobody test we\n> replica while\n> back timed\n' +
          '> pager went\n> coffee deploy\n> so coffee a.m.\n> back deploy\n> database back\n> the the a\n' +
          '> rolled 3 so\n> behind, back\n> test about out\n> we the the\n> replica again\n> the coffee\n' +
          '> left, so a\n> behind, timed\n> replica the\n> replica timed\n> retries left,\n> had and a.m.\n' +
          '> integration\n> again the yet\n> wrote the\n> lagged again\n> while yet\n> coffee so yet\n> off rolled\n' +
          '> about retries\n> test lagged 3\n> rolled had\n> because at\n> because replica\n> off while a\n' +
          '> retries about\n> rolled and\n> nobody replica\n> rolled the at\n> the at yet\n> wrote flaky the\n' +
          '> back deploy\n> retries about\n> lagged\n> postmortem\n> while deploy\n> postmortem went\n' +
          '> replica out out\n> left, database\n> we yet coffee\n> went 3 the\n> nobody and out\n> wrote the and\n' +
          '> off had went\n> postmortem had\n> left,\n> postmortem\n> another went\n> timed\n> postmortem\n' +
          '> about off wrote\n> rolled off a\n> back we so\n> timed went and\n> yet and another\n> at timed off\n' +
          '> the so and\n> pager yet the\n> deploy coffee\n> at test went a\n> because because\n> coffee retries\n' +
          '> while back\n> integration\n> while pager\n> a.m. the\n> integration had\n> yet rolled off\n> left,\n' +
          '> integration\n> database\n> postmortem 3\n> out nobody went\n> again yet a\n> behind, another\n' +
          '> test retries\n> left, deploy so\n> wrote at pager\n> integration\n> integration\n> lagged pager\n' +
          '> timed the\n> another nobody\n> out lagged\n> flaky so lagged\n> a retries yet\n> about about\n' +
          '> integration\n> coffee off\n> flaky database\n> retries so\n> integration\n> nobody coffee\n' +
          '> coffee timed\n> yet while had\n> about 3 replica\n> and behind,\n> back out about\n> lagged coffee\n' +
          '> deploy database\n> yet wrote again\n> timed coffee\n> pager off again\n> deploy\n> integration\n' +
          '> another about\n> we a\n' },
      ],
    },
    E: {
      description:
        'The wrapped incident timeline goes on the big screen in the war room, centred. ' +
        'Fill lines greedily: put words on the current line, separated by single spaces, as long as the line stays at most w characters long; otherwise start a new line. ' +
        'A word longer than w goes alone on its own line, unbroken. ' +
        'Print every wrapped line of length L preceded by floor((w - L) / 2) spaces (no spaces if L >= w).',
      human: {
        input_format: 'The first line holds the width w (1 <= w <= 100). The rest of the input (one or more lines, at most 5000 characters in total) is the text; words are maximal runs of non-space characters, separated by any mix of spaces and line breaks. If the text has no words, print nothing.',
        output_format: 'The wrapped lines, in order, each indented to be centred (trailing spaces do not matter).',
        examples: { input: '16\nthe deploy failed at 03:12 and nobody noticed\n', output: '   the deploy\nfailed at 03:12\n   and nobody\n    noticed\n' },
      },
      hints: ['When w - L is odd, the extra space goes on the right, so it is not printed at all.'],
      par: 257,
      cases: [
        { tag: 'empty', input: '20\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\n' + text(40, 1) + '\n', output: 'integration left, about again\n  yet while database coffee\nlagged coffee rolled timed off\n' +
          ' rolled off off yet about yet\n  coffee the timed another 3\n lagged left, at back yet so\n' +
          ' integration at a replica at\n   off another nobody timed\n            rolled\n' },
        { tag: 'typical', input: '45\n' + text(120, 2) + '\n', output: '   had flaky timed and again deploy timed\nbecause the so the 3 coffee yet coffee coffee\n' +
          '   again timed again so wrote we a rolled\ndatabase rolled because postmortem again test\n' +
          'pager because replica while because coffee a\nnobody 3 the while had lagged rolled back the\n' +
          '   behind, we we yet replica had database\n   retries coffee because because behind,\n' +
          'retries 3 retries we 3 flaky behind, another\n    had about we deploy so left, database\n' +
          'database back replica and the replica the the\n  lagged a.m. a timed coffee while yet the\n' +
          '   another coffee rolled off about deploy\n another behind, deploy the retries we about\n' +
          'deploy the so flaky postmortem a left, about\n a.m. another at pager had lagged we nobody\n' +
          '                behind, timed\n' },
        { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n', output: 'exactly10c\nexactly10c\n1234567890\n' },
        { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n', output: 'incident\npostmortem-with-a-very-long-name\n   ok\n' },
        { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n', output: ' several spaces\nand line breaks\n      here\n' },
        { tag: 'tricky', input: '1\na bb c dd\n', output: 'a\nbb\nc\ndd\n' },
        { tag: 'maximum', input: '100\n' + text(800, 3) + '\n', output: ' yet another integration database lagged again deploy flaky lagged rolled 3 replica we pager we we\n' +
          'lagged back lagged rolled flaky replica had wrote while deploy test at lagged retries the the rolled\n' +
          'yet the 3 had at replica 3 yet and behind, integration nobody yet integration behind, pager behind,\n' +
          '   rolled out about back left, and the back again postmortem a pager postmortem wrote a timed out\n' +
          '  postmortem replica we the while database while coffee because database database rolled left, yet\n' +
          ' replica a had integration left, out had left, wrote 3 timed wrote the we timed back we postmortem\n' +
          '   back pager postmortem again yet flaky another so off while out a timed so test yet pager pager\n' +
          '  nobody deploy deploy because a.m. rolled pager the flaky deploy had left, out out at integration\n' +
          'deploy coffee replica because test had another replica again timed integration deploy behind, while\n' +
          ' yet coffee integration left, out because timed retries because again another left, postmortem yet\n' +
          ' again a.m. another the while again timed coffee wrote had integration back had another test nobody\n' +
          ' nobody had 3 lagged pager lagged back left, yet lagged test retries database test we integration 3\n' +
          'coffee so timed because a.m. the the postmortem nobody a.m. while at about while a a.m. replica yet\n' +
          '     another and a.m. postmortem yet back wrote lagged test the integration rolled behind, had\n' +
          ' integration out because about back yet a.m. integration test because so a about another yet nobody\n' +
          ' pager the out database wrote deploy off timed replica yet test replica so deploy out again off off\n' +
          '  retries timed back database postmortem timed behind, the nobody nobody replica because about out\n' +
          ' flaky left, 3 at deploy left, left, the we database replica rolled test lagged wrote deploy while\n' +
          ' retries and rolled pager flaky went another pager again lagged 3 the at because back so postmortem\n' +
          ' yet pager database a a went while had wrote left, 3 and a because again replica lagged test deploy\n' +
          '  went out about we off another test behind, so the the postmortem again went wrote a.m. replica 3\n' +
          '  integration while the 3 coffee went flaky postmortem because out out a.m. off and the 3 test out\n' +
          'left, integration we back wrote flaky another database the test left, out the left, again so the out\n' +
          'pager replica a.m. retries and 3 a because another had deploy out the replica went about and because\n' +
          'the wrote the rolled back retries postmortem test a yet coffee retries replica had postmortem nobody\n' +
          ' the about a database the coffee postmortem test went because test 3 lagged flaky again replica the\n' +
          ' behind, lagged yet rolled off the test a the retries had a flaky coffee we had yet left, flaky and\n' +
          ' timed left, out out behind, wrote database off integration timed and postmortem flaky so while had\n' +
          ' back because behind, the the test at behind, integration timed replica left, deploy while another\n' +
          ' had pager had another wrote retries so behind, wrote left, behind, rolled integration 3 rolled the\n' +
          'pager so flaky wrote coffee deploy database postmortem rolled yet back integration back the because\n' +
          ' we off left, at the rolled wrote yet we postmortem replica went 3 the timed had deploy coffee test\n' +
          ' left, postmortem we pager test while because a off a.m. test nobody flaky at pager nobody retries\n' +
          '   lagged deploy the timed integration flaky wrote went the behind, 3 because replica postmortem\n' +
          ' because deploy had we database nobody the deploy out went rolled database coffee postmortem about\n' +
          '  wrote went the at out and lagged and replica the at out postmortem and coffee lagged a.m. flaky\n' +
          '    because out wrote had the the and so a.m. timed while so had coffee we we yet timed had a.m.\n' +
          ' integration another database replica 3 replica had the behind, had flaky went deploy and while the\n' +
          ' back wrote retries timed left, 3 coffee 3 at coffee the we yet timed about behind, behind, deploy\n' +
          ' the so flaky timed wrote deploy rolled a left, timed database retries replica out coffee off went\n' +
          '  timed test while integration a.m. because because flaky at retries while behind, the a flaky and\n' +
          ' wrote lagged deploy 3 behind, out timed we about pager wrote off database we flaky and off and the\n' +
          '  at off had a rolled while rolled integration flaky pager nobody integration lagged while off the\n' +
          '   timed integration the postmortem the back pager out while a out postmortem nobody another back\n' +
          '  postmortem the the off retries database 3 again the 3 replica test left, the while timed rolled\n' +
          '  nobody database and rolled integration again we the timed again the out the off the rolled timed\n' +
          ' test back flaky lagged coffee had lagged so off so wrote lagged flaky postmortem a.m. coffee went\n' +
          '       retries behind, so timed a.m. a.m. postmortem deploy because so timed a 3 coffee about\n' },
        { tag: 'maximum', input: '17\n' + text(700, 4) + '\n', output: ' a.m. behind, we\n off and had we\nyet database test\n   wrote flaky\n  because again\n because because\n' +
          ' and 3 out the 3\n and postmortem\nthe timed yet the\n integration and\n off lagged yet\n' +
          'while deploy yet\n  so replica at\n   flaky wrote\ndeploy coffee the\n yet postmortem\nretries went out\n' +
          ' out again about\n  a.m. another\nabout because yet\nyet lagged while\nrolled about out\n  flaky retries\n' +
          '  lagged deploy\na.m. another and\n had test rolled\n another another\nreplica about off\n' +
          ' database about\n  wrote retries\n  database test\n  postmortem we\n because deploy\n back wrote a so\n' +
          'the coffee timed\nhad a lagged had\nbehind, about out\n   another had\n  retries test\n  behind, wrote\n' +
          ' replica rolled\ntimed test deploy\nbecause went a.m.\n the out at went\nwe about because\n' +
          '   3 again yet\n    lagged we\n   postmortem\n because coffee\n retries at yet\nwent at database\n' +
          'the a postmortem\n timed flaky had\ndeploy we yet and\n   a.m. deploy\nintegration we so\n' +
          'coffee the coffee\n  left, the had\n rolled replica\ntimed retries had\n  because timed\n   again timed\n' +
          ' because deploy\n   integration\ndeploy back went\n 3 back behind,\nwent nobody again\n   integration\n' +
          ' integration out\n  again the we\npager retries the\n  the database\n  another a had\n went so replica\n' +
          '  pager a about\n  pager off and\n behind, nobody\n  pager behind,\n   integration\n another behind,\n' +
          ' about pager the\n retries another\n the so behind,\n  a.m. the the\n again yet yet a\nabout the nobody\n' +
          ' yet deploy the\nflaky lagged a.m.\n while the a the\n  so test flaky\n  rolled coffee\n  again and and\n' +
          '  coffee left,\n   coffee yet\n   integration\ndeploy left, a.m.\n  deploy left,\n because a timed\n' +
          '  the at at off\n  deploy about\n database rolled\n   a.m. again\nanother back back\ndatabase 3 left,\n' +
          '   a.m. lagged\nbecause wrote so\nyet pager replica\n  the while off\n   flaky about\ncoffee left, a.m.\n' +
          'yet rolled flaky\n   a the out 3\n   postmortem\n retries nobody\n about the pager\n  behind, so 3\n' +
          '  about because\n flaky a.m. out\n  database we 3\nback rolled back\n  a so replica\n coffee about 3\n' +
          ' pager the the a\nwe nobody retries\n   left, about\nnobody timed the\nback because the\n' +
          'another flaky had\n out the because\n database wrote\n   yet rolled\nanother wrote so\n   nobody yet\n' +
          '  behind, while\n  deploy deploy\n     because\npostmortem coffee\n rolled so went\n  timed wrote a\n' +
          'because test the\n  test another\n   left, flaky\n  coffee pager\n behind, another\n   wrote pager\n' +
          ' because rolled\n timed the left,\n wrote and went\nintegration about\n the timed at we\n a.m. again and\n' +
          '  out flaky the\nabout we retries\n lagged the test\n the off coffee\nthe a.m. at flaky\n' +
          'left, integration\n another nobody\nthe another 3 off\nlagged so another\n yet postmortem\n' +
          'the coffee pager\n   the we the\n database flaky\nand left, retries\n  3 back we the\n    about the\n' +
          ' database nobody\n test we replica\nwhile back timed\npager went coffee\ndeploy so coffee\n' +
          'a.m. back deploy\ndatabase back the\nthe a rolled 3 so\nbehind, back test\nabout out we the\n' +
          'the replica again\nthe coffee left,\n  so a behind,\ntimed replica the\n  replica timed\n' +
          'retries left, had\n    and a.m.\nintegration again\nthe yet wrote the\n  lagged again\nwhile yet coffee\n' +
          'so yet off rolled\n  about retries\n  test lagged 3\n   rolled had\n   because at\n because replica\n' +
          '   off while a\n  retries about\nrolled and nobody\n replica rolled\nthe at the at yet\n wrote flaky the\n' +
          '   back deploy\n  retries about\nlagged postmortem\n  while deploy\n postmortem went\n replica out out\n' +
          'left, database we\nyet coffee went 3\n the nobody and\nout wrote the and\n  off had went\n' +
          ' postmortem had\nleft, postmortem\n  another went\ntimed postmortem\n about off wrote\nrolled off a back\n' +
          'we so timed went\n   and yet and\nanother at timed\n off the so and\n  pager yet the\ndeploy coffee at\n' +
          '   test went a\n because because\n coffee retries\n   while back\nintegration while\n pager a.m. the\n' +
          ' integration had\n yet rolled off\nleft, integration\n    database\npostmortem 3 out\nnobody went again\n' +
          '  yet a behind,\n  another test\n  retries left,\n deploy so wrote\n    at pager\n   integration\n' +
          '   integration\n  lagged pager\ntimed the another\nnobody out lagged\nflaky so lagged a\n' +
          'retries yet about\nabout integration\ncoffee off flaky\ndatabase retries\n so integration\n' +
          '  nobody coffee\ncoffee timed yet\nwhile had about 3\n   replica and\nbehind, back out\n  about lagged\n' +
          '  coffee deploy\n  database yet\nwrote again timed\ncoffee pager off\n  again deploy\n   integration\n' +
          'another about we\n        a\n' },
      ],
    },
  },
};
