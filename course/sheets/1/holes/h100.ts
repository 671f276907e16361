import type { HoleSpec } from '../../../schema';

const SERVICES = ['gateway', 'auth', 'cart', 'db', 'search', 'cache', 'payments'];
const trace = (t: number, n: number): string[] => {
  const spans: { s: number; e: number }[] = [];
  return Array.from({ length: n }, (_, j) => {
    if (j === 0) {
      spans.push({ s: t * 1000, e: t * 1000 + 500 + ((t * 37) % 400) });
      return `t${t} s0 - gateway ${spans[0].s} ${spans[0].e}`;
    }
    const p = j % 3 === 0 ? (j * 5 + t) % j : j - 1 - ((j * 7 + t) % Math.min(j, 3)), par = spans[p], dur = par.e - par.s;
    const s = par.s + ((j * 53 + t * 7) % Math.max(1, Math.floor(dur * 0.6)));
    const e = s + 1 + ((j * 97 + t * 13) % Math.max(1, Math.floor(dur * 0.5))) + (j % 9 === 4 ? 40 : 0);
    spans.push({ s, e });
    return `t${t} s${j} s${p} ${SERVICES[1 + ((j * 3 + t + (j >> 2)) % 6)]} ${s} ${e}`;
  });
};
const traces = (sizes: number[]): string => {
  const all = sizes.flatMap((n, t) => trace(t + 1, n));
  const m = all.length % 37 === 0 ? 41 : 37;
  return all.map((_, i) => all[(i * m) % all.length] + '\n').join('');
};
const FORMAT =
  'Lines "trace span parent service start end" in no particular order, at most 400 of them: trace, span and service are words of lowercase letters and digits, parent is the span id of the parent span in the same trace or - for the root, start and end are integers in milliseconds with 0 <= start < end <= 1000000000. ' +
  'Every trace has exactly one root, span ids are unique within a trace (but may repeat across traces), every parent exists, and the spans of a trace form a tree. A child may end after its parent (clock skew).';
const SELF =
  'The self time of a span is its duration minus the total length of the union of its children\'s intervals, each clipped to the span\'s own interval [start, end). ';
const EXAMPLE = 't1 a - gateway 0 1000\nt1 b a auth 50 200\nt1 c a cart 150 900\nt1 d c db 200 400\nt1 e c db 350 1100\nt2 r - gateway 10 20\n';

export const hole: HoleSpec = {
  id: 100,
  title: 'Where Did the Latency Go',
  category: 'data_wrangling',
  difficulty: 10,
  variations: {
    A: {
      description:
        'Checkout is slow, every team says it is not their service, and you have a dump of distributed-tracing spans to settle it. ' +
        SELF +
        'Print, for every service in character-code order, "service ms" with the sum of the self times of all its spans over all traces. ' +
        'At most 400 spans.',
      human: {
        input_format: FORMAT + ' An empty dump is a single empty line (the output is then empty).',
        output_format: 'One line per service: its name, a space and its total self time in milliseconds.',
        examples: { input: EXAMPLE, output: 'auth 150\ncart 50\ndb 950\ngateway 160\n' },
      },
      hints: ['Index spans by (trace, span id) and collect each span\'s children.', 'Children may overlap each other: merge their clipped intervals before subtracting.'],
      par: 895,
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x r - api 0 1\n', output: 'api 1\n' },
        { tag: 'tricky', input: 'x r - api 100 200\nx a r db 0 50\nx b r db 150 400\nx c r db 160 170\nx d r cache 190 199\n', output: 'api 50\ncache 9\ndb 310\n' },
        { tag: 'tricky', input: 'a s1 - api 0 100\nb s1 - api 0 100\nb s2 s1 db 0 100\na s2 s1 db 10 20\n', output: 'api 90\ndb 110\n' },
        { tag: 'typical', input: traces([5, 3]), output: 'cache 84\ncart 208\ndb 92\ngateway 726\npayments 89\n' },
        { tag: 'typical', input: traces([12, 20, 7, 1]), output: 'auth 172\ncache 193\ncart 281\ndb 127\ngateway 1698\npayments 124\nsearch 121\n' },
        { tag: 'typical', input: traces([60]), output: 'auth 114\ncache 203\ncart 367\ndb 135\ngateway 276\npayments 152\nsearch 117\n' },
        { tag: 'maximum', input: traces([40, 35, 30, 25, 20, 50, 60, 45, 40, 30, 25]), output: 'auth 1549\ncache 1234\ncart 1511\ndb 1154\ngateway 4331\npayments 1172\nsearch 1423\n' },
      ],
    },
    B: {
      description:
        'Before blaming anyone you want to know how convoluted each request was, using a dump of distributed-tracing spans. ' +
        'The spans of a trace form a tree rooted at the span whose parent is -. ' +
        'Print, for every trace in character-code order of trace id, "trace depth spans": the number of spans on the longest root-to-leaf chain (a lone root has depth 1) and the number of spans in the trace. ' +
        'At most 400 spans.',
      human: {
        input_format: FORMAT + ' An empty dump is a single empty line (the output is then empty).',
        output_format: 'One line per trace: trace id, depth and span count separated by single spaces.',
        examples: { input: EXAMPLE, output: 't1 3 5\nt2 1 1\n' },
      },
      hints: ['Build the children lists, then recurse from each root.', 'Span ids repeat across traces: key them by trace too.'],
      par: 948,
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x r - api 0 1\n', output: 'x 1 1\n' },
        { tag: 'tricky', input: 'x c b db 3 4\nx b a api 2 5\nx a - api 1 6\ny a - api 1 2\ny b a api 1 2\n', output: 'x 3 3\ny 2 2\n' },
        { tag: 'tricky', input: 't10 s0 - api 0 9\nt9 s0 - api 0 9\nt9 s1 s0 api 0 9\nt10 s1 s0 db 0 1\nt10 s2 s1 db 0 1\n', output: 't10 3 3\nt9 2 2\n' },
        { tag: 'typical', input: traces([5, 3]), output: 't1 3 5\nt2 3 3\n' },
        { tag: 'typical', input: traces([12, 20, 7, 1]), output: 't1 6 12\nt2 5 20\nt3 3 7\nt4 1 1\n' },
        { tag: 'typical', input: traces([60]), output: 't1 22 60\n' },
        { tag: 'maximum', input: traces([40, 35, 30, 25, 20, 50, 60, 45, 40, 30, 25]), output: 't1 15 40\nt10 12 30\nt11 6 25\nt2 5 35\nt3 11 30\nt4 10 25\nt5 6 20\nt6 19 50\nt7 22 60\nt8 7 45\nt9 14 40\n' },
      ],
    },
    C: {
      description:
        'The latency review wants the critical path of each request from a dump of distributed-tracing spans. ' +
        'Start at the root span; while the current span has children, move to the child with the latest end time (ties: earliest start, then smallest span id in character-code order). ' +
        'Print, for every trace in character-code order of trace id, the trace id, a space and the services of the spans on that path joined by >. ' +
        'At most 400 spans.',
      human: {
        input_format: FORMAT + ' An empty dump is a single empty line (the output is then empty).',
        output_format: 'One line per trace: "trace service1>service2>...".',
        examples: { input: EXAMPLE, output: 't1 gateway>cart>db\nt2 gateway\n' },
      },
      hints: ['The latest-ending child is the one the parent most plausibly waited for.', 'Apply the tie-breaks in order: end descending, start ascending, span id ascending.'],
      par: 969,
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x r - api 0 1\n', output: 'x api\n' },
        { tag: 'tricky', input: 'x r - api 0 100\nx b r db 10 90\nx a r cache 20 90\nx c r auth 10 90\nx d c queue 10 20\n', output: 'x api>db\n' },
        { tag: 'tricky', input: 'x r - api 0 100\nx s10 r db 10 90\nx s9 r cache 10 90\nx z s9 auth 0 1\n', output: 'x api>db\n' },
        { tag: 'typical', input: traces([5, 3]), output: 't1 gateway>cart\nt2 gateway>payments>db\n' },
        { tag: 'typical', input: traces([12, 20, 7, 1]), output: 't1 gateway>cart\nt2 gateway>payments>db>search>cache\nt3 gateway>search>cache\nt4 gateway\n' },
        { tag: 'typical', input: traces([60]), output: 't1 gateway>cart\n' },
        { tag: 'maximum', input: traces([40, 35, 30, 25, 20, 50, 60, 45, 40, 30, 25]), output: 't1 gateway>cart\nt10 gateway>cart>cart\nt11 gateway>db\nt2 gateway>payments>db>cart>cache\n' +
          't3 gateway>search>cache\nt4 gateway>cart>payments>cache\nt5 gateway>payments>db>auth\n' +
          't6 gateway>cart>payments\nt7 gateway>cart\nt8 gateway>payments>db>payments>search\n' +
          't9 gateway>auth>cache\n' },
      ],
    },
    D: {
      description:
        'The architecture review wants a service dependency map extracted from a dump of distributed-tracing spans. ' +
        'Every span with a parent is a call from the parent\'s service to its own service; calls within the same service are internal and ignored. ' +
        'For every ordered pair of different services with at least one call, print "caller callee calls ms" (the number of such calls and the sum of the callee spans\' durations), sorted by caller then callee in character-code order, or none if there are no such calls. ' +
        'At most 400 spans.',
      human: {
        input_format: FORMAT + ' An empty dump is a single empty line.',
        output_format: 'One line per (caller, callee) pair, four fields separated by single spaces; or none.',
        examples: { input: EXAMPLE, output: 'cart db 2 950\ngateway auth 1 150\ngateway cart 1 750\n' },
      },
      hints: ['Look up each span\'s parent by (trace, parent id) to learn the caller service.', 'Sort by the pair, not by the concatenated string.'],
      par: 1092,
      cases: [
        { tag: 'empty', input: '\n', output: 'none\n' },
        { tag: 'minimum', input: 'x r - api 0 1\n', output: 'none\n' },
        { tag: 'tricky', input: 'x r - api 0 100\nx a r api 0 10\nx b a db 0 5\ny r - db 0 9\ny a r api 1 2\n', output: 'api db 1 5\ndb api 1 1\n' },
        { tag: 'tricky', input: 'x r - a 0 9\nx b r ab 0 1\nx c r a 0 1\nx d c b 0 2\nx e r ab 1 2\n', output: 'a ab 2 2\na b 1 2\n' },
        { tag: 'typical', input: traces([5, 3]), output: 'cache db 1 57\ngateway cache 1 111\ngateway cart 1 208\ngateway payments 1 124\npayments db 1 35\n' },
        { tag: 'typical', input: traces([12, 20, 7, 1]), output: 'auth cache 1 11\nauth search 1 2\ncache auth 1 7\ncache db 2 103\ncart cache 1 5\ndb auth 2 6\n' +
          'db cart 1 16\ndb payments 4 57\ndb search 2 15\ngateway auth 2 163\ngateway cache 1 111\n' +
          'gateway cart 1 208\ngateway payments 1 124\ngateway search 1 234\npayments auth 1 2\npayments db 2 76\n' +
          'payments search 3 55\nsearch auth 2 7\nsearch cache 2 122\nsearch cart 1 57\n' },
        { tag: 'typical', input: traces([60]), output: 'auth cache 2 60\nauth search 2 6\ncache auth 3 75\ncache cart 6 134\ncache db 6 160\ncache payments 2 73\n' +
          'cache search 2 50\ncart cache 2 13\ncart payments 2 47\ndb auth 4 46\ndb payments 6 96\n' +
          'gateway cache 1 111\ngateway cart 1 208\npayments db 4 20\npayments search 6 86\nsearch auth 3 19\n' +
          'search cart 2 44\n' },
        { tag: 'maximum', input: traces([40, 35, 30, 25, 20, 50, 60, 45, 40, 30, 25]), output: 'auth cache 13 271\nauth cart 12 60\nauth db 2 4\nauth payments 1 10\nauth search 12 42\ncache auth 4 38\n' +
          'cache cart 15 193\ncache db 18 243\ncache payments 6 66\ncache search 3 20\ncart auth 4 238\n' +
          'cart cache 14 331\ncart db 2 110\ncart payments 13 479\ncart search 4 404\ndb auth 23 405\ndb cache 2 33\n' +
          'db cart 3 78\ndb payments 27 318\ndb search 16 379\ngateway auth 4 787\ngateway cache 2 300\n' +
          'gateway cart 5 1172\ngateway db 3 563\ngateway payments 4 671\ngateway search 4 731\n' +
          'payments auth 14 88\npayments cache 7 102\npayments cart 5 81\npayments db 26 520\n' +
          'payments search 27 328\nsearch auth 16 161\nsearch cache 12 261\nsearch cart 11 298\nsearch db 1 9\n' +
          'search payments 1 3\n' },
      ],
    },
    E: {
      description:
        'Every slow request needs an owner, and you will assign it by self time using a dump of distributed-tracing spans. ' +
        SELF +
        'For every trace in character-code order of trace id, add up the self times per service within that trace and print "trace service ms" for the service with the largest total (ties broken by service name in character-code order). ' +
        'At most 400 spans.',
      human: {
        input_format: FORMAT + ' An empty dump is a single empty line (the output is then empty).',
        output_format: 'One line per trace: trace id, winning service and its self time in milliseconds, separated by single spaces.',
        examples: { input: EXAMPLE, output: 't1 db 950\nt2 gateway 10\n' },
      },
      hints: ['Self time excludes time covered by children, but only the part of a child inside its parent counts.', 'A service with several spans in one trace adds their self times.'],
      par: 976,
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x r - api 0 1\n', output: 'x api 1\n' },
        { tag: 'tricky', input: 'x r - api 0 100\nx a r db 0 50\nx b r db 50 100\ny r - api 0 100\ny a r db 0 100\ny b a api 0 50\n', output: 'x db 100\ny api 50\n' },
        { tag: 'tricky', input: 'x r - zed 0 10\nx a r amy 100 200\nx b r zed 5 10\n', output: 'x amy 100\n' },
        { tag: 'typical', input: traces([5, 3]), output: 't1 gateway 276\nt2 gateway 450\n' },
        { tag: 'typical', input: traces([12, 20, 7, 1]), output: 't1 gateway 276\nt2 gateway 450\nt3 gateway 324\nt4 gateway 648\n' },
        { tag: 'typical', input: traces([60]), output: 't1 cart 367\n' },
        { tag: 'maximum', input: traces([40, 35, 30, 25, 20, 50, 60, 45, 40, 30, 25]), output: 't1 cart 315\nt10 gateway 642\nt11 gateway 266\nt2 gateway 450\nt3 gateway 324\nt4 gateway 498\n' +
          't5 gateway 372\nt6 search 530\nt7 gateway 420\nt8 gateway 594\nt9 auth 663\n' },
      ],
    },
  },
};
