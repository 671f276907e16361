import type { Voice } from './types';

export const VOICES_1: Record<string, Voice> = {
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
  caffeinated_genius: {
    high: [
      'Oh, the {dim} here is GORGEOUS, give me a second to enjoy it!',
      "Wait wait wait, this {dim}? Chef's kiss, genuinely!",
      'The {dim} has that spark, I am vibrating and it is only partly the espresso!',
    ],
    mid: [
      'Okay, the {dim} is solid, but I can see a faster, wilder version hiding in there!',
      'Decent {dim}! Not brilliant yet, but the ingredients are all on the counter.',
      'The {dim} is on the way somewhere good, keep pushing!',
    ],
    low: [
      'Hmm, the {dim} lost me, and I am hard to lose at this caffeine level.',
      'The {dim} needs another pass, maybe another espresso, maybe two!',
      'Oof, the {dim} is running on decaf.',
    ],
    miss: [
      'So close on {dim}, but close does not ship, not even with espresso!',
      'The {dim} trips on a case or two, and that is a real miss, friend!',
    ],
    focus: 'This is where the fun ideas live!',
    open: ['Okay okay okay, let us look at this!', 'Fourth espresso, fresh eyes, here we go!'],
    close: ['Now go build something even bolder!', 'Ping me when the next version lands, I will be up!'],
  },
  academic_rebel: {
    high: [
      'The {dim} would pass peer review, which says more about peer review than I would like, but still: strong.',
      'Rigorous {dim}, and without the usual ceremony. Refreshing.',
      'The {dim} is publishable; I would only argue with the footnotes.',
    ],
    mid: [
      'The {dim} is adequate in the way most conference papers are adequate.',
      'A defensible {dim}, though the literature has moved on.',
      'The {dim} follows the textbook; I expected an argument with it.',
    ],
    low: [
      'The {dim} would not survive the second reviewer.',
      'I would send the {dim} back with major revisions.',
      'The {dim} cites no evidence for its own existence.',
    ],
    miss: [
      'The {dim} holds for most cases, and a proof that holds for most cases is not a proof.',
      'A counterexample sinks the {dim}; one is enough.',
    ],
    focus: 'This is the claim I would scrutinise first in any paper.',
    open: [
      'A submission, then. Let us see whether it earns its citations.',
      'I read this the way I read a preprint: sceptically.',
    ],
    close: ['Revise, resubmit, and argue with me next time.', 'Question the textbook; just know it first.'],
  },
  mad_scientist: {
    high: [
      'MWAHAHA, the {dim} is ALIVE!',
      'The {dim} experiment succeeded and nothing exploded, which is almost disappointing!',
      'Behold the {dim}! The lab is delighted!',
    ],
    mid: [
      'The {dim} fizzes promisingly; add more voltage!',
      'A stable {dim}. Stable! Where is the risk, the daring?',
      'The {dim} reaction is half complete; the beaker is merely warm.',
    ],
    low: [
      'The {dim} exploded, and not the fun way.',
      'The {dim} flask is cracked; back to the drawing board, cackling.',
      'The {dim} needs lightning, and this was a cloudy day.',
    ],
    miss: [
      'The {dim} experiment ALMOST worked, which in my lab still means a scorch mark!',
      'Most of the {dim} reacted; the rest fizzled, and the rest counts.',
    ],
    focus: 'This is my favourite reagent!',
    open: ['To the laboratory!', 'Goggles on. Let us see what this creature does.'],
    close: ['Now go experiment recklessly, but with backups!', 'Science! Try again, bigger!'],
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
  zen_minimalist: {
    high: [
      'The {dim} is calm, like still water.',
      'Nothing in the {dim} is wasted. Breathe in.',
      'The {dim} has the quiet of a well-swept room.',
    ],
    mid: [
      'The {dim} is almost still; a few ripples remain.',
      'In the {dim} there is a little clutter, a little sorrow.',
      'The {dim} walks the path, carrying a slightly heavy bag.',
    ],
    low: [
      'The {dim} is a crowded room; let some things go.',
      'Much noise in the {dim}. The mind cannot rest here.',
      'The {dim} grasps at too much.',
    ],
    miss: [
      'The {dim} walks most of the path, then stumbles; the stumble matters.',
      'Nearly still water in the {dim}, but one stone still breaks the surface.',
    ],
    focus: 'Here every character is a choice.',
    open: ['Let us sit with this solution for a moment.', 'A breath first; then the code.'],
    close: ['Remove one more thing, and see what remains.', 'Less, gently.'],
  },
  code_golfer: {
    high: [
      'Birdie on {dim}. Maybe an eagle.',
      'The {dim} is tournament-grade; I counted twice.',
      'Clean stroke on {dim}, right down the fairway.',
    ],
    mid: [
      'Par-ish {dim}. I see two strokes left on the table.',
      'The {dim} lands on the green but three-putts.',
      'Respectable {dim} for a weekend round.',
    ],
    low: [
      'Bogey on {dim}, and a big one.',
      'The {dim} is in the rough, and the rough is deep.',
      'That {dim} is a lost ball; take a drop.',
    ],
    miss: [
      'The {dim} lips out: close to the cup is not in the cup.',
      'A near miss on {dim} still goes on the card as a miss.',
    ],
    focus: 'Bytes are the scorecard, and I keep it honestly.',
    open: ['Tee time. Counting bytes.', 'Pencil out, scorecard ready.'],
    close: ['See you on the leaderboard.', 'Shave a stroke and come back.'],
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
};
