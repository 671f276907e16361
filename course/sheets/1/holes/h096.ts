import type { HoleSpec } from '../../../schema';

const NAMES = ['ana', 'ben', 'chloe', 'dmitri', 'eve', 'fatima', 'gus', 'hana', 'igor', 'jo', 'kai', 'lena', 'mo', 'nia', 'oscar', 'pia', 'quinn'];
const TEAMS = ['sre', 'payments', 'search', 'platform', 'data'];
const uid = (i: number): number => ((i * 37) % 1000) + 1;
const users = (n: number): string =>
  'id,name,team\n' + Array.from({ length: n }, (_, i) => `${uid(i)},${NAMES[(i * 5) % 17]},${TEAMS[(i * 3 + (i >> 2)) % 5]}\n`).join('');
const incidents = (n: number, nu: number, k: number, multi = false): string =>
  'incident,owner,minutes\n' +
  Array.from({ length: n }, (_, i) => {
    const owner = (j: number): number => (j % 13 === 7 ? 2000 + j : uid((j * k + ((j * j) >> 3)) % nu));
    const owners = multi && i % 3 === 1 ? [owner(i), owner(i + 5), owner(i)].join(';') : String(owner(i));
    return `INC-${1000 + i},${owners},${(i * i * k + 11 * i) % 240}\n`;
  }).join('');
const FORMAT =
  'First the user table: the header id,name,team, then 0 to 200 rows id,name,team (id a positive integer without leading zeros, unique; name and team lowercase words; two users may share a name). Then a line ---. Then the incident table: the header incident,owner,minutes, then 0 to 400 rows incident,owner,minutes (incident an id like INC-1042, owner a user id that may not exist in the user table, minutes an integer from 0 to 1000).';
const EXAMPLE = 'id,name,team\n7,ana,sre\n3,ben,payments\n12,chloe,sre\n---\nincident,owner,minutes\nINC-1,3,30\nINC-2,7,15\nINC-3,3,20\nINC-4,99,45\n';
const EMPTY = 'id,name,team\n---\nincident,owner,minutes\n';

export const hole: HoleSpec = {
  id: 96,
  title: 'Joining the Blame Tables',
  category: 'data_wrangling',
  difficulty: 6,
  variations: {
    A: {
      description:
        'The incident tracker and the HR directory live in different systems, and the quarterly review needs them joined. ' +
        'Join each incident to its owner by user id; incidents whose owner is not in the user table are ignored. ' +
        'For every user who owns at least one incident, in user-table order, print "name count minutes": the number of incidents they own and the sum of their minutes. ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT + ' With both tables empty the output is empty.',
        output_format: 'One line per user with at least one incident, in the order of the user table.',
        examples: { input: EXAMPLE, output: 'ana 1 15\nben 2 50\n' },
      },
      hints: ['Aggregate incidents by owner id first, then walk the user table.', 'Join on the id, not the name: two users may share a name.'],
      par: 402,
      cases: [
        { tag: 'empty', input: EMPTY, output: '\n' },
        { tag: 'minimum', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\nINC-1,1,0\n', output: 'ana 1 0\n' },
        { tag: 'tricky', input: 'id,name,team\n1,ana,sre\n2,ana,data\n10,bo,sre\n---\nincident,owner,minutes\nINC-1,2,5\nINC-2,1,6\nINC-3,01,7\nINC-4,10,8\n', output: 'ana 1 6\nana 1 5\nbo 1 8\n' },
        { tag: 'tricky', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\nINC-9,2,50\n', output: '\n' },
        { tag: 'typical', input: users(6) + '---\n' + incidents(12, 6, 3), output: 'ana 5 338\nfatima 1 102\nkai 2 132\npia 1 14\ndmitri 2 234\n' },
        { tag: 'typical', input: users(30) + '---\n' + incidents(80, 30, 7), output: 'ana 6 768\nkai 5 256\ndmitri 5 420\nigor 2 190\nben 4 468\ngus 3 516\nquinn 4 386\njo 2 240\noscar 7 774\n' +
          'chloe 2 280\nmo 5 354\nana 3 402\npia 1 110\nigor 12 1304\nnia 1 50\nben 5 516\ngus 1 90\nlena 2 424\n' +
          'eve 4 252\n' },
        { tag: 'typical', input: users(15) + '---\n' + incidents(9, 15, 2), output: 'ana 1 0\nfatima 1 138\nkai 1 13\ndmitri 1 30\nben 1 51\nlena 1 216\nquinn 1 76\noscar 1 105\n' },
        { tag: 'maximum', input: users(200) + '---\n' + incidents(400, 200, 3), output: 'ana 3 144\nkai 5 590\npia 2 44\nnia 4 352\nben 2 158\ngus 2 110\nquinn 3 330\njo 1 122\noscar 2 144\n' +
          'chloe 4 592\nana 2 336\nfatima 2 270\nigor 5 610\nnia 1 64\nben 4 592\nlena 3 330\nquinn 1 94\neve 2 78\n' +
          'oscar 4 688\nhana 11 1212\nmo 2 110\nfatima 4 540\npia 2 174\ndmitri 2 324\nnia 3 488\ngus 6 484\n' +
          'lena 2 238\njo 4 352\noscar 2 236\nchloe 2 78\nfatima 2 334\nkai 2 78\npia 4 592\nnia 2 254\nben 2 424\n' +
          'lena 5 470\neve 5 694\njo 2 284\noscar 3 328\nhana 4 592\nmo 2 236\nana 2 270\nkai 4 448\ndmitri 2 174\n' +
          'igor 1 120\nlena 1 182\nquinn 2 424\njo 4 448\nchloe 7 1168\nhana 3 334\nana 6 810\nfatima 4 592\nkai 2 236\n' +
          'pia 3 498\nben 2 216\ngus 2 270\nlena 11 1260\njo 3 388\noscar 2 324\nana 6 584\nfatima 2 224\nkai 4 352\n' +
          'dmitri 3 518\nigor 2 254\nnia 2 398\ngus 8 898\nquinn 1 154\neve 1 214\nhana 2 76\nmo 1 114\nfatima 4 448\n' +
          'pia 6 584\ndmitri 2 284\nben 4 592\ngus 2 334\nlena 2 190\noscar 2 398\nchloe 2 398\nhana 4 112\nmo 5 460\n' +
          'fatima 2 238\nkai 2 184\nnia 6 824\nben 2 270\ngus 4 592\nquinn 4 592\neve 2 176\njo 2 190\nchloe 4 688\n' +
          'mo 2 78\nana 2 430\ndmitri 1 184\nigor 1 34\nben 9 1248\nlena 6 584\nquinn 2 224\noscar 4 352\nchloe 2 416\n' +
          'hana 2 238\nkai 2 238\npia 2 364\ndmitri 3 348\nben 2 78\ngus 2 84\njo 14 1520\nchloe 3 480\nhana 4 540\n' +
          'mo 4 672\nana 2 176\nfatima 1 90\npia 4 288\nigor 1 202\nnia 2 238\nben 10 1200\nquinn 1 104\neve 2 184\n' },
      ],
    },
    B: {
      description:
        'The incident tracker and the HR directory live in different systems; management wants every engineer listed, including the lucky ones with no incidents. ' +
        'Join each incident to its owner by user id; incidents whose owner is not in the user table are ignored. ' +
        'For every user, in user-table order, print "name minutes" with the total minutes of the incidents they own (0 if none). ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT + ' With an empty user table the output is empty.',
        output_format: 'One line per user, in the order of the user table.',
        examples: { input: EXAMPLE, output: 'ana 15\nben 50\nchloe 0\n' },
      },
      hints: ['A left join: start from the user table and look incidents up by id.'],
      par: 301,
      cases: [
        { tag: 'empty', input: EMPTY, output: '\n' },
        { tag: 'minimum', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\n', output: 'ana 0\n' },
        { tag: 'tricky', input: 'id,name,team\n1,ana,sre\n2,ana,data\n10,bo,sre\n---\nincident,owner,minutes\nINC-1,2,5\nINC-2,1,6\nINC-3,100,7\nINC-4,10,8\n', output: 'ana 6\nana 5\nbo 8\n' },
        { tag: 'tricky', input: EMPTY + 'INC-1,1,10\n', output: '\n' },
        { tag: 'typical', input: users(6) + '---\n' + incidents(12, 6, 3), output: 'ana 338\nfatima 102\nkai 132\npia 14\ndmitri 234\nigor 0\n' },
        { tag: 'typical', input: users(30) + '---\n' + incidents(80, 30, 7), output: 'ana 768\nfatima 0\nkai 256\npia 0\ndmitri 420\nigor 190\nnia 0\nben 468\ngus 516\nlena 0\nquinn 386\neve 0\n' +
          'jo 240\noscar 774\nchloe 280\nhana 0\nmo 354\nana 402\nfatima 0\nkai 0\npia 110\ndmitri 0\nigor 1304\nnia 50\n' +
          'ben 516\ngus 90\nlena 424\nquinn 0\neve 252\njo 0\n' },
        { tag: 'typical', input: users(15) + '---\n' + incidents(9, 15, 2), output: 'ana 0\nfatima 138\nkai 13\npia 0\ndmitri 30\nigor 0\nnia 0\nben 51\ngus 0\nlena 216\nquinn 76\neve 0\njo 0\n' +
          'oscar 105\nchloe 0\n' },
        { tag: 'maximum', input: users(200) + '---\n' + incidents(400, 200, 3), output: 'ana 144\nfatima 0\nkai 590\npia 44\ndmitri 0\nigor 0\nnia 352\nben 158\ngus 110\nlena 0\nquinn 330\neve 0\n' +
          'jo 122\noscar 144\nchloe 592\nhana 0\nmo 0\nana 336\nfatima 270\nkai 0\npia 0\ndmitri 0\nigor 610\nnia 64\n' +
          'ben 592\ngus 0\nlena 330\nquinn 94\neve 78\njo 0\noscar 688\nchloe 0\nhana 1212\nmo 110\nana 0\nfatima 540\n' +
          'kai 0\npia 174\ndmitri 324\nigor 0\nnia 488\nben 0\ngus 484\nlena 238\nquinn 0\neve 0\njo 352\noscar 236\n' +
          'chloe 78\nhana 0\nmo 0\nana 0\nfatima 334\nkai 78\npia 592\ndmitri 0\nigor 0\nnia 254\nben 424\ngus 0\nlena 470\n' +
          'quinn 0\neve 694\njo 284\noscar 328\nchloe 0\nhana 592\nmo 236\nana 270\nfatima 0\nkai 448\npia 0\ndmitri 174\n' +
          'igor 120\nnia 0\nben 0\ngus 0\nlena 182\nquinn 424\neve 0\njo 448\noscar 0\nchloe 1168\nhana 334\nmo 0\nana 810\n' +
          'fatima 592\nkai 236\npia 498\ndmitri 0\nigor 0\nnia 0\nben 216\ngus 270\nlena 1260\nquinn 0\neve 0\njo 388\n' +
          'oscar 324\nchloe 0\nhana 0\nmo 0\nana 584\nfatima 224\nkai 352\npia 0\ndmitri 518\nigor 254\nnia 398\nben 0\n' +
          'gus 898\nlena 0\nquinn 154\neve 214\njo 0\noscar 0\nchloe 0\nhana 76\nmo 114\nana 0\nfatima 448\nkai 0\npia 584\n' +
          'dmitri 284\nigor 0\nnia 0\nben 592\ngus 334\nlena 190\nquinn 0\neve 0\njo 0\noscar 398\nchloe 398\nhana 112\n' +
          'mo 460\nana 0\nfatima 238\nkai 184\npia 0\ndmitri 0\nigor 0\nnia 824\nben 270\ngus 592\nlena 0\nquinn 592\n' +
          'eve 176\njo 190\noscar 0\nchloe 688\nhana 0\nmo 78\nana 430\nfatima 0\nkai 0\npia 0\ndmitri 184\nigor 34\nnia 0\n' +
          'ben 1248\ngus 0\nlena 584\nquinn 224\neve 0\njo 0\noscar 352\nchloe 416\nhana 238\nmo 0\nana 0\nfatima 0\n' +
          'kai 238\npia 364\ndmitri 348\nigor 0\nnia 0\nben 78\ngus 84\nlena 0\nquinn 0\neve 0\njo 1520\noscar 0\n' +
          'chloe 480\nhana 540\nmo 672\nana 176\nfatima 90\nkai 0\npia 288\ndmitri 0\nigor 202\nnia 238\nben 1200\ngus 0\n' +
          'lena 0\nquinn 104\neve 184\njo 0\n' },
      ],
    },
    C: {
      description:
        'Some incidents are owned by people who have left the company (or never existed: the tracker accepts any id). ' +
        'Given the user table and the incident table, find the incidents whose owner id does not appear in the user table. ' +
        'Print their incident ids in incident-table order, one per line, or none if every incident has a known owner. ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT + ' With both tables empty, print none.',
        output_format: 'The orphaned incident ids, one per line, or the word none.',
        examples: { input: EXAMPLE, output: 'INC-4\n' },
      },
      hints: ['Put the user ids in a set; compare ids as strings exactly (01 is not 1).'],
      par: 273,
      cases: [
        { tag: 'empty', input: EMPTY, output: 'none\n' },
        { tag: 'minimum', input: 'id,name,team\n---\nincident,owner,minutes\nINC-1,1,0\n', output: 'INC-1\n' },
        { tag: 'tricky', input: 'id,name,team\n1,ana,sre\n10,bo,sre\n---\nincident,owner,minutes\nINC-1,01,5\nINC-2,1,6\nINC-3,100,7\nINC-4,10,8\n', output: 'INC-1\nINC-3\n' },
        { tag: 'tricky', input: 'id,name,team\n5,ana,sre\n---\nincident,owner,minutes\nINC-1,5,5\n', output: 'none\n' },
        { tag: 'typical', input: users(6) + '---\n' + incidents(12, 6, 3), output: 'INC-1007\n' },
        { tag: 'typical', input: users(30) + '---\n' + incidents(80, 30, 7), output: 'INC-1007\nINC-1020\nINC-1033\nINC-1046\nINC-1059\nINC-1072\n' },
        { tag: 'typical', input: users(15) + '---\n' + incidents(9, 15, 2), output: 'INC-1007\n' },
        { tag: 'maximum', input: users(200) + '---\n' + incidents(400, 200, 3), output: 'INC-1007\nINC-1020\nINC-1033\nINC-1046\nINC-1059\nINC-1072\nINC-1085\nINC-1098\nINC-1111\nINC-1124\nINC-1137\n' +
          'INC-1150\nINC-1163\nINC-1176\nINC-1189\nINC-1202\nINC-1215\nINC-1228\nINC-1241\nINC-1254\nINC-1267\nINC-1280\n' +
          'INC-1293\nINC-1306\nINC-1319\nINC-1332\nINC-1345\nINC-1358\nINC-1371\nINC-1384\nINC-1397\n' },
      ],
    },
    D: {
      description:
        'The budget review wants incident minutes per team, but teams only exist in the HR directory. ' +
        'Join each incident to its owner by user id and credit its minutes to the owner\'s team; incidents with an unknown owner are credited to the pseudo-team (unowned). ' +
        'Print "team minutes" for every team that appears in the user table (even with 0 minutes) and for (unowned) if it received any incident, sorted by team name in character-code order. ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT + ' With both tables empty the output is empty.',
        output_format: 'One line per team: the team name, a space and its total minutes; ( sorts before letters.',
        examples: { input: EXAMPLE, output: '(unowned) 45\npayments 50\nsre 15\n' },
      },
      hints: ['Start every team from the user table at 0.', '(unowned) appears only when some incident has no known owner.'],
      par: 384,
      cases: [
        { tag: 'empty', input: EMPTY, output: '\n' },
        { tag: 'minimum', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\n', output: 'sre 0\n' },
        { tag: 'tricky', input: EMPTY + 'INC-1,1,10\nINC-2,2,0\n', output: '(unowned) 10\n' },
        { tag: 'tricky', input: 'id,name,team\n1,ana,sre\n2,ben,data\n---\nincident,owner,minutes\nINC-1,2,0\nINC-2,3,0\n', output: '(unowned) 0\ndata 0\nsre 0\n' },
        { tag: 'typical', input: users(6) + '---\n' + incidents(12, 6, 3), output: '(unowned) 224\ndata 14\npayments 132\nplatform 336\nsre 338\n' },
        { tag: 'typical', input: users(30) + '---\n' + incidents(80, 30, 7), output: '(unowned) 760\ndata 714\npayments 2608\nplatform 936\nsearch 1982\nsre 1560\n' },
        { tag: 'typical', input: users(15) + '---\n' + incidents(9, 15, 2), output: '(unowned) 175\ndata 216\npayments 13\nplatform 168\nsearch 232\nsre 0\n' },
        { tag: 'maximum', input: users(200) + '---\n' + incidents(400, 200, 3), output: '(unowned) 3254\ndata 10038\npayments 11132\nplatform 5710\nsearch 8022\nsre 9364\n' },
      ],
    },
    E: {
      description:
        'The new tracker allows shared ownership: the owner field holds one or more user ids separated by semicolons, and every listed owner is credited with the full minutes of the incident (an id listed twice in the same incident still counts once). ' +
        'Unknown ids are ignored. ' +
        'For every user, in user-table order, print "name minutes" with the total minutes credited to them (0 if none). ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT.replace('owner a user id that may not exist in the user table', 'owner one or more user ids joined by ; (possibly repeated, possibly unknown)') + ' With an empty user table the output is empty.',
        output_format: 'One line per user, in the order of the user table.',
        examples: { input: 'id,name,team\n7,ana,sre\n3,ben,payments\n---\nincident,owner,minutes\nINC-1,3;7,30\nINC-2,7,15\nINC-3,3;3;99,20\n', output: 'ana 45\nben 50\n' },
      },
      hints: ['Split the owner field on ; and deduplicate it before crediting.'],
      par: 335,
      cases: [
        { tag: 'empty', input: EMPTY, output: '\n' },
        { tag: 'minimum', input: 'id,name,team\n1,ana,sre\n---\nincident,owner,minutes\n', output: 'ana 0\n' },
        { tag: 'tricky', input: 'id,name,team\n1,ana,sre\n11,bo,sre\n---\nincident,owner,minutes\nINC-1,1;11;1,5\nINC-2,11;111,6\nINC-3,111,7\n', output: 'ana 5\nbo 11\n' },
        { tag: 'tricky', input: 'id,name,team\n1,ana,sre\n2,ana,data\n---\nincident,owner,minutes\nINC-1,2;1,10\n', output: 'ana 10\nana 10\n' },
        { tag: 'typical', input: users(6) + '---\n' + incidents(12, 6, 3, true), output: 'ana 562\nfatima 364\nkai 132\npia 14\ndmitri 248\nigor 0\n' },
        { tag: 'typical', input: users(30) + '---\n' + incidents(80, 30, 7, true), output: 'ana 1200\nfatima 0\nkai 256\npia 0\ndmitri 570\nigor 190\nnia 0\nben 882\ngus 516\nlena 0\nquinn 416\neve 0\n' +
          'jo 420\noscar 1086\nchloe 280\nhana 0\nmo 762\nana 402\nfatima 0\nkai 0\npia 110\ndmitri 0\nigor 1706\nnia 50\n' +
          'ben 840\ngus 150\nlena 424\nquinn 0\neve 498\njo 0\n' },
        { tag: 'typical', input: users(15) + '---\n' + incidents(9, 15, 2, true), output: 'ana 0\nfatima 151\nkai 13\npia 0\ndmitri 30\nigor 0\nnia 0\nben 51\ngus 0\nlena 216\nquinn 76\neve 0\njo 175\n' +
          'oscar 181\nchloe 0\n' },
        { tag: 'maximum', input: users(200) + '---\n' + incidents(400, 200, 3, true), output: 'ana 144\nfatima 0\nkai 1126\npia 64\ndmitri 0\nigor 0\nnia 440\nben 352\ngus 310\nlena 0\nquinn 330\neve 0\n' +
          'jo 122\noscar 144\nchloe 728\nhana 0\nmo 0\nana 336\nfatima 270\nkai 0\npia 0\ndmitri 0\nigor 624\nnia 64\n' +
          'ben 804\ngus 0\nlena 464\nquinn 94\neve 78\njo 0\noscar 768\nchloe 0\nhana 1392\nmo 110\nana 0\nfatima 540\n' +
          'kai 0\npia 388\ndmitri 324\nigor 0\nnia 652\nben 0\ngus 618\nlena 402\nquinn 0\neve 0\njo 366\noscar 400\n' +
          'chloe 78\nhana 0\nmo 0\nana 0\nfatima 396\nkai 196\npia 816\ndmitri 0\nigor 0\nnia 254\nben 558\ngus 0\n' +
          'lena 780\nquinn 0\neve 950\njo 448\noscar 328\nchloe 0\nhana 592\nmo 448\nana 270\nfatima 0\nkai 552\npia 0\n' +
          'dmitri 174\nigor 290\nnia 0\nben 0\ngus 0\nlena 182\nquinn 558\neve 0\njo 632\noscar 0\nchloe 1546\nhana 384\n' +
          'mo 0\nana 1120\nfatima 654\nkai 236\npia 602\ndmitri 0\nigor 0\nnia 0\nben 216\ngus 580\nlena 2086\nquinn 0\n' +
          'eve 0\njo 602\noscar 628\nchloe 0\nhana 0\nmo 0\nana 598\nfatima 274\nkai 488\npia 0\ndmitri 700\nigor 256\n' +
          'nia 502\nben 0\ngus 1432\nlena 0\nquinn 154\neve 214\njo 0\noscar 0\nchloe 0\nhana 120\nmo 338\nana 0\n' +
          'fatima 632\nkai 0\npia 996\ndmitri 284\nigor 0\nnia 0\nben 776\ngus 546\nlena 300\nquinn 0\neve 0\njo 0\n' +
          'oscar 502\nchloe 398\nhana 264\nmo 530\nana 0\nfatima 238\nkai 414\npia 0\ndmitri 0\nigor 0\nnia 1202\nben 270\n' +
          'gus 684\nlena 0\nquinn 788\neve 370\njo 300\noscar 0\nchloe 872\nhana 0\nmo 78\nana 430\nfatima 0\nkai 0\npia 0\n' +
          'dmitri 184\nigor 34\nnia 0\nben 1698\ngus 0\nlena 718\nquinn 418\neve 0\njo 0\noscar 548\nchloe 418\nhana 252\n' +
          'mo 0\nana 0\nfatima 0\nkai 252\npia 364\ndmitri 452\nigor 0\nnia 0\nben 196\ngus 84\nlena 0\nquinn 0\neve 0\n' +
          'jo 1972\noscar 0\nchloe 644\nhana 850\nmo 866\nana 176\nfatima 290\nkai 0\npia 712\ndmitri 0\nigor 202\n' +
          'nia 238\nben 1760\ngus 0\nlena 0\nquinn 104\neve 184\njo 0\n' },
      ],
    },
  },
};
