import { CURRENT_SHEET_ID, getSheet, VARIATION_LETTERS } from '@hiring/course';

/** Fixed hidden inputs long enough to be recognisable (12+ characters) that no public text of the hole contains. */
let distinctiveInputs: string[] | undefined;

export function hiddenInputs(): string[] {
  if (distinctiveInputs) return distinctiveInputs;
  const found = new Set<string>();
  const sheet = getSheet(CURRENT_SHEET_ID);
  for (const hole of sheet.holes.values()) {
    const variations = VARIATION_LETTERS.map((l) => hole.variations[l]);
    const publicText = variations
      .map((v) =>
        [
          v.description,
          v.human.input_format,
          v.human.output_format,
          v.human.examples.input,
          v.human.examples.output,
          ...v.hints,
        ].join('\n'),
      )
      .join('\n');
    const cases = sheet.cases.get(hole.id)!;
    for (const c of VARIATION_LETTERS.flatMap((l) => cases[l].fixed)) {
      const input = c.input.trim();
      if (input.length >= 12 && !publicText.includes(input)) found.add(input);
    }
  }
  distinctiveInputs = [...found];
  return distinctiveInputs;
}

const LETTER_KEY = /^(variation|variations|variation_letter|letter)$/i;
const LETTER_VALUE = new RegExp(`^[${VARIATION_LETTERS.join('')}]$`);

function walk(value: unknown, path: string, problems: string[], ownVariations: boolean): void {
  if (typeof value === 'string') {
    if (LETTER_VALUE.test(value)) problems.push(`${path} is a variation letter ("${value}")`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path}[${i}]`, problems, ownVariations));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const own = ownVariations && k === 'variations';
      if (LETTER_KEY.test(k) && !own) problems.push(`${path}.${k} names a variation`);
      walk(v, `${path}.${k}`, problems, ownVariations);
    }
  }
}

/**
 * What a response reveals of the sheet's secrets: a variation letter (as a field or a value), or
 * a hidden case's input. Empty when nothing leaks. `ownVariations`: the response is a company's own
 * question, whose list of `variations` (unlettered) is the company's to read, or the document that
 * describes it; their values are still checked.
 */
export function courseLeaks(body: unknown, text: string, options: { ownVariations?: boolean } = {}): string[] {
  const problems: string[] = [];
  walk(body, '$', problems, options.ownVariations ?? false);
  for (const input of hiddenInputs()) {
    if (text.includes(input) || text.includes(JSON.stringify(input).slice(1, -1))) {
      problems.push(`a hidden case input appears: ${JSON.stringify(input.slice(0, 60))}`);
    }
  }
  return problems;
}
