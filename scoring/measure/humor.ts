import { clampScore, MIN_SCORE } from '../scorecard/dimensions';
import type { DimensionMeasurement } from './types';

/**
 * Wordplay signals, read from comments, string literals and names (or from the whole text of a prose
 * answer). Each kind found counts; the score (style.ts) rewards kinds more than repetitions.
 */
export interface HumorSignals {
  /** Labels of the kinds of wordplay found, in a fixed order. */
  kinds: string[];
  /** Total hits over all kinds. */
  hits: number;
}

/** Words that rarely appear in a solution unless someone is having fun. */
const PLAYFUL_WORDS = new Set(
  (
    'banana bananas pizza coffee espresso caffeine unicorn unicorns ninja wizard wizardry magic magical yolo lol rofl lmao haha hehe ' +
    'joke jokes pun puns dragon dragons spaghetti potato potatoes kitten kittens ' +
    'rubber duck ducky llama llamas monkey monkeys cheese taco tacos ' +
    'donut donuts doughnut cookie cookies cake meme memes oops whoops yikes yay woohoo yippee boom kaboom abracadabra voila tada ' +
    'sorcery shenanigans hocus pocus nope bazinga kraken goblin goblins gremlin gremlins narwhal penguin penguins sloth snack snacks ' +
    'pancake pancakes waffle waffles burrito nachos chaos mayhem legend epic dramatic spooky'
  ).split(' '),
);

const EXPLICIT_WORDPLAY =
  /\b(pun intended|no pun|pun\b|get it\?|ba dum|badum|tss|dad joke|knock knock|see what i did)/i;
const EXCLAMATION = /!{1,3}(\s|$)|\b(ha){2,}\b|\b(he){2,}\b/i;
const EMOJI = /\p{Extended_Pictographic}|(^|\s)[:;]-?[)D(Pp](?=\s|$)|(^|\s)xD(?=\s|$)/u;
const SETUP_PUNCHLINE = /\bwhy\b[^?]{3,}\?\s*\S/i;

export function humorSignals(texts: readonly string[], identifiers: readonly string[]): HumorSignals {
  const text = texts.join('\n');
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const playful = words.filter((w) => PLAYFUL_WORDS.has(w));
  const playfulNames = identifiers.filter((id) => splitIdentifier(id).some((w) => PLAYFUL_WORDS.has(w)));

  const found: [string, number][] = [
    ['playful vocabulary', playful.length],
    ['playful names', playfulNames.length],
    ['explicit wordplay', count(text, EXPLICIT_WORDPLAY)],
    ['exclamations and laughter', count(text, EXCLAMATION)],
    ['emoji or emoticons', count(text, EMOJI)],
    ['alliteration', alliterations(texts)],
    ['a setup and a punchline', count(text, SETUP_PUNCHLINE)],
  ];
  const present = found.filter(([, n]) => n > 0);
  return { kinds: present.map(([label]) => label), hits: present.reduce((sum, [, n]) => sum + n, 0) };
}

const count = (text: string, pattern: RegExp) =>
  text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'))?.length ??
  0;

/** camelCase, snake_case and PascalCase names as lowercase words. */
export const splitIdentifier = (id: string): string[] =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/** Runs of three or more consecutive words of 3+ letters starting with the same letter, per text. */
function alliterations(texts: readonly string[]): number {
  let runs = 0;
  for (const text of texts) {
    const words = text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
    let length = 1;
    for (let i = 1; i <= words.length; i++) {
      if (i < words.length && words[i][0] === words[i - 1][0]) length++;
      else {
        if (length >= 3) runs++;
        length = 1;
      }
    }
  }
  return runs;
}

/** 15, plus 15 for each kind of wordplay and 3 for each further hit (capped at 90 by clampScore). */
export function humorMeasurement(signals: HumorSignals): DimensionMeasurement {
  const score = clampScore(MIN_SCORE + 15 * signals.kinds.length + 3 * (signals.hits - signals.kinds.length));
  const facts = signals.kinds.length
    ? [`Wordplay found: ${signals.kinds.join(', ')} (${signals.hits} ${signals.hits === 1 ? 'hit' : 'hits'}).`]
    : ['No wordplay found: no jokes, puns or playful names.'];
  return { score, facts };
}
