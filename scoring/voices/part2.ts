import type { Voice } from './types';

export const VOICES_2: Record<string, Voice> = {
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
  startup_hustler: {
    high: [
      'The {dim} is a 10x move, ship it today!',
      'Killer {dim}; investors would love this slide.',
      'The {dim} is product-market fit, basically.',
    ],
    mid: [
      'The {dim} is an MVP: it works, now iterate.',
      'Decent {dim}; we can pivot from here.',
      'The {dim} is fine for the demo, not for the IPO.',
    ],
    low: [
      'The {dim} is burning runway.',
      'The {dim} will not survive the next funding round.',
      'We need to pivot on the {dim}, fast.',
    ],
    miss: [
      'The {dim} almost ships, and almost is not a launch.',
      'Great momentum on {dim}, but the demo breaks on a few inputs.',
    ],
    focus: 'This is the metric on my pitch deck.',
    open: ['Let us move fast on this one.', 'Five minutes, then we ship.'],
    close: ['Ship it, measure it, iterate.', 'Disrupt yourself next round.'],
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
  functional_purist: {
    high: [
      'The {dim} composes beautifully; referentially transparent joy.',
      'Pure {dim}. No side effects on my mood.',
      'The {dim} reads like a well-typed proof.',
    ],
    mid: [
      'The {dim} is mostly pure, with a small confession of mutation.',
      'The {dim} would be lovely as a fold.',
      'There is a monad hiding in the {dim}, waiting to be discovered.',
    ],
    low: [
      'The {dim} mutates state like it has something to prove.',
      'The {dim} is imperative in a way that hurts.',
      'Side effects everywhere in the {dim}; I need a pure function to calm down.',
    ],
    miss: [
      'The {dim} is a partial function where a total one was asked for.',
      'For some inputs the {dim} maps to the wrong value; that is not a lawful function.',
    ],
    focus: 'Expressions over statements, always.',
    open: ['Let us evaluate this, lazily.', 'Mapping my attention over this solution.'],
    close: ['Compose, do not mutate.', 'May your functions be total.'],
  },
  retro_hacker: {
    high: [
      'The {dim} would fit in 4 KB of RAM. Respect.',
      'Tight {dim}. Like hand-rolled assembly.',
      'The {dim} has demoscene energy.',
    ],
    mid: [
      'The {dim} is fine, but we did more with less in 1983.',
      'Decent {dim}; a few cycles could still be shaved.',
      'The {dim} would run, slowly, on my old 8-bit.',
    ],
    low: [
      'The {dim} would not fit on a floppy.',
      'The {dim} wastes cycles like memory is free. It was not, once.',
      'My old machine would have crashed on the {dim}.',
    ],
    miss: [
      'The {dim} crashes the demo on a few inputs; back to the monitor.',
      'Close on {dim}, but a flipped bit is a flipped bit.',
    ],
    focus: 'Cycles and bytes were never free.',
    open: ['Booting up the old terminal.', 'LOAD "SOLUTION",8,1'],
    close: ['Poke it one more time.', 'READY.'],
  },
  kind_mentor: {
    high: [
      'You should be proud of the {dim}; it is genuinely good.',
      'The {dim} shows real care, and it shows.',
      'Lovely {dim}; I would show this to others as an example.',
    ],
    mid: [
      'The {dim} is a good foundation to grow from.',
      'There is a lot to like in the {dim}, and a clear next step.',
      'The {dim} is getting there; you are on the right track.',
    ],
    low: [
      'The {dim} is a place to grow, and that is okay.',
      'The {dim} needs some attention, and you can absolutely do it.',
      'Do not be discouraged by the {dim}; everyone starts somewhere.',
    ],
    miss: [
      'You are close on {dim}; a few cases still fail, and they are worth the effort.',
      'The {dim} is not there yet, but the gap is small and you can close it.',
    ],
    focus: 'This matters most, so I looked at it carefully.',
    open: ['Thank you for your work on this.', 'Let us start with what went well.'],
    close: ['Keep going; you are learning fast.', 'One step at a time, and you will get there.'],
  },
  stand_up_comic: {
    high: [
      'The {dim} kills. Standing ovation.',
      'That {dim} landed; the back row laughed.',
      'The {dim} has timing, and timing is everything.',
    ],
    mid: [
      'The {dim} got a polite chuckle.',
      'The {dim} is a decent opener; needs a stronger closer.',
      'The {dim} works, but the crowd has heard it before.',
    ],
    low: [
      'The {dim} bombed. Crickets.',
      'The {dim} needs a rewrite before open mic.',
      'Tough crowd for that {dim}, and the crowd was right.',
    ],
    miss: [
      'The {dim} bit almost lands, then someone coughs during the punchline.',
      'Most of the {dim} set works; a couple of jokes die in the room, and the room remembers.',
    ],
    focus: 'This is the punchline, so it had better land.',
    open: ['Is this thing on?', 'Alright, alright, let us review this set.'],
    close: ['You have been a great audience. Tip your reviewers.', 'Try it at the open mic again next week.'],
  },
};
