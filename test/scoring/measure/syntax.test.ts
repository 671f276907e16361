import assert from 'node:assert/strict';
import { measureStyle } from '../../../scoring/measure';
import { codeSignals, lex } from '../../../scoring/measure/signals';
import { CODE_LANGUAGES, syntaxOf } from '../../../scoring/measure/syntax';
import { LANGUAGES } from '../../../scoring/sandbox';
import { normalisedTokens } from '../../../scoring/similarity/fingerprint';

const lines = (...text: string[]) => text.join('\n');

/**
 * One short program per language whose comments and strings all hold the word "zebra" (and names
 * that are no names of the program: fake_...), with the language's awkward literals: Rust's
 * lifetimes, C++'s raw strings and digit separators, C#'s verbatim and interpolated strings,
 * Ruby's and Bash's heredocs, Perl's POD and quote-like operators, Lua's long brackets, Haskell's
 * nested comments and primes, PHP's opening tag.
 */
interface Sample {
  code: string;
  /** Text each found in a comment. */
  comments: string[];
  /** Text each found in a string or character literal. */
  strings: string[];
  /** Names of the program that the signals must find. */
  names: string[];
  /** Code that must stay code. */
  code_kept?: string[];
}

const SAMPLES: Record<string, Sample> = {
  c: {
    code: lines(
      '#include <stdio.h>',
      '/* zebra block comment: int fake_block; */',
      'int main(void) {',
      "    char quote = '\"', tick = '\\''; // zebra line comment",
      '    const char *text = "zebra \\"fake_string\\" /* not a comment */ // nor this";',
      '    int total = 0;',
      '    for (int i = 0; text[i]; i++) total += text[i] == quote || text[i] == tick;',
      '    printf("%d\\n", total);',
      '    return 0;',
      '}',
    ),
    comments: ['zebra block comment', 'zebra line comment'],
    strings: ['zebra \\"fake_string\\" /* not a comment */ // nor this', '"', "\\'", 'stdio.h'],
    names: ['quote', 'tick', 'text', 'total', 'i'],
  },
  cpp: {
    code: lines(
      '#include <iostream>',
      '#include <string>',
      '// zebra: the raw string holds )" and a quote',
      'int main() {',
      '    std::string raw = R"zz(zebra )" fake_raw " still raw)zz";',
      "    long long million = 1'000'000;",
      "    char letter = 'x';",
      '    /* zebra',
      '       fake_block */',
      "    std::cout << raw.size() + million + letter << '\\n';",
      '}',
    ),
    comments: ['zebra: the raw string', 'zebra\n       fake_block'],
    strings: ['zebra )" fake_raw " still raw', 'x'],
    names: ['raw', 'million', 'letter'],
    code_kept: ["1'000'000"],
  },
  csharp: {
    code: lines(
      'using System;',
      'class Program',
      '{',
      '    static void Main()',
      '    {',
      '        string name = "zebra"; // zebra line comment',
      '        string verbatim = @"C:\\zebra\\ ""fake_verbatim"" ";',
      '        string message = $"Hello {name.Length} zebra {{fake_braces}}";',
      '        string both = $@"{name} zebra \\ fake_both";',
      '        string raw = """zebra "fake_raw" """;',
      "        char tick = '\\'';",
      '        /* zebra block */',
      '        Console.WriteLine(verbatim + message + both + raw + tick);',
      '    }',
      '}',
    ),
    comments: ['zebra line comment', 'zebra block'],
    strings: ['C:\\zebra\\ ""fake_verbatim"" ', 'Hello {name.Length} zebra {{fake_braces}}', 'zebra "fake_raw" '],
    names: ['Program', 'name', 'verbatim', 'message', 'both', 'raw', 'tick'],
  },
  go: {
    code: lines(
      'package main',
      '',
      'import "fmt"',
      '',
      '// zebra line comment',
      'func main() {',
      '\traw := `zebra fake_raw',
      'second line "quoted"`',
      "\tr := 'x'",
      '\t/* zebra block */',
      '\ttext := "zebra \\"fake_text\\""',
      '\tfmt.Println(len(raw)+len(text), r)',
      '}',
    ),
    comments: ['zebra line comment', 'zebra block'],
    strings: ['zebra fake_raw\nsecond line "quoted"', 'zebra \\"fake_text\\"', 'x'],
    names: ['raw', 'r', 'text'],
  },
  java: {
    code: lines(
      'import java.util.*;',
      '',
      'public class Main {',
      '    // zebra line comment',
      '    public static void main(String[] args) {',
      '        String block = """',
      '            zebra fake_block "quoted"',
      '            """;',
      "        char quote = '\"';",
      '        /* zebra block */',
      '        String text = "zebra \\" fake_text // not a comment";',
      '        System.out.println(block.length() + text.length() + quote);',
      '    }',
      '}',
    ),
    comments: ['zebra line comment', 'zebra block'],
    strings: ['zebra fake_block "quoted"', 'zebra \\" fake_text // not a comment', '"'],
    names: ['Main', 'block', 'quote', 'text'],
  },
  kotlin: {
    code: lines(
      '/* outer /* nested zebra */ still fake_comment */',
      '// zebra line comment',
      'data class Point(val x: Int, val y: Int)',
      '',
      'fun main() {',
      '    val text = readln()',
      '    val raw = """zebra "fake_raw" ${text.length} $text"""',
      '    val message = "zebra ${text.map { "q" }.size} \\"fake_escaped\\""',
      "    val quote = '\"'",
      '    println(raw + message + quote + Point(1, 2))',
      '}',
    ),
    comments: ['outer /* nested zebra */ still fake_comment', 'zebra line comment'],
    strings: ['zebra "fake_raw" ${text.length} $text', 'zebra ${text.map { "q" }.size} \\"fake_escaped\\"'],
    names: ['Point', 'x', 'y', 'text', 'raw', 'message', 'quote'],
  },
  rust: {
    code: lines(
      '// zebra line comment',
      '/* zebra /* nested fake_nested */ still a comment */',
      "fn longest<'a>(a: &'a str, b: &'a str) -> &'a str {",
      '    if a.len() >= b.len() { a } else { b }',
      '}',
      '',
      'fn main() {',
      '    let raw = r#"zebra "fake_raw" "#;',
      '    let text = "zebra \\"fake_text\\"";',
      "    let c = 'x';",
      "    let byte = b'y';",
      "    'outer: for i in 0..3 {",
      "        if i == 1 { break 'outer; }",
      '    }',
      '    println!("{} {} {}", longest(raw, text), c, byte);',
      '}',
    ),
    comments: ['zebra line comment', 'zebra /* nested fake_nested */ still a comment'],
    strings: ['zebra "fake_raw" ', 'zebra \\"fake_text\\"', 'x', 'y'],
    names: ['longest', 'a', 'b', 'raw', 'text', 'c', 'byte', 'i'],
    code_kept: ["&'a str", "'outer"],
  },
  ruby: {
    code: lines(
      '# zebra line comment',
      '=begin',
      'zebra fake_begin',
      '=end',
      'names = %w[zebra fake_words]',
      'greeting = "zebra #{names.size} \\"fake_string\\""',
      "single = 'zebra fake_single'",
      'text = <<~EOS',
      '  zebra fake_heredoc',
      'EOS',
      'puts greeting.size + single.size + text.size if names.join =~ /zebra fake_regex/',
    ),
    comments: ['zebra line comment', 'zebra fake_begin'],
    strings: ['zebra fake_words', 'zebra #{names.size} \\"fake_string\\"', 'zebra fake_single', '  zebra fake_heredoc'],
    names: ['names', 'greeting', 'single', 'text'],
  },
  php: {
    code: lines(
      '<?php',
      '// zebra line comment',
      '# zebra hash comment',
      '/* zebra block */',
      "$name = 'zebra fake_single';",
      '$greeting = "zebra {$name} fake_double";',
      '$text = <<<EOT',
      'zebra fake_heredoc $name',
      'EOT;',
      'echo strlen($name . $greeting . $text), "\\n";',
    ),
    comments: ['zebra line comment', 'zebra hash comment', 'zebra block'],
    strings: ['zebra fake_single', 'zebra {$name} fake_double', 'zebra fake_heredoc $name'],
    names: ['name', 'greeting', 'text'],
  },
  bash: {
    code: lines(
      '#!/bin/bash',
      '# zebra line comment',
      "name='zebra fake_single'",
      'greeting="zebra $name fake_double"',
      'count=$#',
      'cat <<EOF',
      'zebra fake_heredoc $name',
      'EOF',
      'echo "${#name}" a#b "$greeting" "$count"',
    ),
    comments: ['!/bin/bash', 'zebra line comment'],
    strings: ['zebra fake_single', 'zebra $name fake_double', 'zebra fake_heredoc $name'],
    names: ['name', 'greeting', 'count'],
    code_kept: ['a#b', 'count=$#'],
  },
  perl: {
    code: lines(
      'use strict;',
      '# zebra line comment',
      'my @items = qw(zebra fake_words);',
      'my $last = $#items;',
      'my $text = "zebra $items[0] fake_double";',
      'my $single = q{zebra fake_q};',
      '(my $clean = $text) =~ s/zebra/fake_subst/g;',
      '',
      '=pod',
      '',
      'zebra fake_pod',
      '',
      '=cut',
      '',
      'print $last + length($text . $single . $clean), "\\n";',
    ),
    comments: ['zebra line comment', 'zebra fake_pod'],
    strings: ['zebra fake_words', 'zebra $items[0] fake_double', 'zebra fake_q'],
    names: ['items', 'last', 'text', 'single', 'clean'],
    code_kept: ['$#items'],
  },
  lua: {
    code: lines(
      '-- zebra line comment',
      '--[[ zebra block',
      'fake_block ]]',
      '--[==[ zebra fake_level ]] still ]==]',
      'local long = [[zebra fake_long]]',
      'local text = "zebra \\"fake_text\\""',
      "local single = 'zebra fake_single'",
      'print(#long + #text + #single)',
    ),
    comments: ['zebra line comment', 'zebra block\nfake_block', 'zebra fake_level ]] still'],
    strings: ['zebra fake_long', 'zebra \\"fake_text\\"', 'zebra fake_single'],
    names: ['long', 'text', 'single'],
  },
  haskell: {
    code: lines(
      'module Main where',
      '',
      "import Data.List (foldl')",
      '',
      '{- zebra {- nested fake_nested -} still a comment -}',
      '-- | zebra line comment',
      '(-->) :: Int -> Int -> Int',
      'a --> b = a + b',
      '',
      "go' :: Int -> [Int] -> Int",
      "go' acc [] = acc",
      "go' acc (x:xs) = go' (acc + x) xs",
      '',
      'main :: IO ()',
      'main = do',
      '  line <- getLine',
      '  let label = "zebra -- fake_string"',
      "      quote = '\\''",
      "  print (go' 0 (map fromEnum line), label, quote, 3 --> 4)",
    ),
    comments: ['zebra {- nested fake_nested -} still a comment', ' | zebra line comment'],
    strings: ['zebra -- fake_string', "\\'"],
    names: ["go'", 'acc', 'x', 'xs', 'line', 'label', 'quote'],
    code_kept: ['a --> b', "go' acc"],
  },
};

describe('scoring: how each language is read (syntax)', () => {
  it('has a syntax for every executable language and none for prose', () => {
    for (const id of [...LANGUAGES.map((l) => l.id), ...Object.keys(SAMPLES), 'javascript', 'typescript', 'python'])
      assert.ok(syntaxOf(id), id);
    assert.equal(syntaxOf('human'), undefined);
    assert.equal(syntaxOf('math'), undefined);
    assert.equal(syntaxOf('cobol'), undefined);
  });

  for (const [language, sample] of Object.entries(SAMPLES)) {
    it(`${language}: comments and strings are not read as code`, () => {
      const syntax = syntaxOf(language)!;
      const lexed = lex(sample.code, syntax);
      assert.doesNotMatch(lexed.code, /zebra|fake_/, lexed.code);
      assert.equal(lexed.code.split('\n').length, sample.code.split('\n').length, 'every line kept');
      for (const text of sample.comments)
        assert.ok(
          lexed.comments.some((c) => c.includes(text)),
          `comment ${JSON.stringify(text)} in ${JSON.stringify(lexed.comments)}`,
        );
      for (const text of sample.strings)
        assert.ok(
          lexed.strings.some((s) => s.includes(text)),
          `string ${JSON.stringify(text)} in ${JSON.stringify(lexed.strings)}`,
        );
      for (const text of sample.code_kept ?? []) assert.ok(lexed.code.includes(text), `code ${text}`);

      const { identifiers } = codeSignals(sample.code, syntax);
      for (const name of sample.names) assert.ok(identifiers.includes(name), `${name} in ${identifiers.join(' ')}`);
      assert.ok(!identifiers.some((id) => /zebra|fake_|^php$/.test(id)), identifiers.join(' '));
      assert.ok(!normalisedTokens(sample.code, language).some((t) => /zebra|fake_/.test(t)));
    });
  }

  it('scores every static dimension as an integer from 15 to 90 in every language, whatever the text', () => {
    const texts = [
      '',
      '}}}{{{',
      '"unterminated',
      '/* open',
      '{- open',
      '--[[ open',
      '=begin',
      '<<EOF',
      'r#"open \'a',
      '\u0000\u{1F600}',
      'x'.repeat(5000),
      ...Object.values(SAMPLES).map((s) => s.code),
    ];
    for (const language of CODE_LANGUAGES) {
      for (const text of texts) {
        for (const m of Object.values(measureStyle(language, text))) {
          assert.ok(Number.isInteger(m.score) && m.score >= 15 && m.score <= 90, `${language} ${m.score}`);
          assert.ok(m.facts.length > 0);
        }
      }
    }
  });

  it('finds functions, recursion and the language\u2019s idioms', () => {
    const rust = lines(
      'fn fib(n: u64) -> u64 {',
      '    if n < 2 { n } else { fib(n - 1) + fib(n - 2) }',
      '}',
      'fn main() {',
      '    let total: u64 = (1..10).map(|i| fib(i)).sum();',
      '    println!("{}", total);',
      '}',
    );
    const ruby = lines('def fact(n)', '  n <= 1 ? 1 : n * fact(n - 1)', 'end', 'puts (1..5).map { |i| fact(i) }.sum');
    const haskell = lines(
      'fact :: Integer -> Integer',
      'fact 0 = 1',
      'fact n = n * fact (n - 1)',
      'main = print (fact 20)',
    );
    const bash = lines(
      'fact() {',
      '  (( $1 <= 1 )) && echo 1 || echo $(( $1 * $(fact $(( $1 - 1 ))) ))',
      '}',
      'fact 5',
    );
    for (const [language, code, idioms] of [
      ['rust', rust, ['closures', 'iterators', 'ranges']],
      ['ruby', ruby, ['blocks', 'enumerable', 'ranges']],
      ['haskell', haskell, []],
      ['bash', bash, ['arithmetic', 'command_substitution']],
    ] as const) {
      const signals = codeSignals(code, syntaxOf(language)!);
      const found = signals.constructs.map((c) => c.id);
      assert.ok(found.includes('recursion'), `${language}: ${found.join(', ')}`);
      assert.ok(signals.functions >= 1, `${language} functions`);
      for (const id of idioms) assert.ok(found.includes(id), `${language} ${id}: ${found.join(', ')}`);
    }
    const loop = codeSignals('def count(n)\n  n.times { |i| puts i }\nend', syntaxOf('ruby')!);
    assert.ok(!loop.constructs.some((c) => c.id === 'recursion'));
  });
});
