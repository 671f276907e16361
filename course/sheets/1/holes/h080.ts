import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 80,
  title: 'Pretty-Printing the Lisp Config',
  category: 'text_formatting',
  difficulty: 10,
  variations: {
    A: {
      description:
        'The deploy tool is configured in S-expressions, and the file in the repo is one 4000-character line that nobody can review at 3 a.m. ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line) when t closing parentheses will follow it on that line: if e is an atom or the empty list, or if c + (length of its flat form) + t <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): print (, then x1 starting at column c + 1, then each of x2 ... xk on a new line indented by c + 2 spaces, and finally ) right after the last element; every element is printed by the same rule with t = 0, except the last one, which gets t + 1. ' +
        'The whole expression is printed starting at column 0 with t = 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses; a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression; leading spaces matter.',
        examples: { input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define\n  (fact n)\n  (if\n    (= n 0)\n    1\n    (*\n      n\n      (fact\n        (- n 1)))))\n' },
      },
      hints: ['Stacked closing parentheses count against the width of the line they end up on.', 'An atom that is too long is printed anyway.'],
      par: 825,
    },
    B: {
      description:
        'The S-expression config should be pretty-printed in the classic Lisp style, with arguments aligned under the first one. ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line) when t closing parentheses will follow it on that line: if e is an atom or the empty list, or if c + (length of its flat form) + t <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): if x1 is an atom and k >= 2, print (, x1 and a space, then x2 starting at column a = c + 2 + (length of x1), then each of x3 ... xk on a new line indented by a spaces; if x1 is a list or k = 1, print (, then x1 starting at column c + 1, then each of x2 ... xk on a new line indented by c + 2 spaces; in both cases ) follows right after the last element, and every element is printed by the same rule with t = 0, except the last one, which gets t + 1. ' +
        'The whole expression is printed starting at column 0 with t = 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses; a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression; leading spaces matter.',
        examples: { input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define (fact n)\n        (if (= n 0)\n            1\n            (* n\n               (fact (- n\n' +
          '                        1)))))\n' },
      },
      hints: ['The column where the second element starts depends on the length of the head atom.'],
      par: 1020,
    },
    C: {
      description:
        'The team that maintains the S-expression config writes Lisp like C, with closing parentheses on lines of their own. ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line): if e is an atom or the empty list, or if c + (length of its flat form) <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): print (, then x1 starting at column c + 1, then each of x2 ... xk on a new line indented by c + 2 spaces, each printed by the same rule; then start a new line with c spaces followed by ). ' +
        'Print the whole expression starting at column 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses; a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression; leading spaces matter.',
        examples: { input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define\n  (fact n)\n  (if\n    (= n 0)\n    1\n    (*\n      n\n      (fact (- n 1))\n    )\n  )\n)\n' },
      },
      hints: ['Nothing ever follows an element on its line except in the flat form, so only the flat length matters.'],
      par: 736,
    },
    D: {
      description:
        'The real config file has comments and string literals, and the pretty-printer must cope with both. ' +
        'A ; outside a string starts a comment that runs to the end of the line and is dropped; a string (a " followed by any characters except " and line breaks, then a closing ") is a single atom, spaces, parentheses and ; inside it included; other atoms are maximal runs of characters other than whitespace, parentheses, ; and ". ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line) when t closing parentheses will follow it on that line: if e is an atom or the empty list, or if c + (length of its flat form) + t <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): print (, then x1 starting at column c + 1, then each of x2 ... xk on a new line indented by c + 2 spaces, and finally ) right after the last element; every element is printed by the same rule with t = 0, except the last one, which gets t + 1. ' +
        'The whole expression is printed starting at column 0 with t = 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses, ; and " (strings are atoms too, of 2 to 30 characters including both quotes; comments may appear wherever whitespace may); a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression without comments; leading spaces matter.',
        examples: { input: '24\n(alert ; who to wake\n  (page "on call (primary)") (severity p1))\n', output: '(alert\n  (page\n    "on call (primary)")\n  (severity p1))\n' },
      },
      hints: ['Tokenise first: strings, comments, parentheses, atoms.', 'A ; inside a string is not a comment.'],
      par: 873,
    },
    E: {
      description:
        'The S-expression config should be pretty-printed compactly, filling lines like a paragraph. ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line) when t closing parentheses will follow it on that line: if e is an atom or the empty list, or if c + (length of its flat form) + t <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): print (, then x1 starting at column c + 1 by the same rule (with t + 1 if k = 1, else 0); then, for each of x2 ... xk in turn, with u = t + 1 for xk and u = 0 for the others: if the current line length plus 1 plus the length of its flat form plus u is at most W, append a space and its flat form to the current line, otherwise start a new line indented by c + 2 spaces and print the element there by the same rule with t = u; finally print ) right after the last element. ' +
        'The whole expression is printed starting at column 0 with t = 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses; a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression; leading spaces matter.',
        examples: { input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define (fact n)\n  (if (= n 0) 1\n    (* n\n      (fact\n        (- n 1)))))\n' },
      },
      hints: ['Your printing routine has to tell its caller where the current line ended.'],
      par: 954,
    },
  },
};
