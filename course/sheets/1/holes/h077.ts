import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 77,
  title: 'Drawing the Runbook Tree',
  category: 'text_formatting',
  difficulty: 7,
  variations: {
    A: {
      description:
        'The runbook is an indented outline, and the new wiki wants it drawn like the output of the tree command, in plain ASCII. ' +
        'Items of depth 0 are printed as they are, with no prefix. ' +
        'Every deeper item is printed as a prefix followed by its name: for each of its ancestors at depth 1 or more (outermost first) the prefix has "|   " if that ancestor has a later sibling and four spaces otherwise, and then it ends with "|-- " if the item itself has a later sibling, or "`-- " if it is the last child of its parent. ' +
        'Print the items in input order.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 200); each of the next n lines holds one item: 2d spaces of indentation followed by its name, where d is its depth. The first item has depth 0 and every item has a depth of at most one more than the item before it; an item is a child of the nearest earlier item that is one level shallower. Names are 1 to 20 characters from letters, digits, -, _ and . (no spaces). The depth never exceeds 10. With n = 0 print nothing.',
        output_format: 'n lines: the tree drawing.',
        examples: { input: '9\ndeploy\n  build\n    compile\n    test\n      unit\n  ship\n    canary\nrollback\n  alert\n', output: 'deploy\n|-- build\n|   |-- compile\n|   `-- test\n|       `-- unit\n`-- ship\n    `-- canary\nrollback\n' +
          '`-- alert\n' },
      },
      hints: ['An item is the last child when the next item at the same or a shallower depth is shallower (or does not exist).', 'Items of depth 0 are separate trees drawn one after another.'],
      par: 582,
    },
    B: {
      description:
        'Auditors want every step of the indented runbook outline to have a section number. ' +
        'The items of depth 0 are numbered 1, 2, 3, ...; the children of item p are numbered p.1, p.2, p.3, ... in order. ' +
        'Print every item, in input order, as its number, a space and its name.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 200); each of the next n lines holds one item: 2d spaces of indentation followed by its name, where d is its depth. The first item has depth 0 and every item has a depth of at most one more than the item before it; an item is a child of the nearest earlier item that is one level shallower. Names are 1 to 20 characters from letters, digits, -, _ and . (no spaces). The depth never exceeds 10. With n = 0 print nothing.',
        output_format: 'n lines of the form number name, for example 1.2.1 canary.',
        examples: { input: '9\ndeploy\n  build\n    compile\n    test\n      unit\n  ship\n    canary\nrollback\n  alert\n', output: '1 deploy\n1.1 build\n1.1.1 compile\n1.1.2 test\n1.1.2.1 unit\n1.2 ship\n1.2.1 canary\n2 rollback\n2.1 alert\n' },
      },
      hints: ['Keep a counter per depth, and reset the deeper counters whenever you go back up.'],
      par: 279,
    },
    C: {
      description:
        'The outline is a directory listing of the runbook share, and you want to see where the space went, like du but drawn like tree. ' +
        'Every item has its own size; the total of an item is its own size plus the totals of its children. ' +
        'Items of depth 0 are printed as they are, with no prefix. ' +
        'Every deeper item is printed as a prefix followed by its name: for each of its ancestors at depth 1 or more (outermost first) the prefix has "|   " if that ancestor has a later sibling and four spaces otherwise, and then it ends with "|-- " if the item itself has a later sibling, or "`-- " if it is the last child of its parent. ' +
        'Here, instead of the bare name each item shows its name, a space, and its total in parentheses. ' +
        'Print the items in input order.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 200); each of the next n lines holds one item: 2d spaces of indentation followed by its name, a space and its own size (an integer from 0 to 1000000), where d is its depth. The first item has depth 0 and every item has a depth of at most one more than the item before it; an item is a child of the nearest earlier item that is one level shallower. Names are 1 to 20 characters from letters, digits, -, _ and . (no spaces). The depth never exceeds 10. With n = 0 print nothing.',
        output_format: 'n lines: the tree drawing with totals, for example |-- build (1200).',
        examples: { input: '5\nrunbooks 1\n  db 100\n    backup 5000\n  dns 20\nnotes 7\n', output: 'runbooks (5121)\n|-- db (5100)\n|   `-- backup (5000)\n`-- dns (20)\nnotes (7)\n' },
      },
      hints: ['An item\'s total covers all the following items that are deeper than it, up to the next item at its depth or shallower.'],
      par: 800,
    },
    D: {
      description:
        'The runbook outline was written in whatever order people panicked in, and the wiki should show it sorted. ' +
        'Draw the tree with the children of every item, and the items of depth 0 themselves, sorted by name (plain character-code order, uppercase before lowercase; items with equal names keep their input order), each moving together with its whole subtree. ' +
        'Items of depth 0 are printed as they are, with no prefix. ' +
        'Every deeper item is printed as a prefix followed by its name: for each of its ancestors at depth 1 or more (outermost first) the prefix has "|   " if that ancestor has a later sibling and four spaces otherwise, and then it ends with "|-- " if the item itself has a later sibling, or "`-- " if it is the last child of its parent. ' +
        'Print the items in the sorted order.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 200); each of the next n lines holds one item: 2d spaces of indentation followed by its name, where d is its depth. The first item has depth 0 and every item has a depth of at most one more than the item before it; an item is a child of the nearest earlier item that is one level shallower. Names are 1 to 20 characters from letters, digits, -, _ and . (no spaces). The depth never exceeds 10. With n = 0 print nothing.',
        output_format: 'n lines: the sorted tree drawing.',
        examples: { input: '9\ndeploy\n  build\n    compile\n    test\n      unit\n  ship\n    canary\nrollback\n  alert\n', output: 'deploy\n|-- build\n|   |-- compile\n|   `-- test\n|       `-- unit\n`-- ship\n    `-- canary\nrollback\n' +
          '`-- alert\n' },
      },
      hints: ['Build the tree first, then print it recursively.', '"later sibling" refers to the sorted order.'],
      par: 675,
    },
    E: {
      description:
        'Someone pasted the output of tree into the runbook, and you need the indented outline back. ' +
        'The drawing follows these rules: Items of depth 0 are printed as they are, with no prefix. ' +
        'Every deeper item is printed as a prefix followed by its name: for each of its ancestors at depth 1 or more (outermost first) the prefix has "|   " if that ancestor has a later sibling and four spaces otherwise, and then it ends with "|-- " if the item itself has a later sibling, or "`-- " if it is the last child of its parent. ' +
        'Given such a drawing, print every item as 2d spaces of indentation followed by its name, where d is its depth, in the same order.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 200); the next n lines are a valid drawing as described, of a forest with depth at most 10. Names are 1 to 20 characters from letters, digits, -, _ and . (no spaces). With n = 0 print nothing.',
        output_format: 'n lines: the indented outline.',
        examples: { input: '9\ndeploy\n|-- build\n|   |-- compile\n|   `-- test\n|       `-- unit\n`-- ship\n    `-- canary\nrollback\n' +
          '`-- alert\n', output: 'deploy\n  build\n    compile\n    test\n      unit\n  ship\n    canary\nrollback\n  alert\n' },
      },
      hints: ['Each level of depth takes exactly four characters of prefix.'],
      par: 198,
    },
  },
};
