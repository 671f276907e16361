import type { HoleSpec } from '../../../schema';

const RULES =
  'Each line is one of: a blank line (only spaces and tabs); a comment, whose first non-blank character is ; or #; a section header [name] (spaces allowed around the name inside the brackets); or a key line key = value, split at the first =, with key and value trimmed of surrounding spaces and tabs. ' +
  'Keys before the first header belong to the unnamed global section; names of sections and keys use only A-Z, a-z, 0-9, _ and - and are case-sensitive; a key set twice in the same section keeps its last value, and a repeated section header merges its keys.';
const QFMT =
  'The first line holds n (0 <= n <= 500), followed by n lines of the file. Then a line with q (1 <= q <= 200), followed by q queries, one per line: section.key, or just key for the global section.';
const mk = (ini: string[], qs: string[]) => `${ini.length}\n${ini.join('\n')}${ini.length ? '\n' : ''}${qs.length}\n${qs.join('\n')}\n`;
const SAMPLE = [
  '; pager config',
  'owner = team-sre',
  '',
  '[database]',
  'host = db.internal',
  'port=5432',
  '  # replicas are flaky',
  'url = postgres://db.internal:5432/app?ssl=true',
  '',
  '[ alerts ]',
  'threshold = 0.95',
  'channel =',
  'port = 9093',
  '[database]',
  'port = 6432',
];
const BIGINI = Array.from({ length: 480 }, (_, i) => (i % 40 === 0 ? `[svc${i / 40}]` : i % 13 === 0 ? '# generated' : `key${i % 17} = value-${i}`));
const BIGQ = Array.from({ length: 150 }, (_, i) => `svc${i % 14}.key${(i * 7) % 19}`);

export const hole: HoleSpec = {
  id: 36,
  title: 'The Config File Nobody Owns',
  category: 'parsing',
  difficulty: 6,
  variations: {
    A: {
      description:
        'The legacy deploy script reads an INI file, and you need to answer what it actually sees. ' +
        RULES +
        ' Given the file and q queries, print the value for each query, or NOT FOUND.',
      human: {
        input_format: QFMT,
        output_format: 'q lines: the value of each queried key (an empty value gives an empty line), or NOT FOUND.',
        examples: { input: mk(['name = api', '[db]', 'host = a.internal', 'host = b.internal'], ['db.host', 'name', 'db.name']), output: 'b.internal\napi\nNOT FOUND\n' },
      },
      hints: ['Only the first = separates key from value; the value may contain more.', 'A query without a dot looks in the global section.'],
      par: 492,
      cases: [
        { tag: 'empty', input: mk([], ['x']), output: 'NOT FOUND\n' },
        { tag: 'minimum', input: mk(['a=b'], ['a']), output: 'b\n' },
        { tag: 'typical', input: mk(SAMPLE, ['database.port', 'database.url', 'alerts.port', 'owner', 'alerts.channel', 'alerts.owner']), output: '6432\npostgres://db.internal:5432/app?ssl=true\n9093\nteam-sre\n\nNOT FOUND\n' },
        { tag: 'tricky', input: mk(['[s]', 'k = 1', '[t]', 'k = 2', '[ s ]', 'k = 3'], ['s.k', 't.k', 'k']), output: '3\n2\nNOT FOUND\n' },
        { tag: 'tricky', input: mk(['  ; k = 1', '# k = 2', 'k = ;3 # not a comment'], ['k']), output: ';3 # not a comment\n' },
        { tag: 'tricky', input: mk(['Key = upper', 'key = lower', '[S]', 'x = 1'], ['Key', 'key', 's.x', 'S.x']), output: 'upper\nlower\nNOT FOUND\n1\n' },
        { tag: 'typical', input: mk(['[web]', '\thost\t=\t0.0.0.0 ', 'workers = 4', '[worker]', 'workers = 16'], ['web.host', 'web.workers', 'worker.workers', 'worker.host']), output: '0.0.0.0\n4\n16\nNOT FOUND\n' },
        { tag: 'maximum', input: mk(BIGINI, BIGQ), output: 'value-34\nvalue-75\nvalue-116\nvalue-155\nvalue-196\nvalue-237\nvalue-276\nvalue-317\nNOT FOUND\nvalue-397\nvalue-438\nvalue-477\nNOT FOUND\nNOT FOUND\nvalue-37\nvalue-61\nNOT FOUND\nvalue-158\nvalue-199\nvalue-238\nvalue-279\nvalue-303\nvalue-359\nvalue-383\nvalue-424\nvalue-463\nNOT FOUND\nNOT FOUND\nvalue-23\nvalue-64\nvalue-103\nvalue-144\nvalue-185\nvalue-224\nvalue-265\nNOT FOUND\nvalue-345\nvalue-386\nvalue-425\nvalue-466\nNOT FOUND\nNOT FOUND\nvalue-9\nvalue-67\nvalue-106\nvalue-147\nNOT FOUND\nvalue-227\nvalue-268\nvalue-307\nvalue-348\nvalue-389\nvalue-428\nvalue-469\nNOT FOUND\nNOT FOUND\nvalue-29\nvalue-68\nvalue-109\nvalue-150\nvalue-189\nvalue-230\nvalue-271\nvalue-310\nvalue-334\nNOT FOUND\nvalue-431\nvalue-472\nNOT FOUND\nNOT FOUND\nvalue-32\nvalue-71\nvalue-112\nNOT FOUND\nvalue-192\nvalue-233\nvalue-272\nvalue-313\nvalue-354\nvalue-393\nvalue-434\nvalue-475\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-74\nvalue-115\nvalue-154\nvalue-178\nvalue-236\nvalue-275\nvalue-316\nNOT FOUND\nvalue-396\nvalue-437\nvalue-476\nNOT FOUND\nNOT FOUND\nvalue-36\nvalue-77\nvalue-118\nvalue-157\nvalue-198\nNOT FOUND\nvalue-278\nvalue-319\nvalue-358\nvalue-399\nvalue-423\nvalue-479\nNOT FOUND\nNOT FOUND\nvalue-22\nvalue-63\nvalue-119\nvalue-126\nvalue-184\nvalue-223\nvalue-264\nvalue-305\nvalue-344\nvalue-385\nNOT FOUND\nvalue-465\nNOT FOUND\nNOT FOUND\nvalue-25\nvalue-66\nvalue-105\nvalue-146\nNOT FOUND\nvalue-226\nvalue-267\nvalue-306\nvalue-347\nvalue-388\nvalue-427\nvalue-451\nNOT FOUND\nNOT FOUND\nvalue-28\nNOT FOUND\nvalue-108\nvalue-149\nvalue-188\nvalue-229\nvalue-270\nvalue-309\nvalue-350\nNOT FOUND\n' },
      ],
    },
    B: {
      description:
        'Before refactoring the INI file you want a canonical dump to diff against. ' +
        RULES +
        ' Print the global keys first, then every section (including empty ones) in character-code order of its name as a line [name] followed by its keys; keys are sorted by character codes and printed as key = value with their final values.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 500), followed by n lines of the file.',
        output_format: 'The canonical dump: global key lines first (no header), then for each section a header line [name] and its key lines key = value. Nothing at all for an empty file.',
        examples: { input: '5\nz = 1\n[web]\nport = 80\n[api]\nport=8080\n', output: 'z = 1\n[api]\nport = 8080\n[web]\nport = 80\n' },
      },
      hints: ['Merge repeated sections, and keep only the last value of a repeated key.', 'An empty value still prints as "key = " (trailing space is not checked).'],
      par: 527,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\n[only]\n', output: '[only]\n' },
        { tag: 'typical', input: `${SAMPLE.length}\n${SAMPLE.join('\n')}\n`, output: 'owner = team-sre\n[alerts]\nchannel =\nport = 9093\nthreshold = 0.95\n[database]\nhost = db.internal\nport = 6432\nurl = postgres://db.internal:5432/app?ssl=true\n' },
        { tag: 'tricky', input: '6\n[b]\nx=1\n[a]\ny=2\n[ b ]\nx=3\n', output: '[a]\ny = 2\n[b]\nx = 3\n' },
        { tag: 'tricky', input: '5\nb = 1\nB = 2\n_ = 3\n- = 4\n1 = 5\n', output: '- = 4\n1 = 5\nB = 2\n_ = 3\nb = 1\n' },
        { tag: 'tricky', input: '4\n[Zeta]\n[alpha]\n[Alpha]\n; [hidden]\n', output: '[Alpha]\n[Zeta]\n[alpha]\n' },
        { tag: 'typical', input: '5\n# nothing but comments\n   \n; really\n\t\n#\n', output: '\n' },
        { tag: 'maximum', input: `${BIGINI.length}\n${BIGINI.join('\n')}\n`, output: '[svc0]\nkey0 = value-34\nkey1 = value-35\nkey10 = value-27\nkey11 = value-28\nkey12 = value-29\nkey13 = value-30\nkey14 = value-31\nkey15 = value-32\nkey16 = value-33\nkey2 = value-36\nkey3 = value-37\nkey4 = value-38\nkey5 = value-22\nkey6 = value-23\nkey7 = value-24\nkey8 = value-25\nkey9 = value-9\n[svc1]\nkey0 = value-68\nkey1 = value-69\nkey10 = value-61\nkey11 = value-79\nkey12 = value-63\nkey13 = value-64\nkey14 = value-48\nkey15 = value-66\nkey16 = value-67\nkey2 = value-70\nkey3 = value-71\nkey4 = value-72\nkey5 = value-73\nkey6 = value-74\nkey7 = value-75\nkey8 = value-76\nkey9 = value-77\n[svc10]\nkey0 = value-425\nkey1 = value-426\nkey10 = value-435\nkey11 = value-436\nkey12 = value-437\nkey13 = value-438\nkey14 = value-439\nkey15 = value-423\nkey16 = value-424\nkey2 = value-427\nkey3 = value-428\nkey4 = value-412\nkey5 = value-430\nkey6 = value-431\nkey7 = value-432\nkey8 = value-433\nkey9 = value-434\n[svc11]\nkey0 = value-476\nkey1 = value-477\nkey10 = value-469\nkey11 = value-470\nkey12 = value-471\nkey13 = value-472\nkey14 = value-473\nkey15 = value-474\nkey16 = value-475\nkey2 = value-478\nkey3 = value-479\nkey4 = value-463\nkey5 = value-464\nkey6 = value-465\nkey7 = value-466\nkey8 = value-467\nkey9 = value-451\n[svc2]\nkey0 = value-119\nkey1 = value-103\nkey10 = value-112\nkey11 = value-113\nkey12 = value-114\nkey13 = value-115\nkey14 = value-116\nkey15 = value-100\nkey16 = value-118\nkey2 = value-87\nkey3 = value-105\nkey4 = value-106\nkey5 = value-107\nkey6 = value-108\nkey7 = value-109\nkey8 = value-110\nkey9 = value-111\n[svc3]\nkey0 = value-153\nkey1 = value-154\nkey10 = value-146\nkey11 = value-147\nkey12 = value-148\nkey13 = value-149\nkey14 = value-150\nkey15 = value-151\nkey16 = value-152\nkey2 = value-155\nkey3 = value-139\nkey4 = value-157\nkey5 = value-158\nkey6 = value-159\nkey7 = value-126\nkey8 = value-144\nkey9 = value-145\n[svc4]\nkey0 = value-187\nkey1 = value-188\nkey10 = value-197\nkey11 = value-198\nkey12 = value-199\nkey13 = value-183\nkey14 = value-184\nkey15 = value-185\nkey16 = value-186\nkey2 = value-189\nkey3 = value-190\nkey4 = value-191\nkey5 = value-192\nkey6 = value-193\nkey7 = value-194\nkey8 = value-178\nkey9 = value-196\n[svc5]\nkey0 = value-238\nkey1 = value-239\nkey10 = value-231\nkey11 = value-232\nkey12 = value-233\nkey13 = value-217\nkey14 = value-235\nkey15 = value-236\nkey16 = value-237\nkey2 = value-223\nkey3 = value-224\nkey4 = value-225\nkey5 = value-226\nkey6 = value-227\nkey7 = value-228\nkey8 = value-229\nkey9 = value-230\n[svc6]\nkey0 = value-272\nkey1 = value-256\nkey10 = value-265\nkey11 = value-266\nkey12 = value-267\nkey13 = value-268\nkey14 = value-269\nkey15 = value-270\nkey16 = value-271\nkey2 = value-274\nkey3 = value-275\nkey4 = value-276\nkey5 = value-277\nkey6 = value-278\nkey7 = value-279\nkey8 = value-263\nkey9 = value-264\n[svc7]\nkey0 = value-306\nkey1 = value-307\nkey10 = value-316\nkey11 = value-317\nkey12 = value-318\nkey13 = value-319\nkey14 = value-303\nkey15 = value-304\nkey16 = value-305\nkey2 = value-308\nkey3 = value-309\nkey4 = value-310\nkey5 = value-311\nkey6 = value-295\nkey7 = value-313\nkey8 = value-314\nkey9 = value-315\n[svc8]\nkey0 = value-357\nkey1 = value-358\nkey10 = value-350\nkey11 = value-334\nkey12 = value-352\nkey13 = value-353\nkey14 = value-354\nkey15 = value-355\nkey16 = value-356\nkey2 = value-359\nkey3 = value-343\nkey4 = value-344\nkey5 = value-345\nkey6 = value-346\nkey7 = value-347\nkey8 = value-348\nkey9 = value-349\n[svc9]\nkey0 = value-391\nkey1 = value-392\nkey10 = value-384\nkey11 = value-385\nkey12 = value-386\nkey13 = value-387\nkey14 = value-388\nkey15 = value-389\nkey16 = value-373\nkey2 = value-393\nkey3 = value-394\nkey4 = value-395\nkey5 = value-396\nkey6 = value-397\nkey7 = value-398\nkey8 = value-399\nkey9 = value-383\n' },
      ],
    },
    C: {
      description:
        'This INI dialect has inline comments and continuation lines. ' +
        RULES +
        ' In addition, inside a key line a ; or # that follows a space or tab starts a comment up to the end of the line; and a line that starts with a space or tab, is not blank or a comment, and comes right after a key line or another continuation line, is a continuation: its text (without comment, trimmed) is appended to the value with a single space in between (no space is added when the value so far is empty). ' +
        'Given the file and q queries, print the value for each query, or NOT FOUND.',
      human: {
        input_format: QFMT + ' Section headers are never indented and have nothing after the closing bracket.',
        output_format: 'q lines: the final value of each queried key (an empty value gives an empty line), or NOT FOUND.',
        examples: { input: mk(['[alert]', 'message = disk almost full ; tune later', '  please check', '  the replicas', 'level = high'], ['alert.message', 'alert.level']), output: 'disk almost full please check the replicas\nhigh\n' },
      },
      hints: ['Blank and comment lines end a continuation.', 'A ; directly after = or inside a word is part of the value.'],
      par: 700,
      cases: [
        { tag: 'empty', input: mk([], ['a']), output: 'NOT FOUND\n' },
        { tag: 'minimum', input: mk(['a=b'], ['a']), output: 'b\n' },
        { tag: 'tricky', input: mk(['k =', '  first', '\tsecond # hidden', 'j = x;y #z'], ['k', 'j']), output: 'first second\nx;y\n' },
        { tag: 'tricky', input: mk(['k = 1', '', '  2 = two', 'm = a', '  ; comment', '  b'], ['k', '2', 'm']), output: '1\ntwo\na\n' },
        { tag: 'tricky', input: mk(['k=;semi', 'h = #hash', 'p = a\t;b'], ['k', 'h', 'p']), output: ';semi\n\na\n' },
        { tag: 'typical', input: mk(['[svc]', 'cmd = run', '  --fast', '  --verbose ; noisy', '[svc]', 'cmd = restart'], ['svc.cmd']), output: 'restart\n' },
        { tag: 'typical', input: mk(SAMPLE, ['database.port', 'database.url', 'alerts.channel', 'owner']), output: '6432\npostgres://db.internal:5432/app?ssl=true\n\nteam-sre\n' },
        { tag: 'tricky', input: mk(['a = 1', '    b = 2', 'c = 3'], ['a', 'b', 'c']), output: '1 b = 2\nNOT FOUND\n3\n' },
        { tag: 'maximum', input: mk(BIGINI.map((l, i) => (i % 7 === 3 && (i - 1) % 40 && (i - 1) % 13 ? '   continued ' + i + ' ; c' : l)), BIGQ), output: 'value-34\nvalue-109\nNOT FOUND\nvalue-155\nvalue-196\nvalue-237\nvalue-259\nvalue-317 continued 318\nNOT FOUND\nNOT FOUND\nvalue-438\nvalue-477\nNOT FOUND\nNOT FOUND\nvalue-37 continued 38\nvalue-112\nNOT FOUND\nvalue-158\nvalue-165\nvalue-238\nvalue-279\nvalue-303 continued 304\nvalue-393\nNOT FOUND\nvalue-424\nvalue-463\nNOT FOUND\nNOT FOUND\nvalue-23 continued 24\nvalue-98\nNOT FOUND\nvalue-144\nvalue-168\nvalue-224\nvalue-265\nNOT FOUND\nvalue-396\nNOT FOUND\nvalue-425\nvalue-466\nNOT FOUND\nNOT FOUND\nvalue-9 continued 10\nvalue-118\nNOT FOUND\nvalue-147\nNOT FOUND\nvalue-210\nvalue-268 continued 269\nvalue-307\nvalue-399\nNOT FOUND\nvalue-428\nvalue-469\nNOT FOUND\nNOT FOUND\nvalue-29\nvalue-119\nNOT FOUND\nvalue-133\nvalue-189\nvalue-230\nvalue-271\nvalue-310 continued 311\nvalue-385\nNOT FOUND\nvalue-431\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-32\nvalue-105\nNOT FOUND\nNOT FOUND\nvalue-175\nvalue-233 continued 234\nvalue-272\nvalue-313\nvalue-371\nNOT FOUND\nvalue-434\nvalue-475\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-74\nNOT FOUND\nvalue-154\nvalue-161\nvalue-236\nvalue-275 continued 276\nvalue-316\nNOT FOUND\nNOT FOUND\nvalue-420\nvalue-476\nNOT FOUND\nNOT FOUND\nvalue-36\nvalue-111\nNOT FOUND\nvalue-157\nvalue-198 continued 199\nNOT FOUND\nvalue-278\nvalue-319\nvalue-392\nNOT FOUND\nvalue-406\nvalue-462\nNOT FOUND\nNOT FOUND\nvalue-22\nvalue-114 continued 115\nNOT FOUND\nvalue-126\nvalue-184 continued 185\nvalue-223\nvalue-264\nvalue-305\nvalue-378\nNOT FOUND\nNOT FOUND\nvalue-448\nNOT FOUND\nNOT FOUND\nvalue-25\nvalue-100 continued 101\nNOT FOUND\nvalue-146\nNOT FOUND\nvalue-226 continued 227\nvalue-267\nvalue-306\nvalue-398\nNOT FOUND\nvalue-427\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-28\nNOT FOUND\nNOT FOUND\nvalue-149 continued 150\nvalue-188\nvalue-229\nvalue-270\nvalue-309\nvalue-384\nNOT FOUND\n' },
      ],
    },
    D: {
      description:
        'Your INI loader supports a [DEFAULT] section that fills in keys missing from other sections. ' +
        RULES +
        ' A query section.key returns the key from that section if present; otherwise, if that section appears in the file and [DEFAULT] has the key, the DEFAULT value; otherwise NOT FOUND. Global keys (queries without a dot) have no fallback.',
      human: {
        input_format: QFMT,
        output_format: 'q lines: the resolved value (an empty value gives an empty line), or NOT FOUND.',
        examples: { input: mk(['[DEFAULT]', 'timeout = 30', '[api]', 'port = 80', '[db]', 'timeout = 5'], ['api.timeout', 'db.timeout', 'cache.timeout', 'api.port']), output: '30\n5\nNOT FOUND\n80\n' },
      },
      hints: ['A section that never appears in the file does not inherit anything.', 'An empty value in a section still wins over the DEFAULT.'],
      par: 670,
      cases: [
        { tag: 'empty', input: mk([], ['DEFAULT.x']), output: 'NOT FOUND\n' },
        { tag: 'minimum', input: mk(['[DEFAULT]', 'x=1'], ['DEFAULT.x']), output: '1\n' },
        { tag: 'tricky', input: mk(['x = global', '[DEFAULT]', 'x = dflt', '[s]'], ['x', 's.x', 't.x']), output: 'global\ndflt\nNOT FOUND\n' },
        { tag: 'tricky', input: mk(['[DEFAULT]', 'x = 1', '[s]', 'x =', '[default]', 'y = 2'], ['s.x', 's.y', 'default.x']), output: '\nNOT FOUND\n1\n' },
        { tag: 'tricky', input: mk(['[s]', 'a = 1', '[DEFAULT]', 'b = 2', '[ DEFAULT ]', 'b = 3'], ['s.b', 's.a', 'DEFAULT.a']), output: '3\n1\nNOT FOUND\n' },
        { tag: 'typical', input: mk(['[DEFAULT]', 'retries = 3', 'timeout = 10', '[payments]', 'timeout = 60', '[search]'], ['payments.retries', 'payments.timeout', 'search.timeout', 'search.retries', 'billing.retries']), output: '3\n60\n10\n3\nNOT FOUND\n' },
        { tag: 'typical', input: mk(SAMPLE, ['database.port', 'alerts.host', 'owner']), output: '6432\nNOT FOUND\nteam-sre\n' },
        { tag: 'maximum', input: mk(['[DEFAULT]', 'key18 = fallback', ...BIGINI.slice(0, 470)], BIGQ), output: 'value-34\nvalue-75\nvalue-116\nvalue-155\nvalue-196\nvalue-237\nvalue-276\nvalue-317\nfallback\nvalue-397\nvalue-438\nvalue-460\nNOT FOUND\nNOT FOUND\nvalue-37\nvalue-61\nNOT FOUND\nvalue-158\nvalue-199\nvalue-238\nvalue-279\nvalue-303\nvalue-359\nvalue-383\nvalue-424\nvalue-463\nNOT FOUND\nNOT FOUND\nvalue-23\nvalue-64\nvalue-103\nvalue-144\nvalue-185\nvalue-224\nvalue-265\nNOT FOUND\nvalue-345\nvalue-386\nvalue-425\nvalue-466\nNOT FOUND\nNOT FOUND\nvalue-9\nvalue-67\nvalue-106\nvalue-147\nfallback\nvalue-227\nvalue-268\nvalue-307\nvalue-348\nvalue-389\nvalue-428\nvalue-469\nNOT FOUND\nNOT FOUND\nvalue-29\nvalue-68\nvalue-109\nvalue-150\nvalue-189\nvalue-230\nvalue-271\nvalue-310\nvalue-334\nfallback\nvalue-431\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-32\nvalue-71\nvalue-112\nNOT FOUND\nvalue-192\nvalue-233\nvalue-272\nvalue-313\nvalue-354\nvalue-393\nvalue-434\nvalue-458\nNOT FOUND\nNOT FOUND\nfallback\nvalue-74\nvalue-115\nvalue-154\nvalue-178\nvalue-236\nvalue-275\nvalue-316\nNOT FOUND\nvalue-396\nvalue-437\nvalue-459\nNOT FOUND\nNOT FOUND\nvalue-36\nvalue-77\nvalue-118\nvalue-157\nvalue-198\nfallback\nvalue-278\nvalue-319\nvalue-358\nvalue-399\nvalue-423\nvalue-462\nNOT FOUND\nNOT FOUND\nvalue-22\nvalue-63\nvalue-119\nvalue-126\nvalue-184\nvalue-223\nvalue-264\nvalue-305\nvalue-344\nvalue-385\nfallback\nvalue-465\nNOT FOUND\nNOT FOUND\nvalue-25\nvalue-66\nvalue-105\nvalue-146\nNOT FOUND\nvalue-226\nvalue-267\nvalue-306\nvalue-347\nvalue-388\nvalue-427\nvalue-451\nNOT FOUND\nNOT FOUND\nvalue-28\nfallback\nvalue-108\nvalue-149\nvalue-188\nvalue-229\nvalue-270\nvalue-309\nvalue-350\nNOT FOUND\n' },
      ],
    },
    E: {
      description:
        'The ops team added interpolation to the INI files. ' +
        RULES +
        ' Inside a value, ${key} is replaced by the resolved value of key in the same section, and ${section.key} by the resolved value of key in that section (global keys can only be referenced from the global section); any other $ is literal. ' +
        'Given the file and q queries, print each resolved value; print NOT FOUND if the queried key does not exist, and ERROR if resolving it needs a missing key or runs into a cycle.',
      human: {
        input_format: QFMT + ' Every resolved value that does not end in ERROR has at most 1000 characters.',
        output_format: 'q lines: the resolved value, NOT FOUND, or ERROR.',
        examples: { input: mk(['[db]', 'host = db1', 'port = 5432', 'url = pg://${host}:${port}', '[app]', 'dsn = ${db.url}/main'], ['app.dsn', 'db.url', 'app.url']), output: 'pg://db1:5432/main\npg://db1:5432\nNOT FOUND\n' },
      },
      hints: ['Resolve recursively and keep the chain of keys you are currently expanding.', 'Using the same key twice side by side is not a cycle.'],
      par: 927,
      cases: [
        { tag: 'empty', input: mk([], ['a']), output: 'NOT FOUND\n' },
        { tag: 'minimum', input: mk(['a=b'], ['a']), output: 'b\n' },
        { tag: 'tricky', input: mk(['a = ${b}', 'b = ${a}', 'c = ${c}'], ['a', 'c']), output: 'ERROR\nERROR\n' },
        { tag: 'tricky', input: mk(['a = ${b}${b}-${b}', 'b = ${c}', 'c = x'], ['a']), output: 'xx-x\n' },
        { tag: 'tricky', input: mk(['p = cost $5 ${ and $x {y}', '[s]', 'm = ${missing}', 'g = ${p}'], ['p', 's.m', 's.g']), output: 'cost $5 ${ and $x {y}\nERROR\nERROR\n' },
        { tag: 'typical', input: mk(['root = /srv', '[paths]', 'base = ${logs.dir}/app', '[logs]', 'dir = /var/log', 'file = ${paths.base}/error.log'], ['logs.file', 'paths.base']), output: '/var/log/app/error.log\n/var/log/app\n' },
        { tag: 'tricky', input: mk(['[a]', 'x = ${b.y}', '[b]', 'y = ${z}', 'z = ${a.x}'], ['a.x', 'b.z']), output: 'ERROR\nERROR\n' },
        { tag: 'typical', input: mk(['[s]', 'empty =', 'v = [${empty}]'], ['s.empty', 's.v']), output: '\n[]\n' },
        { tag: 'maximum', input: mk(['l0 = x', ...Array.from({ length: 9 }, (_, i) => `l${i + 1} = \${l${i}}\${l${i}}`), ...BIGINI.slice(0, 400)], ['l9', 'l8', ...BIGQ.slice(0, 100)]), output: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nvalue-34\nvalue-75\nvalue-116\nvalue-155\nvalue-196\nvalue-237\nvalue-276\nvalue-317\nNOT FOUND\nvalue-397\nNOT FOUND\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-37\nvalue-61\nNOT FOUND\nvalue-158\nvalue-199\nvalue-238\nvalue-279\nvalue-303\nvalue-359\nvalue-383\nNOT FOUND\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-23\nvalue-64\nvalue-103\nvalue-144\nvalue-185\nvalue-224\nvalue-265\nNOT FOUND\nvalue-345\nvalue-386\nNOT FOUND\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-9\nvalue-67\nvalue-106\nvalue-147\nNOT FOUND\nvalue-227\nvalue-268\nvalue-307\nvalue-348\nvalue-389\nNOT FOUND\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-29\nvalue-68\nvalue-109\nvalue-150\nvalue-189\nvalue-230\nvalue-271\nvalue-310\nvalue-334\nNOT FOUND\nNOT FOUND\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-32\nvalue-71\nvalue-112\nNOT FOUND\nvalue-192\nvalue-233\nvalue-272\nvalue-313\nvalue-354\nvalue-393\nNOT FOUND\nNOT FOUND\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-74\nvalue-115\nvalue-154\nvalue-178\nvalue-236\nvalue-275\nvalue-316\nNOT FOUND\nvalue-396\nNOT FOUND\nNOT FOUND\nNOT FOUND\nNOT FOUND\nvalue-36\nvalue-77\n' },
      ],
    },
  },
};
