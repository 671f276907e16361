import type { HoleSpec } from '../../../schema';

const RULES =
  'The query string is the part of the URL after the first ? and before the first # (if there is no ?, it is empty). ' +
  'It is split on &, empty pieces are ignored, and each piece is split at its first = into a key and a value; a piece without = has an empty value.';
const URLF = 'The URL is one line of at most 2000 printable ASCII characters without spaces.';
const BIG = 'https://status.example.com/api/v2/incidents?' + Array.from({ length: 150 }, (_, i) => `k${(i * 37) % 61}=v${i}`).join('&') + '#top\n';
const BIGC = 'https://s.io/q?' + Array.from({ length: 120 }, (_, i) => `f%5B${i % 10}%5D=a+b%2Bc%3D${i}`).join('&') + '\n';

export const hole: HoleSpec = {
  id: 33,
  title: 'Dashboard Link Archaeology',
  category: 'parsing',
  difficulty: 3,
  variations: {
    A: {
      description:
        'Someone pasted a monitoring dashboard link into the ticket, and you need one of its settings. ' +
        RULES +
        ' Given a key and a URL, print the value of the first piece whose key is exactly that key, or missing if there is none.',
      human: {
        input_format: 'The first line holds the key (1 to 20 characters among a-z, 0-9 and _). The second line holds the URL. ' + URLF,
        output_format: 'One line: the value (possibly empty, then print an empty line), or the word missing.',
        examples: { input: 'range\nhttps://grafana.example.com/d/abc?from=now-6h&range=1h&range=2h\n', output: '1h\n' },
      },
      hints: ['Everything after # is a fragment, not a parameter.', 'Only the first = of a piece separates key from value.'],
      par: 203,
      cases: [
        { tag: 'empty', input: 'x\nhttps://example.com/\n', output: 'missing\n' },
        { tag: 'minimum', input: 'a\n?a=1\n', output: '1\n' },
        { tag: 'tricky', input: 'q\nhttps://x.io/p?q=a=b&q=c\n', output: 'a=b\n' },
        { tag: 'tricky', input: 'tab\nhttps://x.io/p?x=1#tab=2\n', output: 'missing\n' },
        { tag: 'tricky', input: 'debug\nhttps://x.io/p?verbose=1&debug&debug=yes\n', output: '\n' },
        { tag: 'tricky', input: 'id\nhttps://x.io/p?uid=5&ids=6\n', output: 'missing\n' },
        { tag: 'typical', input: 'sort\nhttps://status.example.com/incidents?page=2&sort=desc&&tag=db\n', output: 'desc\n' },
        { tag: 'typical', input: 'b\nhttps://x.io/a?b?c=d&b=e\n', output: 'e\n' },
        { tag: 'maximum', input: 'k55\n' + BIG, output: 'v46\n' },
        { tag: 'maximum', input: 'zz\n' + BIG, output: 'missing\n' },
      ],
    },
    B: {
      description:
        'You want to diff two dashboard links, so you first normalise each one into a sorted list of parameters. ' +
        RULES +
        ' Given a URL, print every piece as key=value, one per line, sorted by key (by character codes); pieces with equal keys keep their original order.',
      human: {
        input_format: 'One line with the URL. ' + URLF,
        output_format: 'One line key=value per piece (a piece without = is printed with an empty value, like key=). If there are no pieces, print (none).',
        examples: { input: 'https://grafana.example.com/d/abc?var=db&from=now-6h&var=cache\n', output: 'from=now-6h\nvar=db\nvar=cache\n' },
      },
      hints: ['Use a stable sort on the key only, not on the whole piece.'],
      par: 193,
      cases: [
        { tag: 'empty', input: 'https://example.com/\n', output: '(none)\n' },
        { tag: 'minimum', input: '?a\n', output: 'a=\n' },
        { tag: 'tricky', input: 'https://x.io/p?&&&#a=1\n', output: '(none)\n' },
        { tag: 'tricky', input: 'https://x.io/p?b=2&a-b=3&a=1&a=0\n', output: 'a=1\na=0\na-b=3\nb=2\n' },
        { tag: 'tricky', input: 'https://x.io/p?Z=1&a=2&_=3&0=4\n', output: '0=4\nZ=1\n_=3\na=2\n' },
        { tag: 'typical', input: 'https://status.example.com/incidents?page=2&sort=desc&tag=db&tag=net\n', output: 'page=2\nsort=desc\ntag=db\ntag=net\n' },
        { tag: 'typical', input: 'https://x.io/a?b?c=d&b=e=f\n', output: 'b=e=f\nb?c=d\n' },
        { tag: 'maximum', input: BIG, output: 'k0=v0\nk0=v61\nk0=v122\nk1=v33\nk1=v94\nk10=v25\nk10=v86\nk10=v147\nk11=v58\nk11=v119\nk12=v30\nk12=v91\nk13=v2\nk13=v63\nk13=v124\nk14=v35\nk14=v96\nk15=v7\nk15=v68\nk15=v129\nk16=v40\nk16=v101\nk17=v12\nk17=v73\nk17=v134\nk18=v45\nk18=v106\nk19=v17\nk19=v78\nk19=v139\nk2=v5\nk2=v66\nk2=v127\nk20=v50\nk20=v111\nk21=v22\nk21=v83\nk21=v144\nk22=v55\nk22=v116\nk23=v27\nk23=v88\nk23=v149\nk24=v60\nk24=v121\nk25=v32\nk25=v93\nk26=v4\nk26=v65\nk26=v126\nk27=v37\nk27=v98\nk28=v9\nk28=v70\nk28=v131\nk29=v42\nk29=v103\nk3=v38\nk3=v99\nk30=v14\nk30=v75\nk30=v136\nk31=v47\nk31=v108\nk32=v19\nk32=v80\nk32=v141\nk33=v52\nk33=v113\nk34=v24\nk34=v85\nk34=v146\nk35=v57\nk35=v118\nk36=v29\nk36=v90\nk37=v1\nk37=v62\nk37=v123\nk38=v34\nk38=v95\nk39=v6\nk39=v67\nk39=v128\nk4=v10\nk4=v71\nk4=v132\nk40=v39\nk40=v100\nk41=v11\nk41=v72\nk41=v133\nk42=v44\nk42=v105\nk43=v16\nk43=v77\nk43=v138\nk44=v49\nk44=v110\nk45=v21\nk45=v82\nk45=v143\nk46=v54\nk46=v115\nk47=v26\nk47=v87\nk47=v148\nk48=v59\nk48=v120\nk49=v31\nk49=v92\nk5=v43\nk5=v104\nk50=v3\nk50=v64\nk50=v125\nk51=v36\nk51=v97\nk52=v8\nk52=v69\nk52=v130\nk53=v41\nk53=v102\nk54=v13\nk54=v74\nk54=v135\nk55=v46\nk55=v107\nk56=v18\nk56=v79\nk56=v140\nk57=v51\nk57=v112\nk58=v23\nk58=v84\nk58=v145\nk59=v56\nk59=v117\nk6=v15\nk6=v76\nk6=v137\nk60=v28\nk60=v89\nk7=v48\nk7=v109\nk8=v20\nk8=v81\nk8=v142\nk9=v53\nk9=v114\n' },
      ],
    },
    C: {
      description:
        'The link came out of a chat client that percent-encodes everything. ' +
        RULES +
        ' Keys and values are then decoded: every + becomes a space and every %XX (two hexadecimal digits, either case) becomes the character with that code; the decoded characters are printable ASCII. ' +
        'Print every piece as key: value in the original order.',
      human: {
        input_format: 'One line with the URL. ' + URLF + ' Every % is followed by two hexadecimal digits encoding a code between 32 and 126.',
        output_format: 'One line per piece: the decoded key, a colon and a space, then the decoded value (the line ends right after the colon and space when the value is empty). If there are no pieces, print (none).',
        examples: { input: 'https://logs.example.com/search?q=status%3A500+OR+timeout&since=1h\n', output: 'q: status:500 OR timeout\nsince: 1h\n' },
      },
      hints: ['Split first, decode afterwards: an encoded %26 or %3D must not split anything.', 'Replace + before decoding, so that %2B stays a plus sign.'],
      par: 298,
      cases: [
        { tag: 'empty', input: 'https://example.com/search\n', output: '(none)\n' },
        { tag: 'minimum', input: '?a=b\n', output: 'a: b\n' },
        { tag: 'tricky', input: 'https://x.io/p?a%3Db=c%26d&e=%2B%2b+\n', output: 'a=b: c&d\ne: ++\n' },
        { tag: 'tricky', input: 'https://x.io/p?%41%42%43=%7e%7E\n', output: 'ABC: ~~\n' },
        { tag: 'tricky', input: 'https://x.io/p?x=%2541\n', output: 'x: %41\n' },
        { tag: 'typical', input: 'https://logs.example.com/q?service=api-gw&msg=connection+reset+by+peer&level=ERROR\n', output: 'service: api-gw\nmsg: connection reset by peer\nlevel: ERROR\n' },
        { tag: 'typical', input: 'https://x.io/p?flag&name=on+call#frag%20ment\n', output: 'flag:\nname: on call\n' },
        { tag: 'typical', input: 'https://x.io/p?tags%5B%5D=db&tags%5B%5D=net\n', output: 'tags[]: db\ntags[]: net\n' },
        { tag: 'maximum', input: BIGC, output: 'f[0]: a b+c=0\nf[1]: a b+c=1\nf[2]: a b+c=2\nf[3]: a b+c=3\nf[4]: a b+c=4\nf[5]: a b+c=5\nf[6]: a b+c=6\nf[7]: a b+c=7\nf[8]: a b+c=8\nf[9]: a b+c=9\nf[0]: a b+c=10\nf[1]: a b+c=11\nf[2]: a b+c=12\nf[3]: a b+c=13\nf[4]: a b+c=14\nf[5]: a b+c=15\nf[6]: a b+c=16\nf[7]: a b+c=17\nf[8]: a b+c=18\nf[9]: a b+c=19\nf[0]: a b+c=20\nf[1]: a b+c=21\nf[2]: a b+c=22\nf[3]: a b+c=23\nf[4]: a b+c=24\nf[5]: a b+c=25\nf[6]: a b+c=26\nf[7]: a b+c=27\nf[8]: a b+c=28\nf[9]: a b+c=29\nf[0]: a b+c=30\nf[1]: a b+c=31\nf[2]: a b+c=32\nf[3]: a b+c=33\nf[4]: a b+c=34\nf[5]: a b+c=35\nf[6]: a b+c=36\nf[7]: a b+c=37\nf[8]: a b+c=38\nf[9]: a b+c=39\nf[0]: a b+c=40\nf[1]: a b+c=41\nf[2]: a b+c=42\nf[3]: a b+c=43\nf[4]: a b+c=44\nf[5]: a b+c=45\nf[6]: a b+c=46\nf[7]: a b+c=47\nf[8]: a b+c=48\nf[9]: a b+c=49\nf[0]: a b+c=50\nf[1]: a b+c=51\nf[2]: a b+c=52\nf[3]: a b+c=53\nf[4]: a b+c=54\nf[5]: a b+c=55\nf[6]: a b+c=56\nf[7]: a b+c=57\nf[8]: a b+c=58\nf[9]: a b+c=59\nf[0]: a b+c=60\nf[1]: a b+c=61\nf[2]: a b+c=62\nf[3]: a b+c=63\nf[4]: a b+c=64\nf[5]: a b+c=65\nf[6]: a b+c=66\nf[7]: a b+c=67\nf[8]: a b+c=68\nf[9]: a b+c=69\nf[0]: a b+c=70\nf[1]: a b+c=71\nf[2]: a b+c=72\nf[3]: a b+c=73\nf[4]: a b+c=74\nf[5]: a b+c=75\nf[6]: a b+c=76\nf[7]: a b+c=77\nf[8]: a b+c=78\nf[9]: a b+c=79\nf[0]: a b+c=80\nf[1]: a b+c=81\nf[2]: a b+c=82\nf[3]: a b+c=83\nf[4]: a b+c=84\nf[5]: a b+c=85\nf[6]: a b+c=86\nf[7]: a b+c=87\nf[8]: a b+c=88\nf[9]: a b+c=89\nf[0]: a b+c=90\nf[1]: a b+c=91\nf[2]: a b+c=92\nf[3]: a b+c=93\nf[4]: a b+c=94\nf[5]: a b+c=95\nf[6]: a b+c=96\nf[7]: a b+c=97\nf[8]: a b+c=98\nf[9]: a b+c=99\nf[0]: a b+c=100\nf[1]: a b+c=101\nf[2]: a b+c=102\nf[3]: a b+c=103\nf[4]: a b+c=104\nf[5]: a b+c=105\nf[6]: a b+c=106\nf[7]: a b+c=107\nf[8]: a b+c=108\nf[9]: a b+c=109\nf[0]: a b+c=110\nf[1]: a b+c=111\nf[2]: a b+c=112\nf[3]: a b+c=113\nf[4]: a b+c=114\nf[5]: a b+c=115\nf[6]: a b+c=116\nf[7]: a b+c=117\nf[8]: a b+c=118\nf[9]: a b+c=119\n' },
      ],
    },
    D: {
      description:
        'The dashboard accepts repeated parameters, like several tag filters. ' +
        RULES +
        ' Given a key and a URL, print the values of all pieces whose key is exactly that key, in order, joined by commas; print missing if there are none.',
      human: {
        input_format: 'The first line holds the key (1 to 20 characters among a-z, 0-9 and _). The second line holds the URL. ' + URLF,
        output_format: 'One line: the values joined by commas (empty values stay, so a,,b is possible), or the word missing.',
        examples: { input: 'tag\nhttps://status.example.com/incidents?tag=db&page=2&tag=net\n', output: 'db,net\n' },
      },
      hints: ['Collect, then join: a key present only without = gives an empty line, not missing.'],
      par: 197,
      cases: [
        { tag: 'empty', input: 'tag\nhttps://example.com/\n', output: 'missing\n' },
        { tag: 'minimum', input: 'a\n?a=1\n', output: '1\n' },
        { tag: 'tricky', input: 'a\nhttps://x.io/p?a=1&a&a=3\n', output: '1,,3\n' },
        { tag: 'tricky', input: 'a\nhttps://x.io/p?a\n', output: '\n' },
        { tag: 'tricky', input: 'tag\nhttps://x.io/p?tag=db#tag=net\n', output: 'db\n' },
        { tag: 'typical', input: 'x\nhttps://x.io/p?x=1=2&y=3&x=4\n', output: '1=2,4\n' },
        { tag: 'typical', input: 'env\nhttps://deploy.example.com/run?env=prod&env=staging&dry_run=1&env=dev\n', output: 'prod,staging,dev\n' },
        { tag: 'tricky', input: 'a\nhttps://x.io/p?A=1&aa=2&a_=3\n', output: 'missing\n' },
        { tag: 'maximum', input: 'k55\n' + BIG, output: 'v46,v107\n' },
        { tag: 'maximum', input: 'k0\n' + BIG, output: 'v0,v61,v122\n' },
      ],
    },
    E: {
      description:
        'To deduplicate bookmarks you canonicalise dashboard links. ' +
        RULES +
        ' For each key only its last piece counts; keys whose last value is empty are dropped; the remaining keys are sorted by character codes and written back as key=value joined by &. ' +
        'Print the part of the URL before the ?, followed by ? and the canonical query if it is not empty; the fragment is dropped.',
      human: {
        input_format: 'One line with the URL. ' + URLF,
        output_format: 'One line: the canonical URL (without a trailing ? when no parameter remains).',
        examples: { input: 'https://grafana.example.com/d/abc?var=db&from=now-6h&var=cache&debug#panel-2\n', output: 'https://grafana.example.com/d/abc?from=now-6h&var=cache\n' },
      },
      hints: ['A dictionary keyed by parameter name keeps the last value for you.', 'Drop empty values only after deciding which piece is the last one.'],
      par: 250,
      cases: [
        { tag: 'empty', input: 'https://example.com/\n', output: 'https://example.com/\n' },
        { tag: 'minimum', input: '?a=1\n', output: '?a=1\n' },
        { tag: 'tricky', input: 'https://x.io/p?a=1&a=\n', output: 'https://x.io/p\n' },
        { tag: 'tricky', input: 'https://x.io/p?a=&a=1\n', output: 'https://x.io/p?a=1\n' },
        { tag: 'tricky', input: 'https://x.io/p?#x=1\n', output: 'https://x.io/p\n' },
        { tag: 'typical', input: 'https://status.example.com/incidents?sort=desc&page=2&tag=db&tag=net\n', output: 'https://status.example.com/incidents?page=2&sort=desc&tag=net\n' },
        { tag: 'tricky', input: 'https://x.io/p?a-b=1&a=2&a_b=3\n', output: 'https://x.io/p?a=2&a-b=1&a_b=3\n' },
        { tag: 'typical', input: 'https://x.io/a?b?c=d&b=e=f\n', output: 'https://x.io/a?b=e=f&b?c=d\n' },
        { tag: 'maximum', input: BIG, output: 'https://status.example.com/api/v2/incidents?k0=v122&k1=v94&k10=v147&k11=v119&k12=v91&k13=v124&k14=v96&k15=v129&k16=v101&k17=v134&k18=v106&k19=v139&k2=v127&k20=v111&k21=v144&k22=v116&k23=v149&k24=v121&k25=v93&k26=v126&k27=v98&k28=v131&k29=v103&k3=v99&k30=v136&k31=v108&k32=v141&k33=v113&k34=v146&k35=v118&k36=v90&k37=v123&k38=v95&k39=v128&k4=v132&k40=v100&k41=v133&k42=v105&k43=v138&k44=v110&k45=v143&k46=v115&k47=v148&k48=v120&k49=v92&k5=v104&k50=v125&k51=v97&k52=v130&k53=v102&k54=v135&k55=v107&k56=v140&k57=v112&k58=v145&k59=v117&k6=v137&k60=v89&k7=v109&k8=v142&k9=v114\n' },
      ],
    },
  },
};
