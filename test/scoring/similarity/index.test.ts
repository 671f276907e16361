import assert from 'node:assert/strict';
import { CODE_LANGUAGES, syntaxOf } from '../../../scoring/measure/syntax';
import { containment, shotFingerprint } from '../../../scoring/similarity';

const fingerprint = (language: string, code: string) => shotFingerprint({ language, code }, 1, 9, 'C');

const ORIGINAL = `const [N, S = ''] = require('fs').readFileSync(0, 'utf8').split('\\n');
let best = '';
for (const r of S.match(/P+|F+/g) || []) if (r.length > best.length) best = r;
const counts = new Map();
for (const c of S) counts.set(c, (counts.get(c) || 0) + 1);
const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(N));
console.log(best ? best[0] + ' ' + best.length : 'none', top.map(([c, n]) => c + n).join(','));`;

/** Every declared name renamed, the layout changed and comments added: the same program. */
const DISGUISED = `// read the input
const [limit, text = ''] = require('fs')
  .readFileSync(0, 'utf8')
  .split('\\n');
let longest = ''; /* the longest run */
for (const run of text.match(/P+|F+/g) || [])
  if (run.length > longest.length) longest = run;
const tally = new Map(); // letter counts
for (const letter of text) tally.set(letter, (tally.get(letter) || 0) + 1);
const leaders = [...tally].sort((x, y) => y[1] - x[1]).slice(0, Number(limit));
console.log(longest ? longest[0] + ' ' + longest.length : 'none', leaders.map(([l, k]) => l + k).join(','));`;

describe('scoring: similarity fingerprints', () => {
  it('reads a renamed, reformatted and commented copy as the same program, names like N, S and r included', () => {
    const original = fingerprint('javascript', ORIGINAL);
    assert.ok(original.comparable, 'long enough to compare');
    assert.equal(containment(original.hashes, fingerprint('javascript', DISGUISED).hashes), 100);
  });

  it('compares a program of sheet 2 with those of sheet 1, which has the same questions, and not another question’s', () => {
    const shot = { language: 'javascript', code: ORIGINAL };
    assert.deepEqual(shotFingerprint(shot, 2, 12, 'B'), shotFingerprint(shot, 1, 12, 'B'));
    assert.notDeepEqual(shotFingerprint(shot, 2, 12, 'C').hashes, shotFingerprint(shot, 1, 12, 'B').hashes);
  });

  it('tells a different program apart, and never matches a program in another language', () => {
    const other = fingerprint(
      'javascript',
      `const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
const total = lines.reduce((sum, line) => sum + line.split(' ').filter(Boolean).length, 0);
const widest = Math.max(0, ...lines.map((line) => line.length));
console.log(total, widest, lines.filter((line) => /^\\s*$/.test(line)).length);`,
    );
    assert.ok(containment(fingerprint('javascript', ORIGINAL).hashes, other.hashes) <= 30);
    const python = fingerprint(
      'python',
      `import sys
n, s = sys.stdin.read().split('\\n')[:2]
best = max(re.findall(r'P+|F+', s) or [''], key=len)
counts = {}
for c in s: counts[c] = counts.get(c, 0) + 1
top = sorted(counts.items(), key=lambda kv: -kv[1])[:int(n)]
print(best[0] + ' ' + str(len(best)) if best else 'none', ','.join(c + str(k) for c, k in top))`,
    );
    assert.equal(containment(fingerprint('javascript', ORIGINAL).hashes, python.hashes), 0);
  });

  it('compares no prose, no missing shot and no program too short to tell a copy from a coincidence', () => {
    assert.deepEqual(fingerprint('human', 'I would count the letters.'), {
      hashes: [],
      comparable: false,
      reason: 'no_program',
    });
    assert.deepEqual(shotFingerprint(undefined, 1, 9, 'C'), { hashes: [], comparable: false, reason: 'no_program' });
    assert.deepEqual(fingerprint('python', 'print(len(input()))'), {
      hashes: [],
      comparable: false,
      reason: 'too_short',
    });
  });

  it('reads a 63 KB shot of any shape in time proportional to its length', function () {
    this.timeout(5_000); // a quadratic reading took 10 s on the first of these
    for (const code of [
      ')=>'.repeat(21_000),
      '(a,'.repeat(21_000) + ')=>1',
      'const '.repeat(10_500),
      'x=>'.repeat(21_000),
    ]) {
      for (const language of ['javascript', 'python']) fingerprint(language, code);
    }
  });
});

const lines = (...text: string[]) => text.join('\n');

/** The score two shots of one variation get (scoring/similarity: shared hashes over the smaller program's). */
function score(a: { language: string; code: string }, b: { language: string; code: string }): number {
  const first = fingerprint(a.language, a.code);
  const second = fingerprint(b.language, b.code);
  assert.ok(first.comparable && second.comparable, 'both long enough to compare');
  return containment(first.hashes, second.hashes);
}

/** The longest run of one letter, and the letters by count (the same question in every language below). */
const JAVA = lines(
  'import java.io.BufferedReader;',
  'import java.io.InputStreamReader;',
  'import java.util.*;',
  '',
  'public class Main {',
  '    static int longestRun(String line, char target) {',
  '        int best = 0, current = 0;',
  '        for (int i = 0; i < line.length(); i++) {',
  '            current = line.charAt(i) == target ? current + 1 : 0;',
  '            best = Math.max(best, current);',
  '        }',
  '        return best;',
  '    }',
  '',
  '    public static void main(String[] args) throws Exception {',
  '        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));',
  '        int limit = Integer.parseInt(reader.readLine().trim());',
  '        String text = reader.readLine();',
  '        Map<Character, Integer> counts = new HashMap<>();',
  '        for (char c : text.toCharArray()) counts.merge(c, 1, Integer::sum);',
  '        List<Map.Entry<Character, Integer>> top = new ArrayList<>(counts.entrySet());',
  '        top.sort((a, b) -> b.getValue() - a.getValue());',
  '        StringBuilder out = new StringBuilder();',
  '        for (int k = 0; k < Math.min(limit, top.size()); k++)',
  "            out.append(top.get(k).getKey()).append(top.get(k).getValue()).append(',');",
  '        System.out.println(longestRun(text, \'P\') + " " + out);',
  '    }',
  '}',
);

/** Every name the program declares renamed, the layout changed, comments added: the same program. */
const JAVA_DISGUISED = lines(
  'import java.io.BufferedReader;',
  'import java.io.InputStreamReader;',
  'import java.util.*;',
  '',
  '/** Streaks and letter frequencies. */',
  'public class Main',
  '{',
  '  // the longest streak of one character',
  '  static int maxStreak(String s, char wanted)',
  '  {',
  '    int record = 0,',
  '        streak = 0;',
  '    for (int idx = 0; idx < s.length(); idx++)',
  '    {',
  '      streak = s.charAt(idx) == wanted',
  '          ? streak + 1',
  '          : 0; // reset on any other letter',
  '      record = Math.max(record, streak);',
  '    }',
  '    return record;',
  '  }',
  '',
  '  public static void main(String[] argv) throws Exception',
  '  {',
  '    BufferedReader in = new BufferedReader(',
  '        new InputStreamReader(System.in));',
  '    int n = Integer.parseInt(in.readLine().trim()); /* how many letters */',
  '    String input = in.readLine();',
  '    Map<Character, Integer> freq = new HashMap<>();',
  '    for (char ch : input.toCharArray())',
  '      freq.merge(ch, 1, Integer::sum);',
  '    List<Map.Entry<Character, Integer>> ranked =',
  '        new ArrayList<>(freq.entrySet());',
  '    ranked.sort((x, y) -> y.getValue() - x.getValue()); // most frequent first',
  '    StringBuilder sb = new StringBuilder();',
  '    for (int j = 0; j < Math.min(n, ranked.size()); j++)',
  '      sb.append(ranked.get(j).getKey())',
  '        .append(ranked.get(j).getValue())',
  "        .append(',');",
  '    System.out.println(maxStreak(input, \'P\') + " " + sb);',
  '  }',
  '}',
);

/** The same question answered in C#, as C# is written. */
const CSHARP = lines(
  'using System;',
  'using System.Linq;',
  '',
  'class Program',
  '{',
  '    static int LongestRun(string line, char target)',
  '    {',
  '        int best = 0, current = 0;',
  '        foreach (char c in line)',
  '        {',
  '            current = c == target ? current + 1 : 0;',
  '            best = Math.Max(best, current);',
  '        }',
  '        return best;',
  '    }',
  '',
  '    static void Main()',
  '    {',
  '        int limit = int.Parse(Console.ReadLine()!.Trim());',
  '        string text = Console.ReadLine() ?? "";',
  '        var top = text.GroupBy(c => c)',
  '            .OrderByDescending(g => g.Count())',
  '            .Take(limit)',
  '            .Select(g => $"{g.Key}{g.Count()}");',
  '        Console.WriteLine($"{LongestRun(text, \'P\')} {string.Join(",", top)}");',
  '    }',
  '}',
);

const CPP = lines(
  '#include <algorithm>',
  '#include <iostream>',
  '#include <map>',
  '#include <string>',
  '#include <vector>',
  'using namespace std;',
  '',
  'int longestRun(const string& line, char target) {',
  '    int best = 0, current = 0;',
  '    for (char c : line) {',
  '        current = c == target ? current + 1 : 0;',
  '        best = max(best, current);',
  '    }',
  '    return best;',
  '}',
  '',
  'int main() {',
  '    int limit;',
  '    string text;',
  '    cin >> limit >> text;',
  '    map<char, int> counts;',
  '    for (char c : text) counts[c]++;',
  '    vector<pair<int, char>> top;',
  '    for (auto& [letter, count] : counts) top.push_back({-count, letter});',
  '    sort(top.begin(), top.end());',
  "    cout << longestRun(text, 'P');",
  '    for (int k = 0; k < min(limit, (int)top.size()); k++)',
  "        cout << (k ? ',' : ' ') << top[k].second << -top[k].first;",
  "    cout << '\\n';",
  '}',
);

const CPP_DISGUISED = lines(
  '#include <algorithm>',
  '#include <iostream>',
  '#include <map>',
  '#include <string>',
  '#include <vector>',
  'using namespace std;',
  '',
  '// the longest streak of one character',
  'int maxStreak(const string &s, char wanted)',
  '{',
  '\tint record = 0, streak = 0;',
  '\tfor (char ch : s)',
  '\t{',
  '\t\tstreak = ch == wanted ? streak + 1 : 0; /* reset on any other letter */',
  '\t\trecord = max(record, streak);',
  '\t}',
  '\treturn record;',
  '}',
  '',
  'int main()',
  '{',
  '\tint n;',
  '\tstring input;',
  '\tcin >> n >> input; // how many letters, then the letters',
  '\tmap<char, int> freq;',
  '\tfor (char ch : input)',
  '\t\tfreq[ch]++;',
  '\tvector<pair<int, char>> ranked;',
  '\tfor (auto &[symbol, times] : freq)',
  '\t\tranked.push_back({-times, symbol});',
  '\tsort(ranked.begin(), ranked.end()); // most frequent first',
  "\tcout << maxStreak(input, 'P');",
  '\tfor (int j = 0; j < min(n, (int)ranked.size()); j++)',
  "\t\tcout << (j ? ',' : ' ')",
  '\t\t     << ranked[j].second',
  '\t\t     << -ranked[j].first;',
  "\tcout << '\\n';",
  '}',
);

const RUBY = lines(
  'def longest_run(line, target)',
  '  best = current = 0',
  '  line.each_char do |c|',
  '    current = c == target ? current + 1 : 0',
  '    best = [best, current].max',
  '  end',
  '  best',
  'end',
  '',
  'limit = gets.to_i',
  'text = gets.to_s.strip',
  'counts = Hash.new(0)',
  'text.each_char { |c| counts[c] += 1 }',
  'top = counts.sort_by { |letter, count| [-count, letter] }.first(limit)',
  'puts "#{longest_run(text, \'P\')} #{top.map { |letter, count| "#{letter}#{count}" }.join(\',\')}"',
);

const RUBY_DISGUISED = lines(
  '# the longest streak of one character',
  'def max_streak(s, wanted)',
  '    record = streak = 0',
  '    s.each_char do |ch|',
  '        streak = ch == wanted ? streak + 1 : 0 # reset on any other letter',
  '        record = [record, streak].max',
  '    end',
  '    record',
  'end',
  '',
  '',
  'n = gets.to_i # how many letters',
  'input = gets.to_s.strip',
  '=begin',
  'count every letter',
  '=end',
  'freq = Hash.new(0)',
  'input.each_char { |ch| freq[ch] += 1 }',
  'ranked = freq.sort_by { |symbol, times| [-times, symbol] }.first(n)',
  'puts "#{max_streak(input, \'P\')} #{ranked.map { |symbol, times| "#{symbol}#{times}" }.join(\',\')}"',
);

describe('scoring: similarity fingerprints in every language', () => {
  it('reads a renamed, reformatted and commented copy as the same program: Java, C++, Ruby', () => {
    for (const [language, original, copy] of [
      ['java', JAVA, JAVA_DISGUISED],
      ['cpp', CPP, CPP_DISGUISED],
      ['ruby', RUBY, RUBY_DISGUISED],
    ] as const) {
      const s = score({ language, code: original }, { language, code: copy });
      assert.ok(s >= 80, `${language}: ${s}`);
    }
  });

  it('never matches a Java and a C# answer to one question', () => {
    assert.equal(score({ language: 'java', code: JAVA }, { language: 'csharp', code: CSHARP }), 0);
    // Even where the text is the same: each language's hashes are its own.
    assert.equal(score({ language: 'java', code: JAVA }, { language: 'csharp', code: JAVA }), 0);
  });

  it('seeds JavaScript and TypeScript alike, and every other language apart', () => {
    const groups = CODE_LANGUAGES.map((language) => syntaxOf(language)!.group);
    assert.equal(syntaxOf('typescript')!.group, syntaxOf('javascript')!.group);
    assert.equal(new Set(groups).size, CODE_LANGUAGES.length - 1);
    const js = lines(
      "const [N, S = ''] = require('fs').readFileSync(0, 'utf8').split('\\n');",
      "let best = '';",
      'for (const r of S.match(/P+|F+/g) || []) if (r.length > best.length) best = r;',
      'const counts = new Map();',
      'for (const c of S) counts.set(c, (counts.get(c) || 0) + 1);',
      'const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(N));',
      "console.log(best ? best[0] + ' ' + best.length : 'none', top.map(([c, n]) => c + n).join(','));",
    );
    assert.equal(score({ language: 'javascript', code: js }, { language: 'typescript', code: js }), 100);
  });

  it('reads a 63 KB shot of any shape in every language in time proportional to its length', function () {
    this.timeout(20_000); // shapes that once made a pattern quadratic
    for (const shape of ["x'", '\n', 'fn f<', '[x|', 'for (', 'function f(', '"#{', "'a", '<<EOF\n', 'f(f('])
      for (const language of CODE_LANGUAGES) fingerprint(language, shape.repeat(Math.floor(63_000 / shape.length)));
  });
});
