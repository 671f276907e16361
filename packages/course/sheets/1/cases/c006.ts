import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, PRINTABLE, UPPERCASE, type Random } from '../../../random';

/** Shell commands; each # becomes a random hexadecimal digit. */
const PHRASES = [
  'kubectl logs api-###### -n prod',
  'git push origin hotfix-#### --force-with-lease',
  'docker exec -it ####### sh',
  'systemctl restart nginx@####',
  'journalctl -u api --since -##m',
  'terraform apply -target=module.db-###',
  'helm rollback api ##',
  'tail -f /var/log/app-####.log',
  'ssh oncall@bastion-##.prod',
  'psql -h db-####.internal -U admin',
  'curl -I https://status.example.com/####',
  'redis-cli -n ## FLUSHALL',
];

/** A shell command of PHRASES with its placeholders filled in. */
function shellCommand(random: Random): string {
  return random.pick(PHRASES).replace(/#/g, () => random.string(1, '0123456789abcdef'));
}

const COMMANDS = [
  'kubectl',
  'kubeadm',
  'kubelet',
  'kustomize',
  'docker',
  'docker-compose',
  'podman',
  'git',
  'grep',
  'systemctl',
  'journalctl',
  'sysctl',
  'terraform',
  'ansible',
  'helm',
  'make',
  'npm',
  'yarn',
  'cargo',
  'python3',
  'pip3',
  'ssh',
  'scp',
  'rsync',
  'curl',
  'wget',
  'htop',
  'tmux',
  'vim',
  'less',
  'tail',
  'awk',
  'sed',
  'psql',
  'redis-cli',
  'nginx',
  'certbot',
  'gcloud',
  'aws',
  'go',
  'node',
  'deno',
];

const COMMAND_CHARS = LOWERCASE + DIGITS + '-';
const LETTERS = LOWERCASE + UPPERCASE;

/** `text` after `edits` random typos: a character inserted, deleted, replaced, or two swapped. */
function typos(random: Random, text: string, edits: number, alphabet: string): string {
  const chars = [...text];
  for (let i = 0; i < edits; i++) {
    const at = random.int(0, chars.length);
    const kind = chars.length < 2 ? 0 : random.int(0, 3);
    if (kind === 0) chars.splice(at, 0, random.string(1, alphabet));
    else if (at === chars.length) continue;
    else if (kind === 1) chars.splice(at, 1);
    else if (kind === 2) chars[at] = random.string(1, alphabet);
    else if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1], chars[at]];
  }
  return chars.join('');
}

/** A shell command and the same command typed with 1 to 6 typos. */
function mistyped(random: Random): string {
  const command = shellCommand(random);
  return `${command}\n${typos(random, command, random.int(1, 6), LETTERS + ' -')}\n`;
}

/** Two unrelated lines of 5 to 40 printable characters. */
function unrelated(random: Random): string {
  return `${random.string(random.int(5, 40))}\n${random.string(random.int(5, 40))}\n`;
}

/** Two lines of 500 characters over the same small alphabet. */
function dnaPair(random: Random): string {
  const alphabet = random.sample([...LOWERCASE], random.int(2, 4)).join('');
  return `${random.string(500, alphabet)}\n${random.string(500, alphabet)}\n`;
}

/** Two lines of 500 characters with no character in common. */
function disjointPair(random: Random): string {
  const [a, b] = [random.sample([...LETTERS], 6), random.sample([...(DIGITS + '!#$%&*+-/=?@^_~')], 6)];
  const [s, t] = [random.string(500, a.join('')), random.string(500, b.join(''))];
  return random.chance(0.5) ? `${s}\n${t}\n` : `${t}\n${s}\n`;
}

/** A line of 500 printable characters and a copy of it with 10 to 60 typos, cut back to 500. */
function closePair(random: Random): string {
  const s = random.string(500);
  return `${s}\n${typos(random, s, random.int(10, 60), PRINTABLE).slice(0, 500)}\n`;
}

/** Insertion, deletion and replacement costs from 1 to `largest` each. */
const costs = (random: Random, largest: number) =>
  `${random.int(1, largest)} ${random.int(1, largest)} ${random.int(1, largest)}\n`;

/** Prefixes every input of `draw` with a line of costs. */
const withCosts =
  (draw: (random: Random) => string, largest = 1000) =>
  (random: Random) =>
    costs(random, largest) + draw(random);

/** The typo line, the command count and the commands. */
function catalogue(typo: string, commands: Iterable<string>): string {
  const list = [...commands];
  return `${typo}\n${list.length}\n${list.join('\n')}\n`;
}

/** 8 to 40 known commands and a mistyped one of them (or of a command not in the list). */
function shellTypo(random: Random): string {
  const commands = random.sample(COMMANDS, random.int(8, 40));
  const target = random.chance(0.85) ? random.pick(commands) : random.pick(COMMANDS);
  return catalogue(typos(random, target, random.int(1, 3), COMMAND_CHARS).slice(0, 30), commands);
}

/** 200 distinct random commands of 20 to 30 characters, and a random typo of 30. */
function longestCommands(random: Random): string {
  const commands = new Set<string>();
  while (commands.size < 200) commands.add(random.string(random.int(20, 30), COMMAND_CHARS));
  return catalogue(random.string(30, COMMAND_CHARS), commands);
}

/** 200 distinct commands like deploy-prod-17, near-ties, and a mistyped one of them. */
function similarCommands(random: Random): string {
  const verbs = random.sample(['deploy', 'rollback', 'restart', 'drain', 'scale', 'promote'], random.int(1, 3));
  const stages = ['prod', 'stage', 'dev', 'qa', 'canary'];
  const commands = new Set<string>();
  while (commands.size < 200) commands.add(`${random.pick(verbs)}-${random.pick(stages)}-${random.int(0, 999)}`);
  const target = random.pick([...commands]);
  return catalogue(typos(random, target, random.int(1, 4), COMMAND_CHARS).slice(0, 30), random.shuffle([...commands]));
}

/** A remembered phrase and a log line holding it with a few typos among other text. */
function logSearch(random: Random): string {
  const pattern = shellCommand(random);
  const found = typos(random, pattern, random.int(0, 4), LETTERS);
  const line = random.string(random.int(10, 60)) + found + random.string(random.int(10, 60));
  return `${random.chance(0.5) ? pattern : pattern.toUpperCase()}\n${line}\n`;
}

/** A pattern of 100 and a text of 2000 over the same small alphabet. */
function dnaSearch(random: Random): string {
  const alphabet = random.sample([...LOWERCASE], random.int(2, 4)).join('');
  return `${random.string(100, alphabet)}\n${random.string(2000, alphabet)}\n`;
}

/** A pattern of 100 over a few letters and a text of 2000 that has only some of them. */
function poorText(random: Random): string {
  const letters = random.sample([...LOWERCASE], 4);
  return `${random.string(100, letters.slice(0, random.int(1, 2)).join(''))}\n${random.string(2000, letters.slice(1).join(''))}\n`;
}

/** A pattern of 100 and a text of 2000 that hides a mistyped copy of it. */
function hiddenCopy(random: Random): string {
  const pattern = random.string(100);
  const copy = typos(random, pattern, random.int(1, 30), PRINTABLE);
  const before = random.int(0, 2000 - copy.length);
  return `${pattern}\n${random.string(before)}${copy}${random.string(2000 - copy.length - before)}\n`;
}

const pairs = [
  { tag: 'typical', draw: mistyped },
  { tag: 'typical', draw: mistyped },
  { tag: 'typical', draw: unrelated },
  { tag: 'maximum', draw: dnaPair },
  { tag: 'maximum', draw: disjointPair },
  { tag: 'maximum', draw: closePair },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n\n' },
      { tag: 'minimum', input: 'a\n\n' },
      { tag: 'minimum', input: 'a\nb\n' },
      { tag: 'tricky', input: 'abc\nabc\n' },
      { tag: 'tricky', input: 'abcdef\nbcdefa\n' },
      { tag: 'tricky', input: 'Pager\npAGER\n' },
    ],
    drawn: pairs,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n\n' },
      { tag: 'minimum', input: 'a\n\n' },
      { tag: 'minimum', input: 'a\nb\n' },
      { tag: 'tricky', input: 'abc\nabc\n' },
      { tag: 'tricky', input: 'abcdef\nbcdefa\n' },
      { tag: 'tricky', input: 'Pager\npAGER\n' },
    ],
    drawn: pairs,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1 1 1\n\n\n' },
      { tag: 'minimum', input: '7 3 5\na\n\n' },
      { tag: 'minimum', input: '7 3 5\n\nb\n' },
      { tag: 'tricky', input: '1 1 5\nabc\nabd\n' },
      { tag: 'tricky', input: '10 10 1\nabc\nxyz\n' },
      { tag: 'tricky', input: '1000 1 1\nabcdef\nbcdefa\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withCosts(mistyped, 10) },
      { tag: 'typical', draw: withCosts(mistyped) },
      { tag: 'typical', draw: withCosts(unrelated, 20) },
      { tag: 'maximum', draw: withCosts(dnaPair) },
      { tag: 'maximum', draw: withCosts(disjointPair) },
      { tag: 'maximum', draw: withCosts(closePair) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n3\nls\ncd\nmake\n' },
      { tag: 'minimum', input: 'ls\n1\nls\n' },
      { tag: 'tricky', input: 'sl\n2\nls\nsh\n' },
      { tag: 'tricky', input: 'x\n3\nb\na\nc\n' },
      { tag: 'tricky', input: 'make\n3\nmake-all\nmake2\nmaker\n' },
    ],
    drawn: [
      { tag: 'typical', draw: shellTypo },
      { tag: 'typical', draw: shellTypo },
      { tag: 'typical', draw: shellTypo },
      { tag: 'maximum', draw: longestCommands },
      { tag: 'maximum', draw: similarCommands },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n\n' },
      { tag: 'minimum', input: 'a\n\n' },
      { tag: 'minimum', input: '\nabc\n' },
      { tag: 'tricky', input: 'abc\nxxabcxx\n' },
      { tag: 'tricky', input: 'abcdef\nabc\n' },
      { tag: 'tricky', input: 'aaa\nbababab\n' },
    ],
    drawn: [
      { tag: 'typical', draw: logSearch },
      { tag: 'typical', draw: logSearch },
      { tag: 'typical', draw: unrelated },
      { tag: 'maximum', draw: dnaSearch },
      { tag: 'maximum', draw: poorText },
      { tag: 'maximum', draw: hiddenCopy },
    ],
  },
});
