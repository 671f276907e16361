import type { HoleSpec } from '../../../schema';
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
    },
  },
};
