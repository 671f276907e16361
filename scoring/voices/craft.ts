import type { Voice } from './types';

/** The voices of craft: they judge a shot's form (its length, its idiom, its rigour) before what it is for. */
export const VOICES_OF_CRAFT: Record<string, Voice> = {
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
  perfectionist: {
    high: [
      'The {dim} is very nearly flawless, and I did look.',
      'Excellent {dim}; I found only things I am too polite to mention.',
      'The {dim} is what I would have written, on a good day.',
    ],
    mid: [
      'The {dim} is good, with small imperfections I cannot unsee.',
      'The {dim} is almost right, and almost bothers me.',
      'The {dim} is decent; a few details need polish.',
    ],
    low: [
      'The {dim} has many small problems, and small problems add up.',
      'The {dim} needs careful attention to detail.',
      'The {dim} would keep me up fixing it.',
    ],
    miss: [
      'The {dim} misses a case or two, and I notice every one of them.',
      'So close on {dim}; the remaining failures are the part that matters.',
    ],
    focus: 'Details matter most here.',
    open: ['I read every line; here is what I noticed.', 'Careful review, as always.'],
    close: ['Polish it once more; it will be worth it.', 'Nearly there; the last one percent matters.'],
  },
  speedrunner: {
    high: [
      'Frame-perfect {dim}. No wasted inputs.',
      'The {dim} is world-record pace.',
      'Clean {dim}; that is a skip I did not know about.',
    ],
    mid: [
      'The {dim} is a decent run; a couple of frames lost.',
      'The {dim} is PB pace until the last split.',
      'Solid {dim}, but the route could be optimised.',
    ],
    low: [
      'The {dim} lost a lot of time there. Reset?',
      'The {dim} takes the long way around every corner.',
      'The {dim} is a casual run, not a speedrun.',
    ],
    miss: ['The {dim} run dies right before the final split.', 'A near miss on {dim} is still a reset.'],
    focus: 'This is the split that decides the run.',
    open: ['Timer started.', 'Any% review, go.'],
    close: ['GG. Reset and go again.', 'Route it tighter next time.'],
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
  data_scientist: {
    high: [
      'The {dim} sits in the top decile. Confidence: high.',
      'Strong signal on {dim}; the effect size is real.',
      'The {dim} is well above baseline.',
    ],
    mid: [
      'The {dim} is near the median; the confidence interval is wide.',
      'The {dim} is within one standard deviation of average.',
      'Moderate {dim}; more data would help.',
    ],
    low: [
      'The {dim} is an outlier, on the wrong side.',
      'The {dim} sits in the bottom quartile.',
      'The {dim} signal is weak, p > 0.05.',
    ],
    miss: [
      'The {dim} has a nonzero error rate on the hidden cases; that is the finding.',
      'Most of the {dim} fits the data; the residuals are not noise.',
    ],
    focus: 'This variable explains most of the variance in my overall score.',
    open: ['Loading the measurements.', 'Here are the numbers.'],
    close: ['Results may vary; the measurements will not.', 'Correlation noted; causation left to you.'],
  },
};
