import { useId } from 'preact/hooks';
import type { LanguageEntry, QuestionCreate } from '../shared/api-types';
import { TextArea } from '../shared/ui';
import { languageName } from './language-choice';

export type VariationBody = QuestionCreate['variations'][number];
export type ProgramBody = VariationBody['reference'];
export type CaseBody = NonNullable<VariationBody['cases']>[number];

/** Fixed cases a variation may hold (the API's own rule). */
const MAX_FIXED_CASES = 32;

/** The kinds of a fixed case, as the course names them. */
export const CASE_KINDS: ReadonlyArray<CaseBody['tag']> = ['empty', 'minimum', 'maximum', 'tricky', 'typical'];

/** What the API or the check said of the field at `path`, or of any field inside it, joined; `exactly`: of it alone. */
export type ErrorsAt = ((path: string) => string | undefined) & { exactly: (path: string) => string | undefined };

export function errorsAt(errors: Record<string, string>): ErrorsAt {
  const said = (within: (at: string) => boolean) =>
    Object.entries(errors)
      .filter(([at]) => within(at))
      .map(([, message]) => message)
      .join(' ') || undefined;
  return Object.assign((path: string) => said((at) => at === path || at.startsWith(`${path}.`)), {
    exactly: (path: string) => said((at) => at === path),
  });
}

/** A variation as the API takes it: blank hint lines left out. */
export const savedVariation = (v: VariationBody): VariationBody => ({
  ...v,
  hints: (v.hints ?? []).filter((hint) => hint.trim()),
});

/** A program: its language (those that run programs) and its code. */
function ProgramFields(props: {
  name: string;
  program: ProgramBody;
  languages: LanguageEntry[];
  onProgram: (program: ProgramBody) => void;
  errors: ErrorsAt;
  path: string;
  hint: string;
  disabled: boolean;
}) {
  const id = useId();
  const { program } = props;
  return (
    <>
      <div class="field">
        <label for={id}>{props.name} language</label>
        <select
          id={id}
          value={program.language}
          disabled={props.disabled}
          onChange={(e) =>
            props.onProgram({ ...program, language: (e.target as HTMLSelectElement).value as ProgramBody['language'] })
          }
          aria-invalid={props.errors(`${props.path}.language`) ? true : undefined}
        >
          {props.languages
            .filter((l) => l.kind === 'executable')
            .map((l) => (
              <option key={l.id} value={l.id}>
                {languageName(l)}
              </option>
            ))}
        </select>
      </div>
      <TextArea
        label={`${props.name} program`}
        code
        rows={10}
        value={program.code}
        onValue={(code) => props.onProgram({ ...program, code })}
        error={props.errors(props.path)}
        hint={props.hint}
        disabled={props.disabled}
      />
    </>
  );
}

/** One variation: what a candidate reads, its fixed cases, its generator (if any) and its reference. */
export function VariationFields(props: {
  index: number;
  variation: VariationBody;
  languages: LanguageEntry[];
  onVariation: (variation: VariationBody) => void;
  onRemove?: () => void;
  errors: ErrorsAt;
  disabled: boolean;
}) {
  const { variation: v, index, errors, disabled } = props;
  const at = `variations.${index}`;
  const set = (change: Partial<VariationBody>) => props.onVariation({ ...v, ...change });
  const human = (change: Partial<VariationBody['human']>) => set({ human: { ...v.human, ...change } });
  const example = (change: Partial<VariationBody['human']['examples']>) =>
    human({ examples: { ...v.human.examples, ...change } });
  const cases = v.cases ?? [];
  // What is said of the cases as a whole (too few), apart from what is said of one case.
  const casesError = errors.exactly(`${at}.cases`);
  const setCase = (i: number, change: Partial<CaseBody>) =>
    set({ cases: cases.map((c, j) => (j === i ? { ...c, ...change } : c)) });

  return (
    <fieldset class="variation">
      <legend>Variation {index + 1}</legend>
      <TextArea
        label="Description"
        value={v.description}
        onValue={(description) => set({ description })}
        error={errors(`${at}.description`)}
        hint="The task, as the candidate reads it: 40 to 5,000 characters."
        disabled={disabled}
      />
      <TextArea
        label="Input format"
        rows={2}
        value={v.human.input_format}
        onValue={(input_format) => human({ input_format })}
        error={errors(`${at}.human.input_format`)}
        disabled={disabled}
      />
      <TextArea
        label="Output format"
        rows={2}
        value={v.human.output_format}
        onValue={(output_format) => human({ output_format })}
        error={errors(`${at}.human.output_format`)}
        disabled={disabled}
      />
      <TextArea
        label="Example input"
        code
        rows={3}
        value={v.human.examples.input}
        onValue={(input) => example({ input })}
        error={errors(`${at}.human.examples.input`)}
        disabled={disabled}
      />
      <TextArea
        label="Example output"
        code
        rows={3}
        value={v.human.examples.output}
        onValue={(output) => example({ output })}
        error={errors(`${at}.human.examples.output`)}
        hint="What the reference prints for the example's input: the check runs it."
        disabled={disabled}
      />
      <TextArea
        label="Hints"
        rows={3}
        value={(v.hints ?? []).join('\n')}
        // Kept line for line while typed (an empty line is where the next hint goes); blank ones go at the save.
        onValue={(text) => set({ hints: text.split('\n') })}
        error={errors(`${at}.hints`)}
        hint="Up to 3, one per line; none is fine."
        disabled={disabled}
      />
      <h3>Fixed cases</h3>
      <p class="hint">
        Every round of this variation gets them; the reference’s output is the expected one. With the generator’s cases,
        a variation needs 8.
      </p>
      {cases.map((c, i) => (
        <div class="fixed-case" key={i}>
          <div class="field">
            <label for={`${at}-case-${i}-kind`}>Case {i + 1} kind</label>
            <select
              id={`${at}-case-${i}-kind`}
              value={c.tag}
              disabled={disabled}
              onChange={(e) => setCase(i, { tag: (e.target as HTMLSelectElement).value as CaseBody['tag'] })}
            >
              {CASE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </select>
          </div>
          <TextArea
            label={`Case ${i + 1} input`}
            code
            rows={2}
            value={c.input}
            onValue={(input) => setCase(i, { input })}
            error={errors(`${at}.cases.${i}`)}
            disabled={disabled}
          />
          {!disabled && (
            <button type="button" class="secondary" onClick={() => set({ cases: cases.filter((_, j) => j !== i) })}>
              Remove case {i + 1}
            </button>
          )}
        </div>
      ))}
      {!disabled && cases.length < MAX_FIXED_CASES && (
        <button
          type="button"
          class="secondary"
          onClick={() => set({ cases: [...cases, { tag: 'typical', input: '' }] })}
        >
          Add a case
        </button>
      )}
      {casesError && <p class="field-error">{casesError}</p>}
      <h3>Programs</h3>
      <div class="field">
        <label class="choice">
          <input
            type="checkbox"
            checked={Boolean(v.generator)}
            disabled={disabled}
            onChange={(e) =>
              set({
                generator: (e.target as HTMLInputElement).checked ? { language: v.reference.language, code: '' } : null,
              })
            }
          />{' '}
          Draw more cases for each submission with a generator
        </label>
      </div>
      {v.generator && (
        <ProgramFields
          name="Generator"
          program={v.generator}
          languages={props.languages}
          onProgram={(generator) => set({ generator })}
          errors={errors}
          path={`${at}.generator`}
          hint="Run with a seed as its one argument, it prints the inputs it draws as JSON (the generator protocol)."
          disabled={disabled}
        />
      )}
      <ProgramFields
        name="Reference"
        program={v.reference}
        languages={props.languages}
        onProgram={(reference) => set({ reference })}
        errors={errors}
        path={`${at}.reference`}
        hint="Reads an input on standard input and prints its expected output."
        disabled={disabled}
      />
      {props.onRemove && (
        <button type="button" class="secondary danger" onClick={props.onRemove}>
          Remove variation {index + 1}
        </button>
      )}
    </fieldset>
  );
}

/** A new variation's fields: empty prose, no case, a Python reference to write. */
export const emptyVariation = (): VariationBody => ({
  description: '',
  human: { input_format: '', output_format: '', examples: { input: '', output: '' } },
  hints: [],
  cases: [],
  generator: null,
  reference: { language: 'python', code: '' },
});
