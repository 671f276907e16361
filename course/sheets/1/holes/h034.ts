import type { HoleSpec } from '../../../schema';

const FORMAT =
  'Each log line is a sequence of key=value pairs separated by one or more spaces. A key is 1 to 20 characters among a-z and _. ' +
  'A value is either bare (zero or more characters, none of them a space or a double quote) or quoted: a double quote, then characters in which \\" stands for a double quote and \\\\ for a backslash, then a closing double quote. ' +
  'If a key appears several times on a line, its last value counts.';
const LINES = 'Each of the next n lines is a log line (possibly with no pairs at all) of at most 200 characters; n is at most 300 and the whole input has at most 20000 characters.';
const SVC = ['auth', 'billing', 'search', 'api_gw'];
const LV = ['info', 'error', 'warn', 'info', 'debug', 'error', 'info'];
const MSG = ['ok', '"connection reset by peer"', '"cache miss for key=\\"user:42\\""', 'retrying', '""', '"disk at 97%"', '"path C:\\\\tmp"'];
const LOG = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const parts = [`ts=2024-03-01T03:${String(i % 60).padStart(2, '0')}:00Z`];
    if (i % 11 !== 5) parts.push(`level=${LV[(i * 3) % 7]}`);
    if (i % 13 !== 7) parts.push(`svc=${SVC[(i * 7 + (i >> 2)) % 4]}`);
    parts.push(`msg=${MSG[(i * 5) % 7]}`);
    if (i % 4 !== 3) parts.push(`latency_ms=${(i * 7919) % 1000}`);
    if (i % 9 === 0) parts.push('level=error');
    return parts.join(i % 5 === 0 ? '  ' : ' ');
  }).join('\n') + '\n';

export const hole: HoleSpec = {
  id: 34,
  title: 'Logfmt at Four in the Morning',
  category: 'parsing',
  difficulty: 4,
  variations: {
    A: {
      description:
        'The service logs in logfmt and you need one field from every line, right now. ' +
        FORMAT +
        ' Given a key and the log lines, print for every line the value of that key (with quotes removed and escapes resolved), or - if the key does not occur on the line.',
      human: {
        input_format: 'The first line holds the key. The second line holds n (0 <= n <= 300). ' + LINES,
        output_format: 'n lines: the decoded value of the key on each log line (an empty value gives an empty line), or - when it is absent. Nothing at all when n = 0.',
        examples: { input: 'msg\n2\nlevel=info msg="cache warmed" took=3ms\nlevel=warn took=9ms\n', output: 'cache warmed\n-\n' },
      },
      hints: ['Inside quotes, spaces and = signs are part of the value.', 'A backslash in a quoted value always escapes the next character.'],
      par: 337,
      cases: [
        { tag: 'empty', input: 'msg\n0\n', output: '\n' },
        { tag: 'minimum', input: 'a\n1\na=b\n', output: 'b\n' },
        { tag: 'tricky', input: 'msg\n2\nmsg="a=b c" x=1\nmsg=\n', output: 'a=b c\n' },
        { tag: 'tricky', input: 'msg\n1\nmsg=last msg="say \\"hi\\" \\\\o/"\n', output: 'say "hi" \\o/\n' },
        { tag: 'tricky', input: 'x\n3\nx="" y=1\n\nxx=1 y="x=2"\n', output: '\n-\n-\n' },
        { tag: 'typical', input: 'svc\n' + '12\n' + LOG(12), output: 'auth\napi_gw\nsearch\nbilling\nbilling\nauth\napi_gw\n-\nsearch\nbilling\nauth\napi_gw\n' },
        { tag: 'typical', input: 'msg\n' + '12\n' + LOG(12), output: 'ok\ndisk at 97%\nretrying\nconnection reset by peer\npath C:\\tmp\n\ncache miss for key="user:42"\nok\ndisk at 97%\nretrying\nconnection reset by peer\npath C:\\tmp\n' },
        { tag: 'typical', input: 'q\n2\nq=a=b  r="="\nr=1   q="with  two  spaces"\n', output: 'a=b\nwith  two  spaces\n' },
        { tag: 'maximum', input: 'latency_ms\n250\n' + LOG(250), output: '0\n919\n838\n-\n676\n595\n514\n-\n352\n271\n190\n-\n28\n947\n866\n-\n704\n623\n542\n-\n380\n299\n218\n-\n56\n975\n894\n-\n732\n651\n570\n-\n408\n327\n246\n-\n84\n3\n922\n-\n760\n679\n598\n-\n436\n355\n274\n-\n112\n31\n950\n-\n788\n707\n626\n-\n464\n383\n302\n-\n140\n59\n978\n-\n816\n735\n654\n-\n492\n411\n330\n-\n168\n87\n6\n-\n844\n763\n682\n-\n520\n439\n358\n-\n196\n115\n34\n-\n872\n791\n710\n-\n548\n467\n386\n-\n224\n143\n62\n-\n900\n819\n738\n-\n576\n495\n414\n-\n252\n171\n90\n-\n928\n847\n766\n-\n604\n523\n442\n-\n280\n199\n118\n-\n956\n875\n794\n-\n632\n551\n470\n-\n308\n227\n146\n-\n984\n903\n822\n-\n660\n579\n498\n-\n336\n255\n174\n-\n12\n931\n850\n-\n688\n607\n526\n-\n364\n283\n202\n-\n40\n959\n878\n-\n716\n635\n554\n-\n392\n311\n230\n-\n68\n987\n906\n-\n744\n663\n582\n-\n420\n339\n258\n-\n96\n15\n934\n-\n772\n691\n610\n-\n448\n367\n286\n-\n124\n43\n962\n-\n800\n719\n638\n-\n476\n395\n314\n-\n152\n71\n990\n-\n828\n747\n666\n-\n504\n423\n342\n-\n180\n99\n18\n-\n856\n775\n694\n-\n532\n451\n370\n-\n208\n127\n46\n-\n884\n803\n722\n-\n560\n479\n398\n-\n236\n155\n74\n-\n912\n831\n' },
      ],
    },
    B: {
      description:
        'During the incident review everyone asks how noisy each log level was. ' +
        FORMAT +
        ' Given the log lines, count the lines by the decoded value of their level key (lines without a level key are ignored) and print the counts, largest first, ties by level name in character-code order.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 300). ' + LINES,
        output_format: 'One line per distinct level value: the value, a space and the count, sorted by decreasing count and then by value. Print (none) if no line has a level key.',
        examples: { input: '3\nlevel=info msg=a\nlevel=error msg="b c"\nlevel=info\n', output: 'info 2\nerror 1\n' },
      },
      hints: ['Parse each line fully: a level= inside a quoted message is not a key.'],
      par: 536,
      cases: [
        { tag: 'empty', input: '0\n', output: '(none)\n' },
        { tag: 'minimum', input: '1\nlevel=x\n', output: 'x 1\n' },
        { tag: 'tricky', input: '2\nmsg="level=error oops"\nmsg=hi level=warn level=error\n', output: 'error 1\n' },
        { tag: 'tricky', input: '3\nlevel=info\nlevel="info"\nlevel="in fo"\n', output: 'info 2\nin fo 1\n' },
        { tag: 'tricky', input: '2\nmsg=quiet\n\n', output: '(none)\n' },
        { tag: 'typical', input: '12\n' + LOG(12), output: 'error 4\ninfo 4\nwarn 2\ndebug 1\n' },
        { tag: 'typical', input: '4\nlevel=b\nlevel=a\nlevel=B\nlevel=a\n', output: 'a 2\nB 1\nb 1\n' },
        { tag: 'maximum', input: '250\n' + LOG(250), output: 'info 88\nerror 84\ndebug 29\nwarn 29\n' },
      ],
    },
    C: {
      description:
        'Capacity planning wants the total latency per service. ' +
        FORMAT +
        ' Given the log lines, add up the latency_ms values (decoded, always an integer between 0 and 1000000 when present) per decoded svc value, over the lines that have both keys.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 300). ' + LINES + ' Service names consist of a-z and _.',
        output_format: 'One line per service: the name, a space and the total, sorted by name in character-code order. Print (none) if no line has both keys.',
        examples: { input: '3\nsvc=auth latency_ms=12\nsvc=search latency_ms="30"\nsvc=auth latency_ms=8 msg="svc=search latency_ms=99"\n', output: 'auth 20\nsearch 30\n' },
      },
      hints: ['Values can be quoted even when they are numbers.', 'Text inside a quoted value never creates keys.'],
      par: 522,
      cases: [
        { tag: 'empty', input: '0\n', output: '(none)\n' },
        { tag: 'minimum', input: '1\nsvc=a latency_ms=0\n', output: 'a 0\n' },
        { tag: 'tricky', input: '2\nsvc=a\nlatency_ms=5\n', output: '(none)\n' },
        { tag: 'tricky', input: '2\nsvc=a latency_ms=5 latency_ms=7\nmsg="svc=a latency_ms=100" svc=b latency_ms=1\n', output: 'a 7\nb 1\n' },
        { tag: 'typical', input: '12\n' + LOG(12), output: 'api_gw 1433\nauth 785\nbilling 947\nsearch 1190\n' },
        { tag: 'typical', input: '3\nsvc=zeta latency_ms=1000000\nsvc=alpha latency_ms=1\nsvc=zeta latency_ms=1000000\n', output: 'alpha 1\nzeta 2000000\n' },
        { tag: 'typical', input: '60\n' + LOG(60), output: 'api_gw 5049\nauth 4812\nbilling 5292\nsearch 6161\n' },
        { tag: 'maximum', input: '250\n' + LOG(250), output: 'api_gw 20616\nauth 19753\nbilling 20933\nsearch 24204\n' },
      ],
    },
    D: {
      description:
        'You only want to read the errors. ' +
        FORMAT +
        ' Given the log lines, print the decoded msg value of every line whose decoded level value is exactly error, in order; print - for such a line without a msg key.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 300). ' + LINES,
        output_format: 'One line per error line: its decoded message (possibly empty) or -. Print (none) if there is no error line.',
        examples: { input: '3\nlevel=error msg="db timeout"\nlevel=info msg=ok\nlevel=error\n', output: 'db timeout\n-\n' },
      },
      hints: ['ERROR and "error " are not error.', 'A later level= on the same line overrides an earlier one.'],
      par: 409,
      cases: [
        { tag: 'empty', input: '0\n', output: '(none)\n' },
        { tag: 'minimum', input: '1\nlevel=error msg=x\n', output: 'x\n' },
        { tag: 'tricky', input: '3\nlevel=ERROR msg=a\nlevel="error " msg=b\nlevel="error" msg=c\n', output: 'c\n' },
        { tag: 'tricky', input: '2\nlevel=error level=info msg=no\nlevel=info level=error msg=""\n', output: '\n' },
        { tag: 'tricky', input: '1\nmsg="level=error"\n', output: '(none)\n' },
        { tag: 'typical', input: '12\n' + LOG(12), output: 'ok\npath C:\\tmp\nretrying\npath C:\\tmp\n' },
        { tag: 'typical', input: '60\n' + LOG(60), output: 'ok\npath C:\\tmp\nretrying\npath C:\\tmp\n\npath C:\\tmp\n\npath C:\\tmp\n\ncache miss for key="user:42"\npath C:\\tmp\n\ndisk at 97%\npath C:\\tmp\n\nconnection reset by peer\npath C:\\tmp\n\npath C:\\tmp\n' },
        { tag: 'maximum', input: '250\n' + LOG(250), output: 'ok\npath C:\\tmp\nretrying\npath C:\\tmp\n\npath C:\\tmp\n\npath C:\\tmp\n\ncache miss for key="user:42"\npath C:\\tmp\n\ndisk at 97%\npath C:\\tmp\n\nconnection reset by peer\npath C:\\tmp\n\npath C:\\tmp\n\n\nok\npath C:\\tmp\n\nretrying\npath C:\\tmp\n\npath C:\\tmp\npath C:\\tmp\n\ncache miss for key="user:42"\npath C:\\tmp\n\ndisk at 97%\npath C:\\tmp\n\nconnection reset by peer\npath C:\\tmp\n\npath C:\\tmp\n\npath C:\\tmp\n\nok\npath C:\\tmp\n\nretrying\n\npath C:\\tmp\n\npath C:\\tmp\n\ncache miss for key="user:42"\npath C:\\tmp\ndisk at 97%\npath C:\\tmp\n\nconnection reset by peer\npath C:\\tmp\n\npath C:\\tmp\n\npath C:\\tmp\n\nok\npath C:\\tmp\n\nretrying\npath C:\\tmp\n\npath C:\\tmp\n\n\ncache miss for key="user:42"\npath C:\\tmp\n\ndisk at 97%\npath C:\\tmp\n\nconnection reset by peer\npath C:\\tmp\npath C:\\tmp\n\npath C:\\tmp\n' },
      ],
    },
    E: {
      description:
        'To compare logs across services you rewrite every line in canonical form. ' +
        FORMAT +
        ' For each line, keep the last value of every key, sort the keys in character-code order and write key=value pairs separated by single spaces; ' +
        'a value is written bare if it is non-empty and contains no space, double quote, = or backslash, and otherwise quoted, with every backslash and double quote preceded by a backslash.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 300). ' + LINES,
        output_format: 'n lines: the canonical form of each log line (an empty line for a line without pairs). Nothing at all when n = 0.',
        examples: { input: '2\nmsg="ok" level=info  took="3 ms"\nb=1 a="x=y" b=""\n', output: 'level=info msg=ok took="3 ms"\na="x=y" b=""\n' },
      },
      hints: ['Decode every value first, then decide how to re-encode it.'],
      par: 497,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\na=b\n', output: 'a=b\n' },
        { tag: 'tricky', input: '1\nz="" y="plain" x=\n', output: 'x="" y=plain z=""\n' },
        { tag: 'tricky', input: '1\np="C:\\\\tmp" q="say \\"hi\\""\n', output: 'p="C:\\\\tmp" q="say \\"hi\\""\n' },
        { tag: 'tricky', input: '2\n\nb_=1 b=2 a_b=3 ab=4\n', output: '\na_b=3 ab=4 b=2 b_=1\n' },
        { tag: 'typical', input: '12\n' + LOG(12), output: 'latency_ms=0 level=error msg=ok svc=auth ts=2024-03-01T03:00:00Z\nlatency_ms=919 level=info msg="disk at 97%" svc=api_gw ts=2024-03-01T03:01:00Z\nlatency_ms=838 level=info msg=retrying svc=search ts=2024-03-01T03:02:00Z\nlevel=warn msg="connection reset by peer" svc=billing ts=2024-03-01T03:03:00Z\nlatency_ms=676 level=error msg="path C:\\\\tmp" svc=billing ts=2024-03-01T03:04:00Z\nlatency_ms=595 msg="" svc=auth ts=2024-03-01T03:05:00Z\nlatency_ms=514 level=debug msg="cache miss for key=\\"user:42\\"" svc=api_gw ts=2024-03-01T03:06:00Z\nlevel=info msg=ok ts=2024-03-01T03:07:00Z\nlatency_ms=352 level=info msg="disk at 97%" svc=search ts=2024-03-01T03:08:00Z\nlatency_ms=271 level=error msg=retrying svc=billing ts=2024-03-01T03:09:00Z\nlatency_ms=190 level=warn msg="connection reset by peer" svc=auth ts=2024-03-01T03:10:00Z\nlevel=error msg="path C:\\\\tmp" svc=api_gw ts=2024-03-01T03:11:00Z\n' },
        { tag: 'typical', input: '2\nk=a=b\nk="a b"  k=c\n', output: 'k="a=b"\nk=c\n' },
        { tag: 'maximum', input: '200\n' + LOG(200), output: 'latency_ms=0 level=error msg=ok svc=auth ts=2024-03-01T03:00:00Z\nlatency_ms=919 level=info msg="disk at 97%" svc=api_gw ts=2024-03-01T03:01:00Z\nlatency_ms=838 level=info msg=retrying svc=search ts=2024-03-01T03:02:00Z\nlevel=warn msg="connection reset by peer" svc=billing ts=2024-03-01T03:03:00Z\nlatency_ms=676 level=error msg="path C:\\\\tmp" svc=billing ts=2024-03-01T03:04:00Z\nlatency_ms=595 msg="" svc=auth ts=2024-03-01T03:05:00Z\nlatency_ms=514 level=debug msg="cache miss for key=\\"user:42\\"" svc=api_gw ts=2024-03-01T03:06:00Z\nlevel=info msg=ok ts=2024-03-01T03:07:00Z\nlatency_ms=352 level=info msg="disk at 97%" svc=search ts=2024-03-01T03:08:00Z\nlatency_ms=271 level=error msg=retrying svc=billing ts=2024-03-01T03:09:00Z\nlatency_ms=190 level=warn msg="connection reset by peer" svc=auth ts=2024-03-01T03:10:00Z\nlevel=error msg="path C:\\\\tmp" svc=api_gw ts=2024-03-01T03:11:00Z\nlatency_ms=28 level=error msg="" svc=api_gw ts=2024-03-01T03:12:00Z\nlatency_ms=947 level=debug msg="cache miss for key=\\"user:42\\"" svc=search ts=2024-03-01T03:13:00Z\nlatency_ms=866 level=info msg=ok svc=billing ts=2024-03-01T03:14:00Z\nlevel=info msg="disk at 97%" svc=auth ts=2024-03-01T03:15:00Z\nlatency_ms=704 msg=retrying svc=auth ts=2024-03-01T03:16:00Z\nlatency_ms=623 level=warn msg="connection reset by peer" svc=api_gw ts=2024-03-01T03:17:00Z\nlatency_ms=542 level=error msg="path C:\\\\tmp" svc=search ts=2024-03-01T03:18:00Z\nlevel=error msg="" svc=billing ts=2024-03-01T03:19:00Z\nlatency_ms=380 level=debug msg="cache miss for key=\\"user:42\\"" ts=2024-03-01T03:20:00Z\nlatency_ms=299 level=info msg=ok svc=auth ts=2024-03-01T03:21:00Z\nlatency_ms=218 level=info msg="disk at 97%" svc=api_gw ts=2024-03-01T03:22:00Z\nlevel=info msg=retrying svc=search ts=2024-03-01T03:23:00Z\nlatency_ms=56 level=warn msg="connection reset by peer" svc=search ts=2024-03-01T03:24:00Z\nlatency_ms=975 level=error msg="path C:\\\\tmp" svc=billing ts=2024-03-01T03:25:00Z\nlatency_ms=894 level=error msg="" svc=auth ts=2024-03-01T03:26:00Z\nlevel=error msg="cache miss for key=\\"user:42\\"" svc=api_gw ts=2024-03-01T03:27:00Z\nlatency_ms=732 level=info msg=ok svc=api_gw ts=2024-03-01T03:28:00Z\nlatency_ms=651 level=info msg="disk at 97%" svc=search ts=2024-03-01T03:29:00Z\nlatency_ms=570 level=info msg=retrying svc=billing ts=2024-03-01T03:30:00Z\nlevel=warn msg="connection reset by peer" svc=auth ts=2024-03-01T03:31:00Z\nlatency_ms=408 level=error msg="path C:\\\\tmp" svc=auth ts=2024-03-01T03:32:00Z\nlatency_ms=327 level=error msg="" ts=2024-03-01T03:33:00Z\nlatency_ms=246 level=debug msg="cache miss for key=\\"user:42\\"" svc=search ts=2024-03-01T03:34:00Z\nlevel=info msg=ok svc=billing ts=2024-03-01T03:35:00Z\nlatency_ms=84 level=error msg="disk at 97%" svc=billing ts=2024-03-01T03:36:00Z\nlatency_ms=3 level=info msg=retrying svc=auth ts=2024-03-01T03:37:00Z\nlatency_ms=922 msg="connection reset by peer" svc=api_gw ts=2024-03-01T03:38:00Z\nlevel=error msg="path C:\\\\tmp" svc=search ts=2024-03-01T03:39:00Z\nlatency_ms=760 level=error msg="" svc=search ts=2024-03-01T03:40:00Z\nlatency_ms=679 level=debug msg="cache miss for key=\\"user:42\\"" svc=billing ts=2024-03-01T03:41:00Z\nlatency_ms=598 level=info msg=ok svc=auth ts=2024-03-01T03:42:00Z\nlevel=info msg="disk at 97%" svc=api_gw ts=2024-03-01T03:43:00Z\nlatency_ms=436 level=info msg=retrying svc=api_gw ts=2024-03-01T03:44:00Z\nlatency_ms=355 level=error msg="connection reset by peer" svc=search ts=2024-03-01T03:45:00Z\nlatency_ms=274 level=error msg="path C:\\\\tmp" ts=2024-03-01T03:46:00Z\nlevel=error msg="" svc=auth ts=2024-03-01T03:47:00Z\nlatency_ms=112 level=debug msg="cache miss for key=\\"user:42\\"" svc=auth ts=2024-03-01T03:48:00Z\nlatency_ms=31 msg=ok svc=api_gw ts=2024-03-01T03:49:00Z\nlatency_ms=950 level=info msg="disk at 97%" svc=search ts=2024-03-01T03:50:00Z\nlevel=info msg=retrying svc=billing ts=2024-03-01T03:51:00Z\nlatency_ms=788 level=warn msg="connection reset by peer" svc=billing ts=2024-03-01T03:52:00Z\nlatency_ms=707 level=error msg="path C:\\\\tmp" svc=auth ts=2024-03-01T03:53:00Z\nlatency_ms=626 level=error msg="" svc=api_gw ts=2024-03-01T03:54:00Z\nlevel=debug msg="cache miss for key=\\"user:42\\"" svc=search ts=2024-03-01T03:55:00Z\nlatency_ms=464 level=info msg=ok svc=search ts=2024-03-01T03:56:00Z\nlatency_ms=383 level=info msg="disk at 97%" svc=billing ts=2024-03-01T03:57:00Z\nlatency_ms=302 level=info msg=retrying svc=auth ts=2024-03-01T03:58:00Z\nlevel=warn msg="connection reset by peer" ts=2024-03-01T03:59:00Z\nlatency_ms=140 msg="path C:\\\\tmp" svc=api_gw ts=2024-03-01T03:00:00Z\nlatency_ms=59 level=error msg="" svc=search ts=2024-03-01T03:01:00Z\nlatency_ms=978 level=debug msg="cache miss for key=\\"user:42\\"" svc=billing ts=2024-03-01T03:02:00Z\nlevel=error msg=ok svc=auth ts=2024-03-01T03:03:00Z\nlatency_ms=816 level=info msg="disk at 97%" svc=auth ts=2024-03-01T03:04:00Z\nlatency_ms=735 level=info msg=retrying svc=api_gw ts=2024-03-01T03:05:00Z\nlatency_ms=654 level=warn msg="connection reset by peer" svc=search ts=2024-03-01T03:06:00Z\nlevel=error msg="path C:\\\\tmp" svc=billing ts=2024-03-01T03:07:00Z\nlatency_ms=492 level=error msg="" svc=billing ts=2024-03-01T03:08:00Z\nlatency_ms=411 level=debug msg="cache miss for key=\\"user:42\\"" svc=auth ts=2024-03-01T03:09:00Z\nlatency_ms=330 level=info msg=ok svc=api_gw ts=2024-03-01T03:10:00Z\nmsg="disk at 97%" svc=search ts=2024-03-01T03:11:00Z\nlatency_ms=168 level=error msg=retrying ts=2024-03-01T03:12:00Z\nlatency_ms=87 level=warn msg="connection reset by peer" svc=billing ts=2024-03-01T03:13:00Z\nlatency_ms=6 level=error msg="path C:\\\\tmp" svc=auth ts=2024-03-01T03:14:00Z\nlevel=error msg="" svc=api_gw ts=2024-03-01T03:15:00Z\nlatency_ms=844 level=debug msg="cache miss for key=\\"user:42\\"" svc=api_gw ts=2024-03-01T03:16:00Z\nlatency_ms=763 level=info msg=ok svc=search ts=2024-03-01T03:17:00Z\nlatency_ms=682 level=info msg="disk at 97%" svc=billing ts=2024-03-01T03:18:00Z\nlevel=info msg=retrying svc=auth ts=2024-03-01T03:19:00Z\nlatency_ms=520 level=warn msg="connection reset by peer" svc=auth ts=2024-03-01T03:20:00Z\nlatency_ms=439 level=error msg="path C:\\\\tmp" svc=api_gw ts=2024-03-01T03:21:00Z\nlatency_ms=358 msg="" svc=search ts=2024-03-01T03:22:00Z\nlevel=debug msg="cache miss for key=\\"user:42\\"" svc=billing ts=2024-03-01T03:23:00Z\nlatency_ms=196 level=info msg=ok svc=billing ts=2024-03-01T03:24:00Z\nlatency_ms=115 level=info msg="disk at 97%" ts=2024-03-01T03:25:00Z\nlatency_ms=34 level=info msg=retrying svc=api_gw ts=2024-03-01T03:26:00Z\nlevel=warn msg="connection reset by peer" svc=search ts=2024-03-01T03:27:00Z\nlatency_ms=872 level=error msg="path C:\\\\tmp" svc=search ts=2024-03-01T03:28:00Z\nlatency_ms=791 level=error msg="" svc=billing ts=2024-03-01T03:29:00Z\nlatency_ms=710 level=error msg="cache miss for key=\\"user:42\\"" svc=auth ts=2024-03-01T03:30:00Z\nlevel=info msg=ok svc=api_gw ts=2024-03-01T03:31:00Z\nlatency_ms=548 level=info msg="disk at 97%" svc=api_gw ts=2024-03-01T03:32:00Z\nlatency_ms=467 msg=retrying svc=search ts=2024-03-01T03:33:00Z\nlatency_ms=386 level=warn msg="connection reset by peer" svc=billing ts=2024-03-01T03:34:00Z\nlevel=error msg="path C:\\\\tmp" svc=auth ts=2024-03-01T03:35:00Z\nlatency_ms=224 level=error msg="" svc=auth ts=2024-03-01T03:36:00Z\nlatency_ms=143 level=debug msg="cache miss for key=\\"user:42\\"" svc=api_gw ts=2024-03-01T03:37:00Z\nlatency_ms=62 level=info msg=ok ts=2024-03-01T03:38:00Z\nlevel=error msg="disk at 97%" svc=billing ts=2024-03-01T03:39:00Z\nlatency_ms=900 level=info msg=retrying svc=billing ts=2024-03-01T03:40:00Z\nlatency_ms=819 level=warn msg="connection reset by peer" svc=auth ts=2024-03-01T03:41:00Z\nlatency_ms=738 level=error msg="path C:\\\\tmp" svc=api_gw ts=2024-03-01T03:42:00Z\nlevel=error msg="" svc=search ts=2024-03-01T03:43:00Z\nlatency_ms=576 msg="cache miss for key=\\"user:42\\"" svc=search ts=2024-03-01T03:44:00Z\nlatency_ms=495 level=info msg=ok svc=billing ts=2024-03-01T03:45:00Z\nlatency_ms=414 level=info msg="disk at 97%" svc=auth ts=2024-03-01T03:46:00Z\nlevel=info msg=retrying svc=api_gw ts=2024-03-01T03:47:00Z\nlatency_ms=252 level=error msg="connection reset by peer" svc=api_gw ts=2024-03-01T03:48:00Z\nlatency_ms=171 level=error msg="path C:\\\\tmp" svc=search ts=2024-03-01T03:49:00Z\nlatency_ms=90 level=error msg="" svc=billing ts=2024-03-01T03:50:00Z\nlevel=debug msg="cache miss for key=\\"user:42\\"" ts=2024-03-01T03:51:00Z\nlatency_ms=928 level=info msg=ok svc=auth ts=2024-03-01T03:52:00Z\nlatency_ms=847 level=info msg="disk at 97%" svc=api_gw ts=2024-03-01T03:53:00Z\nlatency_ms=766 level=info msg=retrying svc=search ts=2024-03-01T03:54:00Z\nmsg="connection reset by peer" svc=billing ts=2024-03-01T03:55:00Z\nlatency_ms=604 level=error msg="path C:\\\\tmp" svc=billing ts=2024-03-01T03:56:00Z\nlatency_ms=523 level=error msg="" svc=auth ts=2024-03-01T03:57:00Z\nlatency_ms=442 level=debug msg="cache miss for key=\\"user:42\\"" svc=api_gw ts=2024-03-01T03:58:00Z\nlevel=info msg=ok svc=search ts=2024-03-01T03:59:00Z\nlatency_ms=280 level=info msg="disk at 97%" svc=search ts=2024-03-01T03:00:00Z\nlatency_ms=199 level=info msg=retrying svc=billing ts=2024-03-01T03:01:00Z\nlatency_ms=118 level=warn msg="connection reset by peer" svc=auth ts=2024-03-01T03:02:00Z\nlevel=error msg="path C:\\\\tmp" svc=api_gw ts=2024-03-01T03:03:00Z\nlatency_ms=956 level=error msg="" ts=2024-03-01T03:04:00Z\nlatency_ms=875 level=debug msg="cache miss for key=\\"user:42\\"" svc=search ts=2024-03-01T03:05:00Z\nlatency_ms=794 level=error msg=ok svc=billing ts=2024-03-01T03:06:00Z\nlevel=info msg="disk at 97%" svc=auth ts=2024-03-01T03:07:00Z\nlatency_ms=632 level=info msg=retrying svc=auth ts=2024-03-01T03:08:00Z\nlatency_ms=551 level=warn msg="connection reset by peer" svc=api_gw ts=2024-03-01T03:09:00Z\nlatency_ms=470 level=error msg="path C:\\\\tmp" svc=search ts=2024-03-01T03:10:00Z\nlevel=error msg="" svc=billing ts=2024-03-01T03:11:00Z\nlatency_ms=308 level=debug msg="cache miss for key=\\"user:42\\"" svc=billing ts=2024-03-01T03:12:00Z\nlatency_ms=227 level=info msg=ok svc=auth ts=2024-03-01T03:13:00Z\nlatency_ms=146 level=info msg="disk at 97%" svc=api_gw ts=2024-03-01T03:14:00Z\nlevel=error msg=retrying svc=search ts=2024-03-01T03:15:00Z\nlatency_ms=984 level=warn msg="connection reset by peer" svc=search ts=2024-03-01T03:16:00Z\nlatency_ms=903 msg="path C:\\\\tmp" ts=2024-03-01T03:17:00Z\nlatency_ms=822 level=error msg="" svc=auth ts=2024-03-01T03:18:00Z\nlevel=debug msg="cache miss for key=\\"user:42\\"" svc=api_gw ts=2024-03-01T03:19:00Z\nlatency_ms=660 level=info msg=ok svc=api_gw ts=2024-03-01T03:20:00Z\nlatency_ms=579 level=info msg="disk at 97%" svc=search ts=2024-03-01T03:21:00Z\nlatency_ms=498 level=info msg=retrying svc=billing ts=2024-03-01T03:22:00Z\nlevel=warn msg="connection reset by peer" svc=auth ts=2024-03-01T03:23:00Z\nlatency_ms=336 level=error msg="path C:\\\\tmp" svc=auth ts=2024-03-01T03:24:00Z\nlatency_ms=255 level=error msg="" svc=api_gw ts=2024-03-01T03:25:00Z\nlatency_ms=174 level=debug msg="cache miss for key=\\"user:42\\"" svc=search ts=2024-03-01T03:26:00Z\nlevel=info msg=ok svc=billing ts=2024-03-01T03:27:00Z\nlatency_ms=12 msg="disk at 97%" svc=billing ts=2024-03-01T03:28:00Z\nlatency_ms=931 level=info msg=retrying svc=auth ts=2024-03-01T03:29:00Z\nlatency_ms=850 level=warn msg="connection reset by peer" ts=2024-03-01T03:30:00Z\nlevel=error msg="path C:\\\\tmp" svc=search ts=2024-03-01T03:31:00Z\nlatency_ms=688 level=error msg="" svc=search ts=2024-03-01T03:32:00Z\nlatency_ms=607 level=error msg="cache miss for key=\\"user:42\\"" svc=billing ts=2024-03-01T03:33:00Z\nlatency_ms=526 level=info msg=ok svc=auth ts=2024-03-01T03:34:00Z\nlevel=info msg="disk at 97%" svc=api_gw ts=2024-03-01T03:35:00Z\nlatency_ms=364 level=info msg=retrying svc=api_gw ts=2024-03-01T03:36:00Z\nlatency_ms=283 level=warn msg="connection reset by peer" svc=search ts=2024-03-01T03:37:00Z\nlatency_ms=202 level=error msg="path C:\\\\tmp" svc=billing ts=2024-03-01T03:38:00Z\nmsg="" svc=auth ts=2024-03-01T03:39:00Z\nlatency_ms=40 level=debug msg="cache miss for key=\\"user:42\\"" svc=auth ts=2024-03-01T03:40:00Z\nlatency_ms=959 level=info msg=ok svc=api_gw ts=2024-03-01T03:41:00Z\nlatency_ms=878 level=error msg="disk at 97%" svc=search ts=2024-03-01T03:42:00Z\nlevel=info msg=retrying ts=2024-03-01T03:43:00Z\nlatency_ms=716 level=warn msg="connection reset by peer" svc=billing ts=2024-03-01T03:44:00Z\nlatency_ms=635 level=error msg="path C:\\\\tmp" svc=auth ts=2024-03-01T03:45:00Z\nlatency_ms=554 level=error msg="" svc=api_gw ts=2024-03-01T03:46:00Z\nlevel=debug msg="cache miss for key=\\"user:42\\"" svc=search ts=2024-03-01T03:47:00Z\nlatency_ms=392 level=info msg=ok svc=search ts=2024-03-01T03:48:00Z\nlatency_ms=311 level=info msg="disk at 97%" svc=billing ts=2024-03-01T03:49:00Z\nlatency_ms=230 msg=retrying svc=auth ts=2024-03-01T03:50:00Z\nlevel=error msg="connection reset by peer" svc=api_gw ts=2024-03-01T03:51:00Z\nlatency_ms=68 level=error msg="path C:\\\\tmp" svc=api_gw ts=2024-03-01T03:52:00Z\nlatency_ms=987 level=error msg="" svc=search ts=2024-03-01T03:53:00Z\nlatency_ms=906 level=debug msg="cache miss for key=\\"user:42\\"" svc=billing ts=2024-03-01T03:54:00Z\nlevel=info msg=ok svc=auth ts=2024-03-01T03:55:00Z\nlatency_ms=744 level=info msg="disk at 97%" ts=2024-03-01T03:56:00Z\nlatency_ms=663 level=info msg=retrying svc=api_gw ts=2024-03-01T03:57:00Z\nlatency_ms=582 level=warn msg="connection reset by peer" svc=search ts=2024-03-01T03:58:00Z\nlevel=error msg="path C:\\\\tmp" svc=billing ts=2024-03-01T03:59:00Z\nlatency_ms=420 level=error msg="" svc=billing ts=2024-03-01T03:00:00Z\nlatency_ms=339 msg="cache miss for key=\\"user:42\\"" svc=auth ts=2024-03-01T03:01:00Z\nlatency_ms=258 level=info msg=ok svc=api_gw ts=2024-03-01T03:02:00Z\nlevel=info msg="disk at 97%" svc=search ts=2024-03-01T03:03:00Z\nlatency_ms=96 level=info msg=retrying svc=search ts=2024-03-01T03:04:00Z\nlatency_ms=15 level=warn msg="connection reset by peer" svc=billing ts=2024-03-01T03:05:00Z\nlatency_ms=934 level=error msg="path C:\\\\tmp" svc=auth ts=2024-03-01T03:06:00Z\nlevel=error msg="" svc=api_gw ts=2024-03-01T03:07:00Z\nlatency_ms=772 level=debug msg="cache miss for key=\\"user:42\\"" svc=api_gw ts=2024-03-01T03:08:00Z\nlatency_ms=691 level=error msg=ok ts=2024-03-01T03:09:00Z\nlatency_ms=610 level=info msg="disk at 97%" svc=billing ts=2024-03-01T03:10:00Z\nlevel=info msg=retrying svc=auth ts=2024-03-01T03:11:00Z\nlatency_ms=448 msg="connection reset by peer" svc=auth ts=2024-03-01T03:12:00Z\nlatency_ms=367 level=error msg="path C:\\\\tmp" svc=api_gw ts=2024-03-01T03:13:00Z\nlatency_ms=286 level=error msg="" svc=search ts=2024-03-01T03:14:00Z\nlevel=debug msg="cache miss for key=\\"user:42\\"" svc=billing ts=2024-03-01T03:15:00Z\nlatency_ms=124 level=info msg=ok svc=billing ts=2024-03-01T03:16:00Z\nlatency_ms=43 level=info msg="disk at 97%" svc=auth ts=2024-03-01T03:17:00Z\nlatency_ms=962 level=error msg=retrying svc=api_gw ts=2024-03-01T03:18:00Z\nlevel=warn msg="connection reset by peer" svc=search ts=2024-03-01T03:19:00Z\n' },
      ],
    },
  },
};
