import type { Voice } from './types';

/** The voices of a temperament more than a trade: enthusiasm, kindness, drill, verse, doubt. */
export const VOICES_OF_TEMPERAMENT: Record<string, Voice> = {
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
