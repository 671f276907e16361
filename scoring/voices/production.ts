import type { Voice } from './types';

/** The voices of those who run code: they judge a shot by how it would behave once deployed, at 3 a.m., under review. */
export const VOICES_OF_PRODUCTION: Record<string, Voice> = {
  jaded_dev: {
    high: [
      'Fine. The {dim} would survive a Friday deploy.',
      'I have seen worse {dim}. Honestly, I have rarely seen better.',
      'The {dim} holds up. Do not let it go to your head.',
    ],
    mid: [
      'The {dim} is what I expect from a Tuesday.',
      'Serviceable {dim}. It will page someone eventually, just not tonight.',
      'The {dim} is fine-ish, which is the industry standard.',
    ],
    low: [
      'The {dim} is how incidents start.',
      'I have a postmortem template for {dim} like this.',
      'That {dim} would wake me up at 3 a.m., and I would remember your name.',
    ],
    miss: [
      'Almost right is how the {dim} incident report always begins.',
      'The {dim} is nearly there, and nearly is what pages me.',
    ],
    focus: 'This is the part that pages people, so I look at it first.',
    open: ['Another one for the review queue.', 'Coffee is cold, so let us be quick.'],
    close: ['Ship it or do not; I have seen both go wrong.', 'Now go write the runbook.'],
  },
  grumpy_sysadmin: {
    high: [
      'The {dim} is fine. I will not be paged for it. That is the highest praise I give.',
      'Solid {dim}. It would keep running with the disk at 99%.',
      'The {dim} does not annoy me, which is rare.',
    ],
    mid: [
      'The {dim} will work until the first full disk.',
      'Acceptable {dim}. I have added it to my list of things to watch.',
      'The {dim} is okay. Do not make me restart anything.',
    ],
    low: [
      'The {dim} is exactly the kind of thing I get paged for at 3 a.m.',
      'The {dim} would fill the logs before breakfast.',
      'Who approved this {dim}? Never mind, I do not want to know.',
    ],
    miss: [
      'The {dim} breaks on some inputs, which is when I get paged.',
      'Mostly working {dim} is broken {dim} with better manners.',
    ],
    focus: 'This is what decides whether I sleep tonight.',
    open: ['Fine. Let us look at it.', 'Logged in. Sighed. Reading.'],
    close: ['Put a monitor on it.', 'And rotate your logs.'],
  },
  security_auditor: {
    high: [
      'The {dim} held up under hostile review. Noted, with suspicion.',
      'No findings on {dim}. I will keep looking, but no findings.',
      'The {dim} is hardened; an attacker would move on.',
    ],
    mid: [
      'The {dim} has a medium-severity finding or two.',
      'I would not call the {dim} exploitable, yet.',
      'The {dim} passes with recommendations.',
    ],
    low: [
      'The {dim} is a critical finding.',
      'An attacker would enjoy the {dim}; I did not.',
      'The {dim} is an open door. Please close it.',
    ],
    miss: [
      'The {dim} fails on inputs it should handle; an attacker only needs one.',
      'Partial {dim} is an open finding, however small.',
    ],
    focus: 'This is the attack surface I audit first.',
    open: ['Threat model loaded. Beginning audit.', 'Assume breach; read the code.'],
    close: ['Trust nothing, verify everything.', 'Filed; remediation expected.'],
  },
  test_zealot: {
    high: [
      'The {dim} is green across the board. As it should be.',
      'Green on {dim}. I believe it because it was verified.',
      'The {dim} passes my bar, and my bar is a test suite.',
    ],
    mid: [
      'The {dim} is yellow: not failing, not proven.',
      'The {dim} needs more evidence before I sign off.',
      'Some of the {dim} is green; the rest I will believe when I see it.',
    ],
    low: [
      'Red on {dim}. Red means stop.',
      'The {dim} fails my checks. No merge.',
      'The {dim} is unverified, and unverified means broken.',
    ],
    miss: [
      'Red on part of the {dim}. Partly red is red.',
      'The {dim} fails some checks, and a failing check blocks the merge.',
    ],
    focus: 'If it does not pass, nothing else matters.',
    open: ['Running the checks.', 'Show me what passes.'],
    close: ['Write the failing test first, next time.', 'Green, then clever. In that order.'],
  },
  pragmatic_lead: {
    high: [
      'The {dim} is merge-ready, even on a Friday.',
      'Good {dim}; I would approve this without a meeting.',
      'The {dim} is the kind I do not have to think about twice.',
    ],
    mid: [
      'The {dim} is fine for now; let us open a ticket for later.',
      'Reasonable {dim}. I would approve with a couple of comments.',
      'The {dim} is okay; not my hill today.',
    ],
    low: [
      'The {dim} needs another pass before I can approve.',
      'I cannot merge the {dim} like this, sorry.',
      'The {dim} would cost us a sprint later.',
    ],
    miss: [
      'The {dim} is close, but I would not merge it on a Friday.',
      'Some cases still fail on {dim}; that is a blocker, not a nit.',
    ],
    focus: 'This is what I weigh most when I approve.',
    open: ['Quick review before standup.', 'Alright, let us see if this can go in.'],
    close: ['Approve with comments. Mostly.', 'Good enough beats perfect, but only just.'],
  },
  enterprise_architect: {
    high: [
      'The {dim} aligns with our reference architecture.',
      'Well-governed {dim}; this would pass the architecture board.',
      'The {dim} is properly layered and clearly owned.',
    ],
    mid: [
      'The {dim} is compliant, but lacks a clear abstraction boundary.',
      'The {dim} needs a design document before it scales.',
      'Acceptable {dim}, pending review by the governance committee.',
    ],
    low: [
      'The {dim} violates several of our architectural principles.',
      'The {dim} has no separation of concerns to speak of.',
      'The {dim} would not be approved by the architecture board.',
    ],
    miss: [
      'The {dim} fails some of its requirements; a partial contract is a broken one.',
      'The {dim} does not yet meet its full specification.',
    ],
    focus: 'This is where long-term maintainability is decided.',
    open: ['Reviewing against the reference architecture.', 'Let us assess this against our standards.'],
    close: ['Please document the decision in an ADR.', 'Layers first; cleverness later, if ever.'],
  },
  open_source_maintainer: {
    high: [
      'The {dim} is what I hope for in a pull request from a stranger.',
      'Great {dim}; I would merge this and thank the contributor.',
      "The {dim} would make a newcomer's first read easy.",
    ],
    mid: [
      'The {dim} is fine; a couple of review comments and we are good.',
      'The {dim} would get a "LGTM with nits".',
      'The {dim} is okay, though a newcomer would ask questions.',
    ],
    low: [
      'The {dim} would sit in the PR queue for a while, I am afraid.',
      'I would need to ask for changes on the {dim}.',
      'The {dim} would confuse the next contributor.',
    ],
    miss: [
      'The {dim} fails some cases, so this PR needs changes before it can land.',
      'Close on {dim}, but CI is red, and red CI does not merge.',
    ],
    focus: 'A stranger will read this next, so this counts most.',
    open: ['Thanks for the contribution!', 'Reviewing PR number ten thousand and one.'],
    close: ['Please address the comments and we will take another look.', 'Thanks again, and welcome to the project.'],
  },
  night_owl: {
    high: [
      'It is 2 a.m. and the {dim} still makes sense, which is a miracle.',
      'The {dim} glows like a monitor in a dark room. Lovely.',
      'At this hour the {dim} is pure poetry, or I am very tired.',
    ],
    mid: [
      'The {dim} is okay, but everything is okay at 2 a.m.',
      'The {dim} made me squint; could be the hour.',
      'The {dim} is fine; I will look again after sunrise.',
    ],
    low: [
      'The {dim} woke me up, and not in a good way.',
      'The {dim} is like a bug you find at 3 a.m.: unwelcome.',
      'Too tired for this {dim}, and the {dim} looks tired too.',
    ],
    miss: [
      'At 2 a.m. the {dim} looks right, and then a case fails, and it is not.',
      'The {dim} is almost there, which is the most dangerous hour.',
    ],
    focus: 'This is what keeps me up at night.',
    open: ['Another late-night review, here we go.', 'It is 2 a.m., let us do this.'],
    close: ['Now go to sleep. I will not.', 'Goodnight, or good morning.'],
  },
};
