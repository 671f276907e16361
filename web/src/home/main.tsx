import { render } from 'preact';
import { useState } from 'preact/hooks';
import '../shared/styles.css';
import { Field, Frame } from '../shared/ui';

function Home() {
  const [code, setCode] = useState('');
  return (
    <Frame title="Hiring assessments">
      <p>
        Companies invite candidates to a short assessment: you pick 3 questions from a pool of 100, answer each in the
        language you like best, and three evaluators score your answers. The company reads the results.
      </p>
      <div class="grid-2">
        <section class="card" aria-labelledby="candidate-heading">
          <h2 id="candidate-heading">I am a candidate</h2>
          <p>
            Type the assessment code the company gave you. If you came from an invitation e-mail, its link starts your
            round directly.
          </p>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              location.assign(`/play?code=${encodeURIComponent(code.trim())}`);
            }}
          >
            <Field
              label="Assessment code"
              value={code}
              onValue={setCode}
              autoComplete="off"
              required
              spellcheck={false}
            />
            <button type="submit">Start</button>
          </form>
        </section>
        <section class="card" aria-labelledby="company-heading">
          <h2 id="company-heading">I am hiring</h2>
          <p>Read your candidates' scorecards, invite candidates, and manage your codes, webhooks and settings.</p>
          <a class="button" href="/console">
            Company console
          </a>
        </section>
      </div>
    </Frame>
  );
}

render(<Home />, document.getElementById('app')!);
