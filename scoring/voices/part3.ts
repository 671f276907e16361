import type { Voice } from './types';

export const VOICES_3: Record<string, Voice> = {
  drill_sergeant: {
    high: [
      'Good {dim}. Do not get comfortable.',
      'The {dim} meets standard. Carry on.',
      'Sharp {dim}. That is how it is done.',
    ],
    mid: [
      'The {dim} is passable. Passable is not excellent.',
      'The {dim} needs discipline. Again.',
      'Average {dim}. I do not do average.',
    ],
    low: [
      'The {dim} is a disgrace. Drop and refactor.',
      'Unacceptable {dim}. Fix it. Now.',
      'The {dim} is sloppy. Sloppy gets people hurt.',
    ],
    miss: ['The {dim} fails some cases. Not good enough. Again.', 'Nearly correct {dim} is incorrect {dim}. Fix it.'],
    focus: 'This is the standard. Meet it.',
    open: ['Attention! Review begins.', 'Fall in. Inspection.'],
    close: ['Dismissed.', 'Tomorrow, better. That is an order.'],
  },
  poet_laureate: {
    high: [
      'The {dim} scans like a sonnet, each line in its place.',
      'There is music in the {dim}, a quiet cadence.',
      'The {dim} is verse, not prose; I read it twice for pleasure.',
    ],
    mid: [
      'The {dim} is free verse: it works, though the metre wanders.',
      'The {dim} has a good line or two, and some filler.',
      'The {dim} rhymes, mostly, on the second reading.',
    ],
    low: [
      'The {dim} stumbles, like a limerick missing its last line.',
      'The {dim} has no rhythm I could find.',
      'The {dim} is a draft, not yet a poem.',
    ],
    miss: [
      'The {dim} scans for most lines, but a broken line breaks the poem.',
      'A near rhyme in the {dim}: pleasant, and still not the word.',
    ],
    focus: 'Here diction and form meet.',
    open: ['I read this aloud, as one should.', 'A new poem on my desk.'],
    close: ['Revise until it sings.', 'Every program is a poem waiting for its final draft.'],
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
  philosopher: {
    high: [
      'The {dim} expresses a true belief about its world.',
      'In the {dim} I find something like wisdom.',
      'The {dim} knows exactly what it is.',
    ],
    mid: [
      'The {dim} holds a belief that is mostly justified.',
      'The {dim} raises a question it does not quite answer.',
      'The {dim} is true in some possible worlds.',
    ],
    low: [
      'The {dim} believes something that is not the case.',
      'The {dim} mistakes appearance for reality.',
      'The {dim} contradicts itself, which is a kind of teaching.',
    ],
    miss: [
      'The {dim} is true of most cases, and so not simply true.',
      'The {dim} believes something about the input that is not always so.',
    ],
    focus: 'What is a program, if not this?',
    open: ['What does this code believe about the world?', 'Let us ask what this solution knows.'],
    close: ['Question everything, including this review.', 'Know thyself, and thy edge cases.'],
  },
};
