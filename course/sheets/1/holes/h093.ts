import type { HoleSpec } from '../../../schema';

const USERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'Heidi', 'ivan', 'judy', 'mallory'];
const SERVICES = ['api', 'auth', 'billing', 'search'];
const STATUSES = [200, 200, 201, 204, 301, 404, 429, 499, 500, 502, 503, 599, 600];
const record = (i: number): string => {
  const fields = [
    `ts=${1709261564 + i * 37}`,
    `service=${SERVICES[(i * 3) % 4]}`,
    i % 7 === 3 ? '' : `status=${STATUSES[(i * i + i * 5) % 13]}`,
    i % 5 === 2 ? '' : `user=${USERS[(i * 7 + (i >> 2)) % 11]}`,
    i % 11 === 6 ? '' : `req=r${(i * 7919) % 100000}`,
    i % 9 === 4 ? '' : `latency_ms=${(i * i * 31 + i * 17) % 4999}`,
    i % 4 === 1 ? `path=/search?q=a=${i}` : '',
  ].filter((f) => f);
  const k = i % fields.length;
  return [...fields.slice(k), ...fields.slice(0, k)].join(' ');
};
const records = (n: number, from = 0): string => Array.from({ length: n }, (_, i) => record(from + i) + '\n').join('');
const RECORD_FORMAT =
  'Each record line holds one or more tokens key=value separated by single spaces, in any order; keys are lowercase letters and underscores, the key is everything before the first = and the value is everything after it (values contain no spaces but may contain =). Not every record has every key; if a record repeats a key, the last occurrence wins. Blank lines are ignored. At most 250 records.';

export const hole: HoleSpec = {
  id: 93,
  title: 'Key=Value Soup at 3 A.M.',
  category: 'data_wrangling',
  difficulty: 3,
  variations: {
    A: {
      description:
        'The load balancer logs one record per request as key=value tokens, in no particular order. ' +
        'The incident channel wants the number of server errors right now. ' +
        'Print how many records have a status key whose integer value is between 500 and 599 inclusive; records without status do not count. ' +
        'At most 250 records.',
      human: {
        input_format: RECORD_FORMAT + ' When present, status is an integer. An input with no records is a single empty line (answer 0).',
        output_format: 'One integer: the number of records with 500 <= status <= 599.',
        examples: { input: 'ts=1 status=503 user=alice\nuser=bob status=200 ts=2\nts=3 user=carol\n', output: '1\n' },
      },
      hints: ['Turn each line into a dictionary first; split every token at its first = only.'],
      par: 152,
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'status=500\n', output: '1\n' },
        { tag: 'minimum', input: 'user=alice\n', output: '0\n' },
        { tag: 'tricky', input: 'status=499 code=500\nstatus=600 note=status=500\nstatus=599\n\nstatus=5000\n', output: '1\n' },
        { tag: 'tricky', input: 'path=/x?status=503 status=200\nuser=status=503\n', output: '0\n' },
        { tag: 'typical', input: records(12), output: '3\n' },
        { tag: 'typical', input: records(90, 12), output: '30\n' },
        { tag: 'maximum', input: records(250), output: '81\n' },
      ],
    },
    B: {
      description:
        'The load balancer logs one record per request as key=value tokens, in no particular order, and customer support wants to know whom to apologise to. ' +
        'Collect the values of the user key over all records. ' +
        'Print each distinct user once, sorted in plain character-code order (so uppercase letters sort before lowercase ones), one per line. ' +
        'At most 250 records.',
      human: {
        input_format: RECORD_FORMAT + ' An input with no records is a single empty line.',
        output_format: 'The distinct user values in ascending character-code order, one per line; or none if no record has a user key.',
        examples: { input: 'ts=1 status=503 user=bob\nuser=alice status=200 ts=2\nts=3 user=bob\n', output: 'alice\nbob\n' },
      },
      hints: ['A set, then a plain sort: Heidi comes before alice.'],
      par: 197,
      cases: [
        { tag: 'empty', input: '\n', output: 'none\n' },
        { tag: 'minimum', input: 'user=x\n', output: 'x\n' },
        { tag: 'minimum', input: 'status=200\n', output: 'none\n' },
        { tag: 'tricky', input: 'user=bob\nuser=Bob\nuser=bob2\nusers=zed\nuser=b=ob\n', output: 'Bob\nb=ob\nbob\nbob2\n' },
        { tag: 'tricky', input: 'status=500 username=alice\n\nuser=carol user=dave\n', output: 'dave\n' },
        { tag: 'typical', input: records(12), output: 'Heidi\nalice\ncarol\ndave\ngrace\nmallory\n' },
        { tag: 'typical', input: records(90, 12), output: 'Heidi\nalice\nbob\ncarol\ndave\nerin\nfrank\ngrace\nivan\njudy\nmallory\n' },
        { tag: 'maximum', input: records(250), output: 'Heidi\nalice\nbob\ncarol\ndave\nerin\nfrank\ngrace\nivan\njudy\nmallory\n' },
      ],
    },
    C: {
      description:
        'The load balancer logs one record per request as key=value tokens, in no particular order, and you need one column out of it for a quick graph. ' +
        'The first input line names a key K; the following lines are the records. ' +
        'Print the value of K for every record that has it, in input order, one per line (if a record repeats a key, the last occurrence wins). ' +
        'At most 250 records.',
      human: {
        input_format: 'The first line holds the key name K. The remaining lines are records: ' + RECORD_FORMAT + ' With no records at all, the input is just the key line.',
        output_format: 'The values of K, one per line, in record order; or none if no record has K.',
        examples: { input: 'latency_ms\nts=1 latency_ms=120 user=bob\nuser=alice ts=2\nlatency_ms=7 ts=3\n', output: '120\n7\n' },
      },
      hints: ['Only exact key matches count: latency is not latency_ms.', 'Split each token at the first = only.'],
      par: 241,
      cases: [
        { tag: 'empty', input: 'status\n', output: 'none\n' },
        { tag: 'minimum', input: 'a\na=1\n', output: '1\n' },
        { tag: 'minimum', input: 'a\nb=1\n', output: 'none\n' },
        { tag: 'tricky', input: 'q\nquery=1 q=a=b\nq=x q=y\nqq=z\n\nq==\n', output: 'a=b\ny\n=\n' },
        { tag: 'typical', input: 'user\n' + records(12), output: 'alice\nHeidi\nmallory\nHeidi\ndave\nmallory\ndave\nmallory\ngrace\ncarol\n' },
        { tag: 'typical', input: 'path\n' + records(40, 5), output: '/search?q=a=5\n/search?q=a=9\n/search?q=a=13\n/search?q=a=17\n/search?q=a=21\n/search?q=a=25\n' +
          '/search?q=a=29\n/search?q=a=33\n/search?q=a=37\n/search?q=a=41\n' },
        { tag: 'typical', input: 'status\n' + records(25, 100), output: '502\n499\n502\n200\n429\n200\n599\n599\n200\n429\n200\n502\n499\n502\n200\n429\n200\n599\n503\n200\n429\n' },
        { tag: 'maximum', input: 'req\n' + records(250), output: 'r0\nr7919\nr15838\nr23757\nr31676\nr39595\nr55433\nr63352\nr71271\nr79190\nr87109\nr95028\nr2947\nr10866\nr18785\n' +
          'r26704\nr42542\nr50461\nr58380\nr66299\nr74218\nr82137\nr90056\nr97975\nr5894\nr13813\nr29651\nr37570\nr45489\n' +
          'r53408\nr61327\nr69246\nr77165\nr85084\nr93003\nr922\nr16760\nr24679\nr32598\nr40517\nr48436\nr56355\nr64274\n' +
          'r72193\nr80112\nr88031\nr3869\nr11788\nr19707\nr27626\nr35545\nr43464\nr51383\nr59302\nr67221\nr75140\nr90978\n' +
          'r98897\nr6816\nr14735\nr22654\nr30573\nr38492\nr46411\nr54330\nr62249\nr78087\nr86006\nr93925\nr1844\nr9763\n' +
          'r17682\nr25601\nr33520\nr41439\nr49358\nr65196\nr73115\nr81034\nr88953\nr96872\nr4791\nr12710\nr20629\nr28548\n' +
          'r36467\nr52305\nr60224\nr68143\nr76062\nr83981\nr91900\nr99819\nr7738\nr15657\nr23576\nr39414\nr47333\nr55252\n' +
          'r63171\nr71090\nr79009\nr86928\nr94847\nr2766\nr10685\nr26523\nr34442\nr42361\nr50280\nr58199\nr66118\nr74037\n' +
          'r81956\nr89875\nr97794\nr13632\nr21551\nr29470\nr37389\nr45308\nr53227\nr61146\nr69065\nr76984\nr84903\nr741\n' +
          'r8660\nr16579\nr24498\nr32417\nr40336\nr48255\nr56174\nr64093\nr72012\nr87850\nr95769\nr3688\nr11607\nr19526\n' +
          'r27445\nr35364\nr43283\nr51202\nr59121\nr74959\nr82878\nr90797\nr98716\nr6635\nr14554\nr22473\nr30392\nr38311\n' +
          'r46230\nr62068\nr69987\nr77906\nr85825\nr93744\nr1663\nr9582\nr17501\nr25420\nr33339\nr49177\nr57096\nr65015\n' +
          'r72934\nr80853\nr88772\nr96691\nr4610\nr12529\nr20448\nr36286\nr44205\nr52124\nr60043\nr67962\nr75881\nr83800\n' +
          'r91719\nr99638\nr7557\nr23395\nr31314\nr39233\nr47152\nr55071\nr62990\nr70909\nr78828\nr86747\nr94666\nr10504\n' +
          'r18423\nr26342\nr34261\nr42180\nr50099\nr58018\nr65937\nr73856\nr81775\nr97613\nr5532\nr13451\nr21370\nr29289\n' +
          'r37208\nr45127\nr53046\nr60965\nr68884\nr84722\nr92641\nr560\nr8479\nr16398\nr24317\nr32236\nr40155\nr48074\n' +
          'r55993\nr71831\n' },
      ],
    },
    D: {
      description:
        'The load balancer logs one record per request as key=value tokens, in no particular order, and the performance team wants the slowest request to start their investigation. ' +
        'Only records that have both a req key and an integer latency_ms key are considered. ' +
        'Print the req value of the record with the largest latency_ms; if several share it, the first one in input order. ' +
        'At most 250 records.',
      human: {
        input_format: RECORD_FORMAT + ' latency_ms, when present, is an integer from 0 to 100000. An input with no records is a single empty line.',
        output_format: 'One line: the req value, or none if no record has both keys.',
        examples: { input: 'req=a1 latency_ms=120\nlatency_ms=900 user=bob\nreq=b7 latency_ms=450\n', output: 'b7\n' },
      },
      hints: ['Compare latencies as numbers.', 'Only a strictly larger latency replaces the current winner.'],
      par: 297,
      cases: [
        { tag: 'empty', input: '\n', output: 'none\n' },
        { tag: 'minimum', input: 'req=x latency_ms=0\n', output: 'x\n' },
        { tag: 'minimum', input: 'req=x\n', output: 'none\n' },
        { tag: 'tricky', input: 'req=a latency_ms=99\nreq=b latency_ms=100\nreq=c latency_ms=100\nlatency_ms=5000\nreq=d latency_ms=9\n', output: 'b\n' },
        { tag: 'tricky', input: 'req=a=1 latency_ms=20\nreq=b latency_ms=3\n', output: 'a=1\n' },
        { tag: 'typical', input: records(12), output: 'r87109\n' },
        { tag: 'typical', input: records(90, 12), output: 'r17682\n' },
        { tag: 'maximum', input: records(250), output: 'r47152\n' },
      ],
    },
    E: {
      description:
        'The load balancer logs one record per request as key=value tokens, and the data team wants a CSV they can open in a spreadsheet. ' +
        'The first input line lists the wanted column keys, separated by commas; every following line is a record. ' +
        'Print the header line unchanged, then one CSV line per record with the values of those keys in header order, leaving a field empty when the record lacks the key (if a record repeats a key, the last occurrence wins). ' +
        'At most 250 records.',
      human: {
        input_format: 'The first line lists 1 to 10 distinct keys separated by commas. The remaining lines are records: ' + RECORD_FORMAT + ' Values never contain commas. With no records the input is just the header line.',
        output_format: 'The header line, then one line per record (blank lines skipped), fields joined by commas; missing values are empty strings.',
        examples: { input: 'user,status\nts=1 status=503 user=bob\nstatus=200 ts=2\n', output: 'user,status\nbob,503\n,200\n' },
      },
      hints: ['A record missing every wanted key still produces a line (of commas).'],
      par: 260,
      cases: [
        { tag: 'empty', input: 'user,status\n', output: 'user,status\n' },
        { tag: 'minimum', input: 'a\na=1\n', output: 'a\n1\n' },
        { tag: 'tricky', input: 'a,b,c\nz=1\n\nc=3 a=1\nb=x b=y a=q=r\n', output: 'a,b,c\n,,\n1,,3\nq=r,y,\n' },
        { tag: 'tricky', input: 'constructor,status\nstatus=1\n', output: 'constructor,status\n,1\n' },
        { tag: 'typical', input: 'ts,user,status\n' + records(12), output: 'ts,user,status\n1709261564,alice,200\n1709261601,Heidi,429\n1709261638,,200\n1709261675,mallory,\n' +
          '1709261712,Heidi,503\n1709261749,dave,599\n1709261786,mallory,200\n1709261823,,429\n1709261860,dave,200\n' +
          '1709261897,mallory,502\n1709261934,grace,\n1709261971,carol,499\n' },
        { tag: 'typical', input: 'req,latency_ms,path\n' + records(40, 5), output: 'req,latency_ms,path\nr39595,860,/search?q=a=5\n,1218,\nr55433,1638,\nr63352,2120,\n' +
          'r71271,2664,/search?q=a=9\nr79190,3270,\nr87109,3938,\nr95028,4668,\nr2947,,/search?q=a=13\nr10866,1315,\n' +
          'r18785,2231,\nr26704,3209,\n,4249,/search?q=a=17\nr42542,352,\nr50461,1516,\nr58380,2742,\n' +
          'r66299,4030,/search?q=a=21\nr74218,,\nr82137,1793,\nr90056,3267,\nr97975,4803,/search?q=a=25\n' +
          'r5894,1402,\nr13813,3062,\n,4784,\nr29651,1569,/search?q=a=29\nr37570,3415,\nr45489,,\nr53408,2294,\n' +
          'r61327,4326,/search?q=a=33\nr69246,1421,\nr77165,3577,\nr85084,796,\nr93003,3076,/search?q=a=37\n' +
          'r922,419,\n,2823,\nr16760,,\nr24679,2818,/search?q=a=41\nr32598,409,\nr40517,3061,\nr48436,776,\n' },
        { tag: 'typical', input: 'service\n' + records(20, 50), output: 'service\nbilling\nauth\napi\nsearch\nbilling\nauth\napi\nsearch\nbilling\nauth\napi\nsearch\nbilling\nauth\napi\n' +
          'search\nbilling\nauth\napi\nsearch\n' },
        { tag: 'maximum', input: 'user,service,status,req\n' + records(250), output: 'user,service,status,req\nalice,api,200,r0\nHeidi,search,429,r7919\n,billing,200,r15838\n' +
          'mallory,auth,,r23757\nHeidi,api,503,r31676\ndave,search,599,r39595\nmallory,billing,200,\n' +
          ',auth,429,r55433\ndave,api,200,r63352\nmallory,search,502,r71271\ngrace,billing,,r79190\n' +
          'carol,auth,499,r87109\n,api,502,r95028\ngrace,search,200,r2947\ncarol,billing,429,r10866\n' +
          'judy,auth,200,r18785\ngrace,api,599,r26704\n,search,,\njudy,billing,599,r42542\nfrank,auth,200,r50461\n' +
          'carol,api,429,r58380\njudy,search,200,r66299\n,billing,502,r74218\nbob,auth,499,r82137\n' +
          'judy,api,,r90056\nfrank,search,502,r97975\nbob,billing,200,r5894\n,auth,429,r13813\nfrank,api,200,\n' +
          'bob,search,599,r29651\nivan,billing,503,r37570\nerin,auth,,r45489\n,api,200,r53408\n' +
          'ivan,search,429,r61327\nerin,billing,200,r69246\nalice,auth,502,r77165\nivan,api,499,r85084\n' +
          ',search,499,r93003\nalice,billing,,r922\nHeidi,auth,200,\nerin,api,429,r16760\nalice,search,200,r24679\n' +
          ',billing,599,r32598\ndave,auth,503,r40517\nalice,api,599,r48436\nHeidi,search,,r56355\n' +
          'dave,billing,429,r64274\n,auth,200,r72193\nHeidi,api,502,r80112\ndave,search,499,r88031\n' +
          'mallory,billing,499,\ngrace,auth,502,r3869\n,api,,r11788\nmallory,search,429,r19707\n' +
          'grace,billing,200,r27626\ncarol,auth,599,r35545\nmallory,api,503,r43464\n,search,599,r51383\n' +
          'carol,billing,200,r59302\njudy,auth,,r67221\ngrace,api,200,r75140\ncarol,search,502,\n' +
          ',billing,499,r90978\nfrank,auth,499,r98897\ncarol,api,502,r6816\njudy,search,200,r14735\n' +
          'frank,billing,,r22654\n,auth,200,r30573\njudy,api,599,r38492\nfrank,search,503,r46411\n' +
          'bob,billing,599,r54330\nivan,auth,200,r62249\n,api,429,\nbob,search,,r78087\nivan,billing,502,r86006\n' +
          'erin,auth,499,r93925\nbob,api,499,r1844\n,search,502,r9763\nerin,billing,200,r17682\n' +
          'alice,auth,429,r25601\nivan,api,,r33520\nerin,search,599,r41439\n,billing,503,r49358\nHeidi,auth,599,\n' +
          'erin,api,200,r65196\nalice,search,429,r73115\nHeidi,billing,200,r81034\n,auth,,r88953\n' +
          'alice,api,499,r96872\nHeidi,search,499,r4791\ndave,billing,502,r12710\nmallory,auth,200,r20629\n' +
          ',api,429,r28548\ndave,search,200,r36467\nmallory,billing,,\ngrace,auth,503,r52305\ndave,api,599,r60224\n' +
          ',search,200,r68143\ngrace,billing,429,r76062\ncarol,auth,200,r83981\nmallory,api,502,r91900\n' +
          'grace,search,,r99819\n,billing,499,r7738\njudy,auth,502,r15657\ngrace,api,200,r23576\ncarol,search,429,\n' +
          'judy,billing,200,r39414\n,auth,599,r47333\ncarol,api,,r55252\njudy,search,599,r63171\n' +
          'frank,billing,200,r71090\nbob,auth,429,r79009\n,api,200,r86928\nfrank,search,502,r94847\n' +
          'bob,billing,499,r2766\nivan,auth,,r10685\nfrank,api,502,\n,search,200,r26523\nivan,billing,429,r34442\n' +
          'erin,auth,200,r42361\nbob,api,599,r50280\nivan,search,503,r58199\n,billing,,r66118\n' +
          'alice,auth,200,r74037\nivan,api,429,r81956\nerin,search,200,r89875\nalice,billing,502,r97794\n' +
          ',auth,499,\nerin,api,499,r13632\nalice,search,,r21551\nHeidi,billing,200,r29470\ndave,auth,429,r37389\n' +
          ',api,200,r45308\nHeidi,search,599,r53227\ndave,billing,503,r61146\nmallory,auth,599,r69065\n' +
          'Heidi,api,,r76984\n,search,429,r84903\nmallory,billing,200,\ngrace,auth,502,r741\ndave,api,499,r8660\n' +
          'mallory,search,499,r16579\n,billing,502,r24498\ncarol,auth,,r32417\nmallory,api,429,r40336\n' +
          'grace,search,200,r48255\ncarol,billing,599,r56174\n,auth,503,r64093\ngrace,api,599,r72012\n' +
          'carol,search,200,\njudy,billing,,r87850\nfrank,auth,200,r95769\n,api,502,r3688\njudy,search,499,r11607\n' +
          'frank,billing,499,r19526\nbob,auth,502,r27445\njudy,api,200,r35364\n,search,,r43283\n' +
          'bob,billing,200,r51202\nivan,auth,599,r59121\nfrank,api,503,\nbob,search,599,r74959\n' +
          ',billing,200,r82878\nerin,auth,429,r90797\nbob,api,,r98716\nivan,search,502,r6635\n' +
          'erin,billing,499,r14554\n,auth,499,r22473\nivan,api,502,r30392\nerin,search,200,r38311\n' +
          'alice,billing,429,r46230\nHeidi,auth,,\n,api,599,r62068\nalice,search,503,r69987\n' +
          'Heidi,billing,599,r77906\ndave,auth,200,r85825\nalice,api,429,r93744\n,search,200,r1663\n' +
          'dave,billing,,r9582\nmallory,auth,499,r17501\nHeidi,api,499,r25420\ndave,search,502,r33339\n' +
          ',billing,200,\ngrace,auth,429,r49177\ndave,api,200,r57096\nmallory,search,,r65015\n' +
          'grace,billing,503,r72934\n,auth,599,r80853\nmallory,api,200,r88772\ngrace,search,429,r96691\n' +
          'carol,billing,200,r4610\njudy,auth,502,r12529\n,api,,r20448\ncarol,search,499,\njudy,billing,502,r36286\n' +
          'frank,auth,200,r44205\ncarol,api,429,r52124\n,search,200,r60043\nfrank,billing,599,r67962\n' +
          'bob,auth,,r75881\njudy,api,599,r83800\nfrank,search,200,r91719\n,billing,429,r99638\n' +
          'ivan,auth,200,r7557\nfrank,api,502,\nbob,search,499,r23395\nivan,billing,,r31314\n,auth,502,r39233\n' +
          'bob,api,200,r47152\nivan,search,429,r55071\nerin,billing,200,r62990\nalice,auth,599,r70909\n' +
          ',api,503,r78828\nerin,search,,r86747\nalice,billing,200,r94666\nHeidi,auth,429,\nerin,api,200,r10504\n' +
          ',search,502,r18423\nHeidi,billing,499,r26342\ndave,auth,499,r34261\nalice,api,,r42180\n' +
          'Heidi,search,200,r50099\n,billing,429,r58018\nmallory,auth,200,r65937\nHeidi,api,599,r73856\n' +
          'dave,search,503,r81775\nmallory,billing,599,\n,auth,,r97613\ndave,api,429,r5532\n' +
          'mallory,search,200,r13451\ngrace,billing,502,r21370\ncarol,auth,499,r29289\n,api,499,r37208\n' +
          'grace,search,502,r45127\ncarol,billing,,r53046\njudy,auth,429,r60965\ngrace,api,200,r68884\n' +
          ',search,599,\njudy,billing,503,r84722\nfrank,auth,599,r92641\ncarol,api,200,r560\njudy,search,,r8479\n' +
          ',billing,200,r16398\nbob,auth,502,r24317\njudy,api,499,r32236\nfrank,search,499,r40155\n' +
          'bob,billing,502,r48074\n,auth,200,r55993\nfrank,api,,\nbob,search,200,r71831\n' },
      ],
    },
  },
};
