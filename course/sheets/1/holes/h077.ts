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
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\ndeploy\n', output: 'deploy\n' },
        { tag: 'typical', input: '9\ndeploy\n  build\n    compile\n    test\n      unit\n  ship\n    canary\nrollback\n  alert\n', output: 'deploy\n|-- build\n|   |-- compile\n|   `-- test\n|       `-- unit\n`-- ship\n    `-- canary\nrollback\n' +
          '`-- alert\n' },
        { tag: 'tricky', input: '4\na\n  b\n    c\n      d\n', output: 'a\n`-- b\n    `-- c\n        `-- d\n' },
        { tag: 'tricky', input: '4\na\nb\nc\nd\n', output: 'a\nb\nc\nd\n' },
        { tag: 'tricky', input: '7\nx\n  y\n    z\n  w\n    v\n      u\nt\n', output: 'x\n|-- y\n|   `-- z\n`-- w\n    `-- v\n        `-- u\nt\n' },
        { tag: 'typical', input: '30\nrenew\nbuild\nlint\ne2e\n  compile\n  unit\n    cache\n      unit\n        canary\n        restore\n' +
          '          e2e\n      build\n        README.md\n    dns\n  dns\n  v2.3.1\n    coffee\n    warmup\n    alert\n' +
          '      warmup\n        page-oncall\n        renew\n      rollback\n  test\n  rollback\n    page-oncall\n' +
          '    restore\n    alert\n    warmup\nship\n', output: 'renew\nbuild\nlint\ne2e\n|-- compile\n|-- unit\n|   |-- cache\n|   |   |-- unit\n|   |   |   |-- canary\n' +
          '|   |   |   `-- restore\n|   |   |       `-- e2e\n|   |   `-- build\n|   |       `-- README.md\n' +
          '|   `-- dns\n|-- dns\n|-- v2.3.1\n|   |-- coffee\n|   |-- warmup\n|   `-- alert\n|       |-- warmup\n' +
          '|       |   |-- page-oncall\n|       |   `-- renew\n|       `-- rollback\n|-- test\n`-- rollback\n' +
          '    |-- page-oncall\n    |-- restore\n    |-- alert\n    `-- warmup\nship\n' },
        { tag: 'typical', input: '60\nrollback\npage-oncall\n  unit\n  compile\n    README.md\n      ship\n      alert\n        flush\n' +
          '      logs\n  page-oncall\n    e2e\n      flush\n    backup\n  README.md\nREADME.md\nbuild\ncoffee\n  backup\n' +
          '  ship\n  ship\n    ship\n      logs\n      restore\n    compile\n      canary\n    retry_loop\n    lint\n' +
          '      page-oncall\n      cache\n    restore\n      warmup\n        rollback\n      retry_loop\n' +
          '        rotate\n    warmup\nflush\ncoffee\n  cache\n  backup\n  e2e\nrollback\n  deploy\n  unit\npage-oncall\n' +
          '  build\n    db\n      compile\n  rotate\n  backup\n    test\n    cache\n    coffee\n    v2.3.1\n    alert\n' +
          '    restore\n      test\n        build\n    renew\n    db\ncanary\n', output: 'rollback\npage-oncall\n|-- unit\n|-- compile\n|   `-- README.md\n|       |-- ship\n|       |-- alert\n' +
          '|       |   `-- flush\n|       `-- logs\n|-- page-oncall\n|   |-- e2e\n|   |   `-- flush\n|   `-- backup\n' +
          '`-- README.md\nREADME.md\nbuild\ncoffee\n|-- backup\n|-- ship\n`-- ship\n    |-- ship\n    |   |-- logs\n' +
          '    |   `-- restore\n    |-- compile\n    |   `-- canary\n    |-- retry_loop\n    |-- lint\n' +
          '    |   |-- page-oncall\n    |   `-- cache\n    |-- restore\n    |   |-- warmup\n' +
          '    |   |   `-- rollback\n    |   `-- retry_loop\n    |       `-- rotate\n    `-- warmup\nflush\ncoffee\n' +
          '|-- cache\n|-- backup\n`-- e2e\nrollback\n|-- deploy\n`-- unit\npage-oncall\n|-- build\n|   `-- db\n' +
          '|       `-- compile\n|-- rotate\n`-- backup\n    |-- test\n    |-- cache\n    |-- coffee\n    |-- v2.3.1\n' +
          '    |-- alert\n    |-- restore\n    |   `-- test\n    |       `-- build\n    |-- renew\n    `-- db\n' +
          'canary\n' },
        { tag: 'maximum', input: '200\nretry_loop\n  ship\n  build\ncoffee\n  test\n    v2.3.1\n      migrate\n        flush\n          canary\n' +
          '          page-oncall\n          cache\n          v2.3.1\n          backup\n            flush\n' +
          '              migrate\n              retry_loop\n                test\n                  README.md\n' +
          '                    deploy\n                    restore\n                alert\n                renew\n' +
          '                e2e\n                  restore\n                  README.md\n                flush\n' +
          '            warmup\n              restore\n              test\n              rotate\n' +
          '                renew\n                  alert\n                  coffee\n              e2e\n' +
          '                README.md\n                  coffee\n              migrate\n                e2e\n' +
          '                  rollback\n                  renew\n                    cache\n' +
          '                    logs\n                    rotate\n                    lint\n' +
          '                    alert\n                    lint\n                    warmup\n' +
          '                    retry_loop\n                build\n                  coffee\n' +
          '                  ship\n                  cache\n                  test\n                    lint\n' +
          '                    warmup\n                    migrate\n                    v2.3.1\n' +
          '                    logs\n                    ship\n                    v2.3.1\n' +
          '                    compile\n                  v2.3.1\n                    renew\n' +
          '                    retry_loop\n                    canary\n                    flush\n' +
          '                    compile\n                    warmup\n                  flush\n' +
          '                    ship\n                    rotate\n                    v2.3.1\n' +
          '                    README.md\n                    lint\n                    compile\n' +
          '                    build\n                    renew\n                    canary\n' +
          '                    restore\n                    e2e\n                    deploy\n' +
          '                    migrate\n                    logs\n                  dns\n                  lint\n' +
          '                    test\n                    dns\n                    v2.3.1\n                    dns\n' +
          '                    renew\n                  cache\n                    rotate\n' +
          '                    page-oncall\n                    v2.3.1\n                  cache\n' +
          '                  restore\n                    dns\n                    canary\n                lint\n' +
          '                rollback\n                  dns\n                    README.md\n' +
          '                    logs\n                lint\n                build\n                  db\n' +
          '                    rollback\n                    coffee\n                    flush\n' +
          '                    cache\n                    lint\n                test\n                  deploy\n' +
          '                    page-oncall\n                    unit\n                    ship\n' +
          '                    lint\n                certs\n                  lint\n' +
          '                    retry_loop\n                    unit\n                    restore\n' +
          '                    build\n                    alert\n                test\n                  db\n' +
          '              compile\n            v2.3.1\n            coffee\n              lint\n' +
          '                canary\n                  alert\n              db\n              flush\n' +
          '                flush\n                  build\n                  restore\n                  dns\n' +
          '                coffee\n                  warmup\n                    retry_loop\n' +
          '                  lint\n                    test\n                    README.md\n' +
          '                warmup\n                v2.3.1\n              backup\n                renew\n' +
          '                build\n                  retry_loop\n                    retry_loop\n' +
          '                    deploy\n                    backup\n                    db\n' +
          '                    compile\n                    canary\n                    deploy\n' +
          '                    test\n                    certs\n                    unit\n' +
          '                    migrate\n                    build\n                    warmup\n' +
          '                    coffee\n                canary\n                  unit\n                  warmup\n' +
          '                    deploy\n                    deploy\n                    db\n' +
          '                    compile\n                    compile\n                  ship\n' +
          '                    db\n                    backup\n                  migrate\n' +
          '                    coffee\n                db\n                e2e\n                  e2e\n' +
          '                    logs\n                    unit\n                    unit\n' +
          '                    coffee\n                    compile\n                    v2.3.1\n' +
          '                    coffee\n                    renew\n                migrate\n' +
          '                  page-oncall\n                  rollback\n                    compile\n' +
          '                    ship\n                    alert\n                    rollback\n' +
          '                    README.md\n                    page-oncall\n                    db\n' +
          '                    coffee\n                    renew\n', output: 'retry_loop\n|-- ship\n`-- build\ncoffee\n`-- test\n    `-- v2.3.1\n        `-- migrate\n' +
          '            `-- flush\n                |-- canary\n                |-- page-oncall\n' +
          '                |-- cache\n                |-- v2.3.1\n                `-- backup\n' +
          '                    |-- flush\n                    |   |-- migrate\n' +
          '                    |   `-- retry_loop\n                    |       |-- test\n' +
          '                    |       |   `-- README.md\n                    |       |       |-- deploy\n' +
          '                    |       |       `-- restore\n                    |       |-- alert\n' +
          '                    |       |-- renew\n                    |       |-- e2e\n' +
          '                    |       |   |-- restore\n                    |       |   `-- README.md\n' +
          '                    |       `-- flush\n                    |-- warmup\n' +
          '                    |   |-- restore\n                    |   |-- test\n' +
          '                    |   |-- rotate\n                    |   |   `-- renew\n' +
          '                    |   |       |-- alert\n                    |   |       `-- coffee\n' +
          '                    |   |-- e2e\n                    |   |   `-- README.md\n' +
          '                    |   |       `-- coffee\n                    |   |-- migrate\n' +
          '                    |   |   |-- e2e\n                    |   |   |   |-- rollback\n' +
          '                    |   |   |   `-- renew\n                    |   |   |       |-- cache\n' +
          '                    |   |   |       |-- logs\n                    |   |   |       |-- rotate\n' +
          '                    |   |   |       |-- lint\n                    |   |   |       |-- alert\n' +
          '                    |   |   |       |-- lint\n                    |   |   |       |-- warmup\n' +
          '                    |   |   |       `-- retry_loop\n                    |   |   |-- build\n' +
          '                    |   |   |   |-- coffee\n                    |   |   |   |-- ship\n' +
          '                    |   |   |   |-- cache\n                    |   |   |   |-- test\n' +
          '                    |   |   |   |   |-- lint\n                    |   |   |   |   |-- warmup\n' +
          '                    |   |   |   |   |-- migrate\n                    |   |   |   |   |-- v2.3.1\n' +
          '                    |   |   |   |   |-- logs\n                    |   |   |   |   |-- ship\n' +
          '                    |   |   |   |   |-- v2.3.1\n                    |   |   |   |   `-- compile\n' +
          '                    |   |   |   |-- v2.3.1\n                    |   |   |   |   |-- renew\n' +
          '                    |   |   |   |   |-- retry_loop\n                    |   |   |   |   |-- canary\n' +
          '                    |   |   |   |   |-- flush\n                    |   |   |   |   |-- compile\n' +
          '                    |   |   |   |   `-- warmup\n                    |   |   |   |-- flush\n' +
          '                    |   |   |   |   |-- ship\n                    |   |   |   |   |-- rotate\n' +
          '                    |   |   |   |   |-- v2.3.1\n                    |   |   |   |   |-- README.md\n' +
          '                    |   |   |   |   |-- lint\n                    |   |   |   |   |-- compile\n' +
          '                    |   |   |   |   |-- build\n                    |   |   |   |   |-- renew\n' +
          '                    |   |   |   |   |-- canary\n                    |   |   |   |   |-- restore\n' +
          '                    |   |   |   |   |-- e2e\n                    |   |   |   |   |-- deploy\n' +
          '                    |   |   |   |   |-- migrate\n                    |   |   |   |   `-- logs\n' +
          '                    |   |   |   |-- dns\n                    |   |   |   |-- lint\n' +
          '                    |   |   |   |   |-- test\n                    |   |   |   |   |-- dns\n' +
          '                    |   |   |   |   |-- v2.3.1\n                    |   |   |   |   |-- dns\n' +
          '                    |   |   |   |   `-- renew\n                    |   |   |   |-- cache\n' +
          '                    |   |   |   |   |-- rotate\n                    |   |   |   |   |-- page-oncall\n' +
          '                    |   |   |   |   `-- v2.3.1\n                    |   |   |   |-- cache\n' +
          '                    |   |   |   `-- restore\n                    |   |   |       |-- dns\n' +
          '                    |   |   |       `-- canary\n                    |   |   |-- lint\n' +
          '                    |   |   |-- rollback\n                    |   |   |   `-- dns\n' +
          '                    |   |   |       |-- README.md\n                    |   |   |       `-- logs\n' +
          '                    |   |   |-- lint\n                    |   |   |-- build\n' +
          '                    |   |   |   `-- db\n                    |   |   |       |-- rollback\n' +
          '                    |   |   |       |-- coffee\n                    |   |   |       |-- flush\n' +
          '                    |   |   |       |-- cache\n                    |   |   |       `-- lint\n' +
          '                    |   |   |-- test\n                    |   |   |   `-- deploy\n' +
          '                    |   |   |       |-- page-oncall\n                    |   |   |       |-- unit\n' +
          '                    |   |   |       |-- ship\n                    |   |   |       `-- lint\n' +
          '                    |   |   |-- certs\n                    |   |   |   `-- lint\n' +
          '                    |   |   |       |-- retry_loop\n                    |   |   |       |-- unit\n' +
          '                    |   |   |       |-- restore\n                    |   |   |       |-- build\n' +
          '                    |   |   |       `-- alert\n                    |   |   `-- test\n' +
          '                    |   |       `-- db\n                    |   `-- compile\n' +
          '                    |-- v2.3.1\n                    `-- coffee\n                        |-- lint\n' +
          '                        |   `-- canary\n                        |       `-- alert\n' +
          '                        |-- db\n                        |-- flush\n' +
          '                        |   |-- flush\n                        |   |   |-- build\n' +
          '                        |   |   |-- restore\n                        |   |   `-- dns\n' +
          '                        |   |-- coffee\n                        |   |   |-- warmup\n' +
          '                        |   |   |   `-- retry_loop\n                        |   |   `-- lint\n' +
          '                        |   |       |-- test\n                        |   |       `-- README.md\n' +
          '                        |   |-- warmup\n                        |   `-- v2.3.1\n' +
          '                        `-- backup\n                            |-- renew\n' +
          '                            |-- build\n                            |   `-- retry_loop\n' +
          '                            |       |-- retry_loop\n                            |       |-- deploy\n' +
          '                            |       |-- backup\n                            |       |-- db\n' +
          '                            |       |-- compile\n                            |       |-- canary\n' +
          '                            |       |-- deploy\n                            |       |-- test\n' +
          '                            |       |-- certs\n                            |       |-- unit\n' +
          '                            |       |-- migrate\n                            |       |-- build\n' +
          '                            |       |-- warmup\n                            |       `-- coffee\n' +
          '                            |-- canary\n                            |   |-- unit\n' +
          '                            |   |-- warmup\n                            |   |   |-- deploy\n' +
          '                            |   |   |-- deploy\n                            |   |   |-- db\n' +
          '                            |   |   |-- compile\n                            |   |   `-- compile\n' +
          '                            |   |-- ship\n                            |   |   |-- db\n' +
          '                            |   |   `-- backup\n                            |   `-- migrate\n' +
          '                            |       `-- coffee\n                            |-- db\n' +
          '                            |-- e2e\n                            |   `-- e2e\n' +
          '                            |       |-- logs\n                            |       |-- unit\n' +
          '                            |       |-- unit\n                            |       |-- coffee\n' +
          '                            |       |-- compile\n                            |       |-- v2.3.1\n' +
          '                            |       |-- coffee\n                            |       `-- renew\n' +
          '                            `-- migrate\n                                |-- page-oncall\n' +
          '                                `-- rollback\n                                    |-- compile\n' +
          '                                    |-- ship\n                                    |-- alert\n' +
          '                                    |-- rollback\n                                    |-- README.md\n' +
          '                                    |-- page-oncall\n                                    |-- db\n' +
          '                                    |-- coffee\n                                    `-- renew\n' },
        { tag: 'maximum', input: '200\nrotate\n  build\n  build\n  dns\nalert\nbuild\n  renew\n    retry_loop\n    logs\n      README.md\n' +
          '        test\n        backup\n        unit\n        certs\n        cache\n        flush\n      e2e\n' +
          '        rotate\n        warmup\n        build\n        renew\n        compile\n        README.md\n' +
          '        alert\n    unit\n      retry_loop\n    backup\n      restore\n      deploy\n      lint\n    warmup\n' +
          '      page-oncall\n        unit\n        logs\n        logs\n        db\n        build\n        lint\n' +
          '        canary\n        compile\n    cache\n      flush\n        lint\n        deploy\n        v2.3.1\n' +
          '      flush\n    rotate\n    test\n    rotate\n      alert\n        flush\n        rollback\n      e2e\n' +
          '      README.md\n      canary\n        backup\n        flush\n        v2.3.1\n        coffee\n' +
          '        README.md\n    coffee\n      db\n        flush\n      canary\n  warmup\n  dns\n  e2e\n    migrate\n' +
          '    migrate\n    lint\n      build\n      README.md\n        db\n        canary\n    ship\n      logs\n' +
          '        restore\n    retry_loop\n      migrate\n      v2.3.1\n        unit\n        test\n    flush\n' +
          '      migrate\n  cache\n  migrate\n    retry_loop\n    certs\n      renew\n      test\n      deploy\n' +
          '        lint\n        v2.3.1\n    rollback\n    logs\n      warmup\n      deploy\n  migrate\n  restore\n' +
          '  migrate\n    backup\n      rotate\n      renew\n      restore\n        certs\n        compile\n' +
          '        retry_loop\n        flush\n        deploy\n        cache\n        build\n        deploy\n' +
          '      lint\n        v2.3.1\n        deploy\n        warmup\n        rollback\n      canary\n' +
          '        page-oncall\n        retry_loop\n        coffee\n      unit\n      alert\n        e2e\n' +
          '        build\n        certs\n      rollback\n    e2e\n      backup\n        v2.3.1\n        README.md\n' +
          '        db\n        retry_loop\n      lint\n      restore\n      migrate\n        deploy\n        logs\n' +
          '        renew\n        renew\n        e2e\n        flush\n        warmup\n        e2e\n        ship\n' +
          '        v2.3.1\n        README.md\n        compile\n        lint\n        canary\n    restore\n' +
          '      alert\n        page-oncall\n      db\n        rollback\n      page-oncall\n        lint\n' +
          '        test\n        dns\n        deploy\n        flush\n        README.md\n        deploy\n    migrate\n' +
          '      deploy\n      certs\n  rotate\nretry_loop\n  flush\n    page-oncall\n  rotate\ndns\n  canary\ncompile\n' +
          'e2e\n  rollback\ncerts\n  lint\n    unit\n      e2e\n    logs\n    lint\n    ship\n    retry_loop\n      lint\n' +
          '      ship\n  alert\ndns\ncache\n  build\n  dns\n  rotate\n  rollback\nship\ncerts\n  test\n    migrate\n' +
          '      rotate\n      ship\n      ship\n', output: 'rotate\n|-- build\n|-- build\n`-- dns\nalert\nbuild\n|-- renew\n|   |-- retry_loop\n|   |-- logs\n' +
          '|   |   |-- README.md\n|   |   |   |-- test\n|   |   |   |-- backup\n|   |   |   |-- unit\n' +
          '|   |   |   |-- certs\n|   |   |   |-- cache\n|   |   |   `-- flush\n|   |   `-- e2e\n' +
          '|   |       |-- rotate\n|   |       |-- warmup\n|   |       |-- build\n|   |       |-- renew\n' +
          '|   |       |-- compile\n|   |       |-- README.md\n|   |       `-- alert\n|   |-- unit\n' +
          '|   |   `-- retry_loop\n|   |-- backup\n|   |   |-- restore\n|   |   |-- deploy\n|   |   `-- lint\n' +
          '|   |-- warmup\n|   |   `-- page-oncall\n|   |       |-- unit\n|   |       |-- logs\n' +
          '|   |       |-- logs\n|   |       |-- db\n|   |       |-- build\n|   |       |-- lint\n' +
          '|   |       |-- canary\n|   |       `-- compile\n|   |-- cache\n|   |   |-- flush\n|   |   |   |-- lint\n' +
          '|   |   |   |-- deploy\n|   |   |   `-- v2.3.1\n|   |   `-- flush\n|   |-- rotate\n|   |-- test\n' +
          '|   |-- rotate\n|   |   |-- alert\n|   |   |   |-- flush\n|   |   |   `-- rollback\n|   |   |-- e2e\n' +
          '|   |   |-- README.md\n|   |   `-- canary\n|   |       |-- backup\n|   |       |-- flush\n' +
          '|   |       |-- v2.3.1\n|   |       |-- coffee\n|   |       `-- README.md\n|   `-- coffee\n' +
          '|       |-- db\n|       |   `-- flush\n|       `-- canary\n|-- warmup\n|-- dns\n|-- e2e\n|   |-- migrate\n' +
          '|   |-- migrate\n|   |-- lint\n|   |   |-- build\n|   |   `-- README.md\n|   |       |-- db\n' +
          '|   |       `-- canary\n|   |-- ship\n|   |   `-- logs\n|   |       `-- restore\n|   |-- retry_loop\n' +
          '|   |   |-- migrate\n|   |   `-- v2.3.1\n|   |       |-- unit\n|   |       `-- test\n|   `-- flush\n' +
          '|       `-- migrate\n|-- cache\n|-- migrate\n|   |-- retry_loop\n|   |-- certs\n|   |   |-- renew\n' +
          '|   |   |-- test\n|   |   `-- deploy\n|   |       |-- lint\n|   |       `-- v2.3.1\n|   |-- rollback\n' +
          '|   `-- logs\n|       |-- warmup\n|       `-- deploy\n|-- migrate\n|-- restore\n|-- migrate\n' +
          '|   |-- backup\n|   |   |-- rotate\n|   |   |-- renew\n|   |   |-- restore\n|   |   |   |-- certs\n' +
          '|   |   |   |-- compile\n|   |   |   |-- retry_loop\n|   |   |   |-- flush\n|   |   |   |-- deploy\n' +
          '|   |   |   |-- cache\n|   |   |   |-- build\n|   |   |   `-- deploy\n|   |   |-- lint\n' +
          '|   |   |   |-- v2.3.1\n|   |   |   |-- deploy\n|   |   |   |-- warmup\n|   |   |   `-- rollback\n' +
          '|   |   |-- canary\n|   |   |   |-- page-oncall\n|   |   |   |-- retry_loop\n|   |   |   `-- coffee\n' +
          '|   |   |-- unit\n|   |   |-- alert\n|   |   |   |-- e2e\n|   |   |   |-- build\n|   |   |   `-- certs\n' +
          '|   |   `-- rollback\n|   |-- e2e\n|   |   |-- backup\n|   |   |   |-- v2.3.1\n' +
          '|   |   |   |-- README.md\n|   |   |   |-- db\n|   |   |   `-- retry_loop\n|   |   |-- lint\n' +
          '|   |   |-- restore\n|   |   `-- migrate\n|   |       |-- deploy\n|   |       |-- logs\n' +
          '|   |       |-- renew\n|   |       |-- renew\n|   |       |-- e2e\n|   |       |-- flush\n' +
          '|   |       |-- warmup\n|   |       |-- e2e\n|   |       |-- ship\n|   |       |-- v2.3.1\n' +
          '|   |       |-- README.md\n|   |       |-- compile\n|   |       |-- lint\n|   |       `-- canary\n' +
          '|   |-- restore\n|   |   |-- alert\n|   |   |   `-- page-oncall\n|   |   |-- db\n' +
          '|   |   |   `-- rollback\n|   |   `-- page-oncall\n|   |       |-- lint\n|   |       |-- test\n' +
          '|   |       |-- dns\n|   |       |-- deploy\n|   |       |-- flush\n|   |       |-- README.md\n' +
          '|   |       `-- deploy\n|   `-- migrate\n|       |-- deploy\n|       `-- certs\n`-- rotate\nretry_loop\n' +
          '|-- flush\n|   `-- page-oncall\n`-- rotate\ndns\n`-- canary\ncompile\ne2e\n`-- rollback\ncerts\n|-- lint\n' +
          '|   |-- unit\n|   |   `-- e2e\n|   |-- logs\n|   |-- lint\n|   |-- ship\n|   `-- retry_loop\n' +
          '|       |-- lint\n|       `-- ship\n`-- alert\ndns\ncache\n|-- build\n|-- dns\n|-- rotate\n`-- rollback\n' +
          'ship\ncerts\n`-- test\n    `-- migrate\n        |-- rotate\n        |-- ship\n        `-- ship\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\ndeploy\n', output: '1 deploy\n' },
        { tag: 'typical', input: '9\ndeploy\n  build\n    compile\n    test\n      unit\n  ship\n    canary\nrollback\n  alert\n', output: '1 deploy\n1.1 build\n1.1.1 compile\n1.1.2 test\n1.1.2.1 unit\n1.2 ship\n1.2.1 canary\n2 rollback\n2.1 alert\n' },
        { tag: 'tricky', input: '4\na\n  b\n    c\n      d\n', output: '1 a\n1.1 b\n1.1.1 c\n1.1.1.1 d\n' },
        { tag: 'tricky', input: '4\na\nb\nc\nd\n', output: '1 a\n2 b\n3 c\n4 d\n' },
        { tag: 'tricky', input: '7\nx\n  y\n    z\n  w\n    v\n      u\nt\n', output: '1 x\n1.1 y\n1.1.1 z\n1.2 w\n1.2.1 v\n1.2.1.1 u\n2 t\n' },
        { tag: 'typical', input: '30\nrenew\nbuild\nlint\ne2e\n  compile\n  unit\n    cache\n      unit\n        canary\n        restore\n' +
          '          e2e\n      build\n        README.md\n    dns\n  dns\n  v2.3.1\n    coffee\n    warmup\n    alert\n' +
          '      warmup\n        page-oncall\n        renew\n      rollback\n  test\n  rollback\n    page-oncall\n' +
          '    restore\n    alert\n    warmup\nship\n', output: '1 renew\n2 build\n3 lint\n4 e2e\n4.1 compile\n4.2 unit\n4.2.1 cache\n4.2.1.1 unit\n4.2.1.1.1 canary\n' +
          '4.2.1.1.2 restore\n4.2.1.1.2.1 e2e\n4.2.1.2 build\n4.2.1.2.1 README.md\n4.2.2 dns\n4.3 dns\n4.4 v2.3.1\n' +
          '4.4.1 coffee\n4.4.2 warmup\n4.4.3 alert\n4.4.3.1 warmup\n4.4.3.1.1 page-oncall\n4.4.3.1.2 renew\n' +
          '4.4.3.2 rollback\n4.5 test\n4.6 rollback\n4.6.1 page-oncall\n4.6.2 restore\n4.6.3 alert\n4.6.4 warmup\n' +
          '5 ship\n' },
        { tag: 'typical', input: '60\nrollback\npage-oncall\n  unit\n  compile\n    README.md\n      ship\n      alert\n        flush\n' +
          '      logs\n  page-oncall\n    e2e\n      flush\n    backup\n  README.md\nREADME.md\nbuild\ncoffee\n  backup\n' +
          '  ship\n  ship\n    ship\n      logs\n      restore\n    compile\n      canary\n    retry_loop\n    lint\n' +
          '      page-oncall\n      cache\n    restore\n      warmup\n        rollback\n      retry_loop\n' +
          '        rotate\n    warmup\nflush\ncoffee\n  cache\n  backup\n  e2e\nrollback\n  deploy\n  unit\npage-oncall\n' +
          '  build\n    db\n      compile\n  rotate\n  backup\n    test\n    cache\n    coffee\n    v2.3.1\n    alert\n' +
          '    restore\n      test\n        build\n    renew\n    db\ncanary\n', output: '1 rollback\n2 page-oncall\n2.1 unit\n2.2 compile\n2.2.1 README.md\n2.2.1.1 ship\n2.2.1.2 alert\n' +
          '2.2.1.2.1 flush\n2.2.1.3 logs\n2.3 page-oncall\n2.3.1 e2e\n2.3.1.1 flush\n2.3.2 backup\n2.4 README.md\n' +
          '3 README.md\n4 build\n5 coffee\n5.1 backup\n5.2 ship\n5.3 ship\n5.3.1 ship\n5.3.1.1 logs\n5.3.1.2 restore\n' +
          '5.3.2 compile\n5.3.2.1 canary\n5.3.3 retry_loop\n5.3.4 lint\n5.3.4.1 page-oncall\n5.3.4.2 cache\n' +
          '5.3.5 restore\n5.3.5.1 warmup\n5.3.5.1.1 rollback\n5.3.5.2 retry_loop\n5.3.5.2.1 rotate\n5.3.6 warmup\n' +
          '6 flush\n7 coffee\n7.1 cache\n7.2 backup\n7.3 e2e\n8 rollback\n8.1 deploy\n8.2 unit\n9 page-oncall\n' +
          '9.1 build\n9.1.1 db\n9.1.1.1 compile\n9.2 rotate\n9.3 backup\n9.3.1 test\n9.3.2 cache\n9.3.3 coffee\n' +
          '9.3.4 v2.3.1\n9.3.5 alert\n9.3.6 restore\n9.3.6.1 test\n9.3.6.1.1 build\n9.3.7 renew\n9.3.8 db\n10 canary\n' },
        { tag: 'maximum', input: '200\nretry_loop\n  ship\n  build\ncoffee\n  test\n    v2.3.1\n      migrate\n        flush\n          canary\n' +
          '          page-oncall\n          cache\n          v2.3.1\n          backup\n            flush\n' +
          '              migrate\n              retry_loop\n                test\n                  README.md\n' +
          '                    deploy\n                    restore\n                alert\n                renew\n' +
          '                e2e\n                  restore\n                  README.md\n                flush\n' +
          '            warmup\n              restore\n              test\n              rotate\n' +
          '                renew\n                  alert\n                  coffee\n              e2e\n' +
          '                README.md\n                  coffee\n              migrate\n                e2e\n' +
          '                  rollback\n                  renew\n                    cache\n' +
          '                    logs\n                    rotate\n                    lint\n' +
          '                    alert\n                    lint\n                    warmup\n' +
          '                    retry_loop\n                build\n                  coffee\n' +
          '                  ship\n                  cache\n                  test\n                    lint\n' +
          '                    warmup\n                    migrate\n                    v2.3.1\n' +
          '                    logs\n                    ship\n                    v2.3.1\n' +
          '                    compile\n                  v2.3.1\n                    renew\n' +
          '                    retry_loop\n                    canary\n                    flush\n' +
          '                    compile\n                    warmup\n                  flush\n' +
          '                    ship\n                    rotate\n                    v2.3.1\n' +
          '                    README.md\n                    lint\n                    compile\n' +
          '                    build\n                    renew\n                    canary\n' +
          '                    restore\n                    e2e\n                    deploy\n' +
          '                    migrate\n                    logs\n                  dns\n                  lint\n' +
          '                    test\n                    dns\n                    v2.3.1\n                    dns\n' +
          '                    renew\n                  cache\n                    rotate\n' +
          '                    page-oncall\n                    v2.3.1\n                  cache\n' +
          '                  restore\n                    dns\n                    canary\n                lint\n' +
          '                rollback\n                  dns\n                    README.md\n' +
          '                    logs\n                lint\n                build\n                  db\n' +
          '                    rollback\n                    coffee\n                    flush\n' +
          '                    cache\n                    lint\n                test\n                  deploy\n' +
          '                    page-oncall\n                    unit\n                    ship\n' +
          '                    lint\n                certs\n                  lint\n' +
          '                    retry_loop\n                    unit\n                    restore\n' +
          '                    build\n                    alert\n                test\n                  db\n' +
          '              compile\n            v2.3.1\n            coffee\n              lint\n' +
          '                canary\n                  alert\n              db\n              flush\n' +
          '                flush\n                  build\n                  restore\n                  dns\n' +
          '                coffee\n                  warmup\n                    retry_loop\n' +
          '                  lint\n                    test\n                    README.md\n' +
          '                warmup\n                v2.3.1\n              backup\n                renew\n' +
          '                build\n                  retry_loop\n                    retry_loop\n' +
          '                    deploy\n                    backup\n                    db\n' +
          '                    compile\n                    canary\n                    deploy\n' +
          '                    test\n                    certs\n                    unit\n' +
          '                    migrate\n                    build\n                    warmup\n' +
          '                    coffee\n                canary\n                  unit\n                  warmup\n' +
          '                    deploy\n                    deploy\n                    db\n' +
          '                    compile\n                    compile\n                  ship\n' +
          '                    db\n                    backup\n                  migrate\n' +
          '                    coffee\n                db\n                e2e\n                  e2e\n' +
          '                    logs\n                    unit\n                    unit\n' +
          '                    coffee\n                    compile\n                    v2.3.1\n' +
          '                    coffee\n                    renew\n                migrate\n' +
          '                  page-oncall\n                  rollback\n                    compile\n' +
          '                    ship\n                    alert\n                    rollback\n' +
          '                    README.md\n                    page-oncall\n                    db\n' +
          '                    coffee\n                    renew\n', output: '1 retry_loop\n1.1 ship\n1.2 build\n2 coffee\n2.1 test\n2.1.1 v2.3.1\n2.1.1.1 migrate\n2.1.1.1.1 flush\n' +
          '2.1.1.1.1.1 canary\n2.1.1.1.1.2 page-oncall\n2.1.1.1.1.3 cache\n2.1.1.1.1.4 v2.3.1\n2.1.1.1.1.5 backup\n' +
          '2.1.1.1.1.5.1 flush\n2.1.1.1.1.5.1.1 migrate\n2.1.1.1.1.5.1.2 retry_loop\n2.1.1.1.1.5.1.2.1 test\n' +
          '2.1.1.1.1.5.1.2.1.1 README.md\n2.1.1.1.1.5.1.2.1.1.1 deploy\n2.1.1.1.1.5.1.2.1.1.2 restore\n' +
          '2.1.1.1.1.5.1.2.2 alert\n2.1.1.1.1.5.1.2.3 renew\n2.1.1.1.1.5.1.2.4 e2e\n2.1.1.1.1.5.1.2.4.1 restore\n' +
          '2.1.1.1.1.5.1.2.4.2 README.md\n2.1.1.1.1.5.1.2.5 flush\n2.1.1.1.1.5.2 warmup\n2.1.1.1.1.5.2.1 restore\n' +
          '2.1.1.1.1.5.2.2 test\n2.1.1.1.1.5.2.3 rotate\n2.1.1.1.1.5.2.3.1 renew\n2.1.1.1.1.5.2.3.1.1 alert\n' +
          '2.1.1.1.1.5.2.3.1.2 coffee\n2.1.1.1.1.5.2.4 e2e\n2.1.1.1.1.5.2.4.1 README.md\n' +
          '2.1.1.1.1.5.2.4.1.1 coffee\n2.1.1.1.1.5.2.5 migrate\n2.1.1.1.1.5.2.5.1 e2e\n' +
          '2.1.1.1.1.5.2.5.1.1 rollback\n2.1.1.1.1.5.2.5.1.2 renew\n2.1.1.1.1.5.2.5.1.2.1 cache\n' +
          '2.1.1.1.1.5.2.5.1.2.2 logs\n2.1.1.1.1.5.2.5.1.2.3 rotate\n2.1.1.1.1.5.2.5.1.2.4 lint\n' +
          '2.1.1.1.1.5.2.5.1.2.5 alert\n2.1.1.1.1.5.2.5.1.2.6 lint\n2.1.1.1.1.5.2.5.1.2.7 warmup\n' +
          '2.1.1.1.1.5.2.5.1.2.8 retry_loop\n2.1.1.1.1.5.2.5.2 build\n2.1.1.1.1.5.2.5.2.1 coffee\n' +
          '2.1.1.1.1.5.2.5.2.2 ship\n2.1.1.1.1.5.2.5.2.3 cache\n2.1.1.1.1.5.2.5.2.4 test\n' +
          '2.1.1.1.1.5.2.5.2.4.1 lint\n2.1.1.1.1.5.2.5.2.4.2 warmup\n2.1.1.1.1.5.2.5.2.4.3 migrate\n' +
          '2.1.1.1.1.5.2.5.2.4.4 v2.3.1\n2.1.1.1.1.5.2.5.2.4.5 logs\n2.1.1.1.1.5.2.5.2.4.6 ship\n' +
          '2.1.1.1.1.5.2.5.2.4.7 v2.3.1\n2.1.1.1.1.5.2.5.2.4.8 compile\n2.1.1.1.1.5.2.5.2.5 v2.3.1\n' +
          '2.1.1.1.1.5.2.5.2.5.1 renew\n2.1.1.1.1.5.2.5.2.5.2 retry_loop\n2.1.1.1.1.5.2.5.2.5.3 canary\n' +
          '2.1.1.1.1.5.2.5.2.5.4 flush\n2.1.1.1.1.5.2.5.2.5.5 compile\n2.1.1.1.1.5.2.5.2.5.6 warmup\n' +
          '2.1.1.1.1.5.2.5.2.6 flush\n2.1.1.1.1.5.2.5.2.6.1 ship\n2.1.1.1.1.5.2.5.2.6.2 rotate\n' +
          '2.1.1.1.1.5.2.5.2.6.3 v2.3.1\n2.1.1.1.1.5.2.5.2.6.4 README.md\n2.1.1.1.1.5.2.5.2.6.5 lint\n' +
          '2.1.1.1.1.5.2.5.2.6.6 compile\n2.1.1.1.1.5.2.5.2.6.7 build\n2.1.1.1.1.5.2.5.2.6.8 renew\n' +
          '2.1.1.1.1.5.2.5.2.6.9 canary\n2.1.1.1.1.5.2.5.2.6.10 restore\n2.1.1.1.1.5.2.5.2.6.11 e2e\n' +
          '2.1.1.1.1.5.2.5.2.6.12 deploy\n2.1.1.1.1.5.2.5.2.6.13 migrate\n2.1.1.1.1.5.2.5.2.6.14 logs\n' +
          '2.1.1.1.1.5.2.5.2.7 dns\n2.1.1.1.1.5.2.5.2.8 lint\n2.1.1.1.1.5.2.5.2.8.1 test\n' +
          '2.1.1.1.1.5.2.5.2.8.2 dns\n2.1.1.1.1.5.2.5.2.8.3 v2.3.1\n2.1.1.1.1.5.2.5.2.8.4 dns\n' +
          '2.1.1.1.1.5.2.5.2.8.5 renew\n2.1.1.1.1.5.2.5.2.9 cache\n2.1.1.1.1.5.2.5.2.9.1 rotate\n' +
          '2.1.1.1.1.5.2.5.2.9.2 page-oncall\n2.1.1.1.1.5.2.5.2.9.3 v2.3.1\n2.1.1.1.1.5.2.5.2.10 cache\n' +
          '2.1.1.1.1.5.2.5.2.11 restore\n2.1.1.1.1.5.2.5.2.11.1 dns\n2.1.1.1.1.5.2.5.2.11.2 canary\n' +
          '2.1.1.1.1.5.2.5.3 lint\n2.1.1.1.1.5.2.5.4 rollback\n2.1.1.1.1.5.2.5.4.1 dns\n' +
          '2.1.1.1.1.5.2.5.4.1.1 README.md\n2.1.1.1.1.5.2.5.4.1.2 logs\n2.1.1.1.1.5.2.5.5 lint\n' +
          '2.1.1.1.1.5.2.5.6 build\n2.1.1.1.1.5.2.5.6.1 db\n2.1.1.1.1.5.2.5.6.1.1 rollback\n' +
          '2.1.1.1.1.5.2.5.6.1.2 coffee\n2.1.1.1.1.5.2.5.6.1.3 flush\n2.1.1.1.1.5.2.5.6.1.4 cache\n' +
          '2.1.1.1.1.5.2.5.6.1.5 lint\n2.1.1.1.1.5.2.5.7 test\n2.1.1.1.1.5.2.5.7.1 deploy\n' +
          '2.1.1.1.1.5.2.5.7.1.1 page-oncall\n2.1.1.1.1.5.2.5.7.1.2 unit\n2.1.1.1.1.5.2.5.7.1.3 ship\n' +
          '2.1.1.1.1.5.2.5.7.1.4 lint\n2.1.1.1.1.5.2.5.8 certs\n2.1.1.1.1.5.2.5.8.1 lint\n' +
          '2.1.1.1.1.5.2.5.8.1.1 retry_loop\n2.1.1.1.1.5.2.5.8.1.2 unit\n2.1.1.1.1.5.2.5.8.1.3 restore\n' +
          '2.1.1.1.1.5.2.5.8.1.4 build\n2.1.1.1.1.5.2.5.8.1.5 alert\n2.1.1.1.1.5.2.5.9 test\n' +
          '2.1.1.1.1.5.2.5.9.1 db\n2.1.1.1.1.5.2.6 compile\n2.1.1.1.1.5.3 v2.3.1\n2.1.1.1.1.5.4 coffee\n' +
          '2.1.1.1.1.5.4.1 lint\n2.1.1.1.1.5.4.1.1 canary\n2.1.1.1.1.5.4.1.1.1 alert\n2.1.1.1.1.5.4.2 db\n' +
          '2.1.1.1.1.5.4.3 flush\n2.1.1.1.1.5.4.3.1 flush\n2.1.1.1.1.5.4.3.1.1 build\n2.1.1.1.1.5.4.3.1.2 restore\n' +
          '2.1.1.1.1.5.4.3.1.3 dns\n2.1.1.1.1.5.4.3.2 coffee\n2.1.1.1.1.5.4.3.2.1 warmup\n' +
          '2.1.1.1.1.5.4.3.2.1.1 retry_loop\n2.1.1.1.1.5.4.3.2.2 lint\n2.1.1.1.1.5.4.3.2.2.1 test\n' +
          '2.1.1.1.1.5.4.3.2.2.2 README.md\n2.1.1.1.1.5.4.3.3 warmup\n2.1.1.1.1.5.4.3.4 v2.3.1\n' +
          '2.1.1.1.1.5.4.4 backup\n2.1.1.1.1.5.4.4.1 renew\n2.1.1.1.1.5.4.4.2 build\n' +
          '2.1.1.1.1.5.4.4.2.1 retry_loop\n2.1.1.1.1.5.4.4.2.1.1 retry_loop\n2.1.1.1.1.5.4.4.2.1.2 deploy\n' +
          '2.1.1.1.1.5.4.4.2.1.3 backup\n2.1.1.1.1.5.4.4.2.1.4 db\n2.1.1.1.1.5.4.4.2.1.5 compile\n' +
          '2.1.1.1.1.5.4.4.2.1.6 canary\n2.1.1.1.1.5.4.4.2.1.7 deploy\n2.1.1.1.1.5.4.4.2.1.8 test\n' +
          '2.1.1.1.1.5.4.4.2.1.9 certs\n2.1.1.1.1.5.4.4.2.1.10 unit\n2.1.1.1.1.5.4.4.2.1.11 migrate\n' +
          '2.1.1.1.1.5.4.4.2.1.12 build\n2.1.1.1.1.5.4.4.2.1.13 warmup\n2.1.1.1.1.5.4.4.2.1.14 coffee\n' +
          '2.1.1.1.1.5.4.4.3 canary\n2.1.1.1.1.5.4.4.3.1 unit\n2.1.1.1.1.5.4.4.3.2 warmup\n' +
          '2.1.1.1.1.5.4.4.3.2.1 deploy\n2.1.1.1.1.5.4.4.3.2.2 deploy\n2.1.1.1.1.5.4.4.3.2.3 db\n' +
          '2.1.1.1.1.5.4.4.3.2.4 compile\n2.1.1.1.1.5.4.4.3.2.5 compile\n2.1.1.1.1.5.4.4.3.3 ship\n' +
          '2.1.1.1.1.5.4.4.3.3.1 db\n2.1.1.1.1.5.4.4.3.3.2 backup\n2.1.1.1.1.5.4.4.3.4 migrate\n' +
          '2.1.1.1.1.5.4.4.3.4.1 coffee\n2.1.1.1.1.5.4.4.4 db\n2.1.1.1.1.5.4.4.5 e2e\n2.1.1.1.1.5.4.4.5.1 e2e\n' +
          '2.1.1.1.1.5.4.4.5.1.1 logs\n2.1.1.1.1.5.4.4.5.1.2 unit\n2.1.1.1.1.5.4.4.5.1.3 unit\n' +
          '2.1.1.1.1.5.4.4.5.1.4 coffee\n2.1.1.1.1.5.4.4.5.1.5 compile\n2.1.1.1.1.5.4.4.5.1.6 v2.3.1\n' +
          '2.1.1.1.1.5.4.4.5.1.7 coffee\n2.1.1.1.1.5.4.4.5.1.8 renew\n2.1.1.1.1.5.4.4.6 migrate\n' +
          '2.1.1.1.1.5.4.4.6.1 page-oncall\n2.1.1.1.1.5.4.4.6.2 rollback\n2.1.1.1.1.5.4.4.6.2.1 compile\n' +
          '2.1.1.1.1.5.4.4.6.2.2 ship\n2.1.1.1.1.5.4.4.6.2.3 alert\n2.1.1.1.1.5.4.4.6.2.4 rollback\n' +
          '2.1.1.1.1.5.4.4.6.2.5 README.md\n2.1.1.1.1.5.4.4.6.2.6 page-oncall\n2.1.1.1.1.5.4.4.6.2.7 db\n' +
          '2.1.1.1.1.5.4.4.6.2.8 coffee\n2.1.1.1.1.5.4.4.6.2.9 renew\n' },
        { tag: 'maximum', input: '200\nrotate\n  build\n  build\n  dns\nalert\nbuild\n  renew\n    retry_loop\n    logs\n      README.md\n' +
          '        test\n        backup\n        unit\n        certs\n        cache\n        flush\n      e2e\n' +
          '        rotate\n        warmup\n        build\n        renew\n        compile\n        README.md\n' +
          '        alert\n    unit\n      retry_loop\n    backup\n      restore\n      deploy\n      lint\n    warmup\n' +
          '      page-oncall\n        unit\n        logs\n        logs\n        db\n        build\n        lint\n' +
          '        canary\n        compile\n    cache\n      flush\n        lint\n        deploy\n        v2.3.1\n' +
          '      flush\n    rotate\n    test\n    rotate\n      alert\n        flush\n        rollback\n      e2e\n' +
          '      README.md\n      canary\n        backup\n        flush\n        v2.3.1\n        coffee\n' +
          '        README.md\n    coffee\n      db\n        flush\n      canary\n  warmup\n  dns\n  e2e\n    migrate\n' +
          '    migrate\n    lint\n      build\n      README.md\n        db\n        canary\n    ship\n      logs\n' +
          '        restore\n    retry_loop\n      migrate\n      v2.3.1\n        unit\n        test\n    flush\n' +
          '      migrate\n  cache\n  migrate\n    retry_loop\n    certs\n      renew\n      test\n      deploy\n' +
          '        lint\n        v2.3.1\n    rollback\n    logs\n      warmup\n      deploy\n  migrate\n  restore\n' +
          '  migrate\n    backup\n      rotate\n      renew\n      restore\n        certs\n        compile\n' +
          '        retry_loop\n        flush\n        deploy\n        cache\n        build\n        deploy\n' +
          '      lint\n        v2.3.1\n        deploy\n        warmup\n        rollback\n      canary\n' +
          '        page-oncall\n        retry_loop\n        coffee\n      unit\n      alert\n        e2e\n' +
          '        build\n        certs\n      rollback\n    e2e\n      backup\n        v2.3.1\n        README.md\n' +
          '        db\n        retry_loop\n      lint\n      restore\n      migrate\n        deploy\n        logs\n' +
          '        renew\n        renew\n        e2e\n        flush\n        warmup\n        e2e\n        ship\n' +
          '        v2.3.1\n        README.md\n        compile\n        lint\n        canary\n    restore\n' +
          '      alert\n        page-oncall\n      db\n        rollback\n      page-oncall\n        lint\n' +
          '        test\n        dns\n        deploy\n        flush\n        README.md\n        deploy\n    migrate\n' +
          '      deploy\n      certs\n  rotate\nretry_loop\n  flush\n    page-oncall\n  rotate\ndns\n  canary\ncompile\n' +
          'e2e\n  rollback\ncerts\n  lint\n    unit\n      e2e\n    logs\n    lint\n    ship\n    retry_loop\n      lint\n' +
          '      ship\n  alert\ndns\ncache\n  build\n  dns\n  rotate\n  rollback\nship\ncerts\n  test\n    migrate\n' +
          '      rotate\n      ship\n      ship\n', output: '1 rotate\n1.1 build\n1.2 build\n1.3 dns\n2 alert\n3 build\n3.1 renew\n3.1.1 retry_loop\n3.1.2 logs\n' +
          '3.1.2.1 README.md\n3.1.2.1.1 test\n3.1.2.1.2 backup\n3.1.2.1.3 unit\n3.1.2.1.4 certs\n3.1.2.1.5 cache\n' +
          '3.1.2.1.6 flush\n3.1.2.2 e2e\n3.1.2.2.1 rotate\n3.1.2.2.2 warmup\n3.1.2.2.3 build\n3.1.2.2.4 renew\n' +
          '3.1.2.2.5 compile\n3.1.2.2.6 README.md\n3.1.2.2.7 alert\n3.1.3 unit\n3.1.3.1 retry_loop\n3.1.4 backup\n' +
          '3.1.4.1 restore\n3.1.4.2 deploy\n3.1.4.3 lint\n3.1.5 warmup\n3.1.5.1 page-oncall\n3.1.5.1.1 unit\n' +
          '3.1.5.1.2 logs\n3.1.5.1.3 logs\n3.1.5.1.4 db\n3.1.5.1.5 build\n3.1.5.1.6 lint\n3.1.5.1.7 canary\n' +
          '3.1.5.1.8 compile\n3.1.6 cache\n3.1.6.1 flush\n3.1.6.1.1 lint\n3.1.6.1.2 deploy\n3.1.6.1.3 v2.3.1\n' +
          '3.1.6.2 flush\n3.1.7 rotate\n3.1.8 test\n3.1.9 rotate\n3.1.9.1 alert\n3.1.9.1.1 flush\n3.1.9.1.2 rollback\n' +
          '3.1.9.2 e2e\n3.1.9.3 README.md\n3.1.9.4 canary\n3.1.9.4.1 backup\n3.1.9.4.2 flush\n3.1.9.4.3 v2.3.1\n' +
          '3.1.9.4.4 coffee\n3.1.9.4.5 README.md\n3.1.10 coffee\n3.1.10.1 db\n3.1.10.1.1 flush\n3.1.10.2 canary\n' +
          '3.2 warmup\n3.3 dns\n3.4 e2e\n3.4.1 migrate\n3.4.2 migrate\n3.4.3 lint\n3.4.3.1 build\n3.4.3.2 README.md\n' +
          '3.4.3.2.1 db\n3.4.3.2.2 canary\n3.4.4 ship\n3.4.4.1 logs\n3.4.4.1.1 restore\n3.4.5 retry_loop\n' +
          '3.4.5.1 migrate\n3.4.5.2 v2.3.1\n3.4.5.2.1 unit\n3.4.5.2.2 test\n3.4.6 flush\n3.4.6.1 migrate\n3.5 cache\n' +
          '3.6 migrate\n3.6.1 retry_loop\n3.6.2 certs\n3.6.2.1 renew\n3.6.2.2 test\n3.6.2.3 deploy\n3.6.2.3.1 lint\n' +
          '3.6.2.3.2 v2.3.1\n3.6.3 rollback\n3.6.4 logs\n3.6.4.1 warmup\n3.6.4.2 deploy\n3.7 migrate\n3.8 restore\n' +
          '3.9 migrate\n3.9.1 backup\n3.9.1.1 rotate\n3.9.1.2 renew\n3.9.1.3 restore\n3.9.1.3.1 certs\n' +
          '3.9.1.3.2 compile\n3.9.1.3.3 retry_loop\n3.9.1.3.4 flush\n3.9.1.3.5 deploy\n3.9.1.3.6 cache\n' +
          '3.9.1.3.7 build\n3.9.1.3.8 deploy\n3.9.1.4 lint\n3.9.1.4.1 v2.3.1\n3.9.1.4.2 deploy\n3.9.1.4.3 warmup\n' +
          '3.9.1.4.4 rollback\n3.9.1.5 canary\n3.9.1.5.1 page-oncall\n3.9.1.5.2 retry_loop\n3.9.1.5.3 coffee\n' +
          '3.9.1.6 unit\n3.9.1.7 alert\n3.9.1.7.1 e2e\n3.9.1.7.2 build\n3.9.1.7.3 certs\n3.9.1.8 rollback\n3.9.2 e2e\n' +
          '3.9.2.1 backup\n3.9.2.1.1 v2.3.1\n3.9.2.1.2 README.md\n3.9.2.1.3 db\n3.9.2.1.4 retry_loop\n3.9.2.2 lint\n' +
          '3.9.2.3 restore\n3.9.2.4 migrate\n3.9.2.4.1 deploy\n3.9.2.4.2 logs\n3.9.2.4.3 renew\n3.9.2.4.4 renew\n' +
          '3.9.2.4.5 e2e\n3.9.2.4.6 flush\n3.9.2.4.7 warmup\n3.9.2.4.8 e2e\n3.9.2.4.9 ship\n3.9.2.4.10 v2.3.1\n' +
          '3.9.2.4.11 README.md\n3.9.2.4.12 compile\n3.9.2.4.13 lint\n3.9.2.4.14 canary\n3.9.3 restore\n' +
          '3.9.3.1 alert\n3.9.3.1.1 page-oncall\n3.9.3.2 db\n3.9.3.2.1 rollback\n3.9.3.3 page-oncall\n' +
          '3.9.3.3.1 lint\n3.9.3.3.2 test\n3.9.3.3.3 dns\n3.9.3.3.4 deploy\n3.9.3.3.5 flush\n3.9.3.3.6 README.md\n' +
          '3.9.3.3.7 deploy\n3.9.4 migrate\n3.9.4.1 deploy\n3.9.4.2 certs\n3.10 rotate\n4 retry_loop\n4.1 flush\n' +
          '4.1.1 page-oncall\n4.2 rotate\n5 dns\n5.1 canary\n6 compile\n7 e2e\n7.1 rollback\n8 certs\n8.1 lint\n' +
          '8.1.1 unit\n8.1.1.1 e2e\n8.1.2 logs\n8.1.3 lint\n8.1.4 ship\n8.1.5 retry_loop\n8.1.5.1 lint\n8.1.5.2 ship\n' +
          '8.2 alert\n9 dns\n10 cache\n10.1 build\n10.2 dns\n10.3 rotate\n10.4 rollback\n11 ship\n12 certs\n12.1 test\n' +
          '12.1.1 migrate\n12.1.1.1 rotate\n12.1.1.2 ship\n12.1.1.3 ship\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\ndeploy 7919\n', output: 'deploy (7919)\n' },
        { tag: 'typical', input: '9\ndeploy 7919\n  build 15838\n    compile 23757\n    test 31676\n      unit 39595\n  ship 47514\n' +
          '    canary 55433\nrollback 63352\n  alert 71271\n', output: 'deploy (221732)\n|-- build (110866)\n|   |-- compile (23757)\n|   `-- test (71271)\n' +
          '|       `-- unit (39595)\n`-- ship (102947)\n    `-- canary (55433)\nrollback (134623)\n' +
          '`-- alert (71271)\n' },
        { tag: 'tricky', input: '4\na 7919\n  b 15838\n    c 23757\n      d 31676\n', output: 'a (79190)\n`-- b (71271)\n    `-- c (55433)\n        `-- d (31676)\n' },
        { tag: 'tricky', input: '4\na 7919\nb 15838\nc 23757\nd 31676\n', output: 'a (7919)\nb (15838)\nc (23757)\nd (31676)\n' },
        { tag: 'tricky', input: '7\nx 7919\n  y 15838\n    z 23757\n  w 31676\n    v 39595\n      u 47514\nt 55433\n', output: 'x (166299)\n|-- y (39595)\n|   `-- z (23757)\n`-- w (118785)\n    `-- v (87109)\n        `-- u (47514)\n' +
          't (55433)\n' },
        { tag: 'typical', input: '30\nrenew 239280\n  build 779740\n    flush 46553\n      compile 115251\n  cache 16495\n    build 590603\n' +
          '    restore 189139\n      logs 192795\n      logs 544335\n  dns 71620\n    dns 616420\n  coffee 265907\n' +
          '    ship 72674\n      warmup 854801\n        compile 248320\n      rollback 226257\n      test 943590\n' +
          '        dns 412773\n        restore 814386\n          certs 509087\n      ship 128750\n' +
          '      flush 706132\n        page-oncall 54788\n          ship 708006\n          v2.3.1 647289\n' +
          '          build 248081\n        coffee 637223\n          warmup 953383\n          compile 952846\n' +
          '          README.md 184347\n', output: 'renew (12970871)\n|-- build (941544)\n|   `-- flush (161804)\n|       `-- compile (115251)\n' +
          '|-- cache (1533367)\n|   |-- build (590603)\n|   `-- restore (926269)\n|       |-- logs (192795)\n' +
          '|       `-- logs (544335)\n|-- dns (688040)\n|   `-- dns (616420)\n`-- coffee (9568640)\n' +
          '    `-- ship (9302733)\n        |-- warmup (1103121)\n        |   `-- compile (248320)\n' +
          '        |-- rollback (226257)\n        |-- test (2679836)\n        |   |-- dns (412773)\n' +
          '        |   `-- restore (1323473)\n        |       `-- certs (509087)\n        |-- ship (128750)\n' +
          '        `-- flush (5092095)\n            |-- page-oncall (1658164)\n            |   |-- ship (708006)\n' +
          '            |   |-- v2.3.1 (647289)\n            |   `-- build (248081)\n' +
          '            `-- coffee (2727799)\n                |-- warmup (953383)\n' +
          '                |-- compile (952846)\n                `-- README.md (184347)\n' },
        { tag: 'typical', input: '60\nrollback 25117\npage-oncall 5293\ndb 226859\n  README.md 259896\n    unit 836307\n      flush 842651\n' +
          '        logs 153374\n          page-oncall 252827\n        flush 197051\n      v2.3.1 564755\n' +
          '    ship 13153\nbuild 194847\nbackup 603636\n  rollback 55190\n    ship 759638\n      cache 746907\n' +
          '    compile 830251\n      deploy 448073\n      certs 941905\n        page-oncall 52539\n' +
          '          coffee 504402\n            unit 612978\n              rollback 467874\n' +
          '              retry_loop 834821\n              deploy 176043\n              logs 711461\n' +
          '          coffee 76958\n            cache 208435\n            e2e 128211\n            rollback 805206\n' +
          '              test 416075\n          page-oncall 848997\n            build 345122\n' +
          '              compile 138306\n          restore 190408\n            test 434470\n' +
          '              db 100533\n              v2.3.1 938775\n                restore 360873\n' +
          '                test 190091\n                logs 829366\n                build 562463\n' +
          '            canary 39647\n              migrate 547569\n                test 918772\n' +
          '                page-oncall 127795\n                restore 988304\n                restore 389794\n' +
          '                v2.3.1 181733\n                retry_loop 693469\n              lint 96078\n' +
          '              migrate 997245\n                migrate 175219\n            compile 253762\n' +
          '        unit 62242\n          migrate 426702\n            migrate 73640\n' +
          '              page-oncall 945301\n              lint 895268\n            renew 747044\n', output: 'rollback (25117)\npage-oncall (5293)\ndb (3346873)\n`-- README.md (3120014)\n    |-- unit (2846965)\n' +
          '    |   |-- flush (1445903)\n    |   |   |-- logs (406201)\n    |   |   |   `-- page-oncall (252827)\n' +
          '    |   |   `-- flush (197051)\n    |   `-- v2.3.1 (564755)\n    `-- ship (13153)\nbuild (194847)\n' +
          'backup (22879591)\n`-- rollback (22275955)\n    |-- ship (1506545)\n    |   `-- cache (746907)\n' +
          '    `-- compile (20714220)\n        |-- deploy (448073)\n        `-- certs (19435896)\n' +
          '            |-- page-oncall (15343794)\n            |   |-- coffee (3307579)\n' +
          '            |   |   `-- unit (2803177)\n            |   |       |-- rollback (467874)\n' +
          '            |   |       |-- retry_loop (834821)\n            |   |       |-- deploy (176043)\n' +
          '            |   |       `-- logs (711461)\n            |   |-- coffee (1634885)\n' +
          '            |   |   |-- cache (208435)\n            |   |   |-- e2e (128211)\n' +
          '            |   |   `-- rollback (1221281)\n            |   |       `-- test (416075)\n' +
          '            |   |-- page-oncall (1332425)\n            |   |   `-- build (483428)\n' +
          '            |   |       `-- compile (138306)\n            |   `-- restore (9016366)\n' +
          '            |       |-- test (3416571)\n            |       |   |-- db (100533)\n' +
          '            |       |   `-- v2.3.1 (2881568)\n            |       |       |-- restore (360873)\n' +
          '            |       |       |-- test (190091)\n            |       |       |-- logs (829366)\n' +
          '            |       |       `-- build (562463)\n            |       |-- canary (5155625)\n' +
          '            |       |   |-- migrate (3847436)\n            |       |   |   |-- test (918772)\n' +
          '            |       |   |   |-- page-oncall (127795)\n' +
          '            |       |   |   |-- restore (988304)\n            |       |   |   |-- restore (389794)\n' +
          '            |       |   |   |-- v2.3.1 (181733)\n            |       |   |   `-- retry_loop (693469)\n' +
          '            |       |   |-- lint (96078)\n            |       |   `-- migrate (1172464)\n' +
          '            |       |       `-- migrate (175219)\n            |       `-- compile (253762)\n' +
          '            `-- unit (3150197)\n                `-- migrate (3087955)\n' +
          '                    |-- migrate (1914209)\n                    |   |-- page-oncall (945301)\n' +
          '                    |   `-- lint (895268)\n                    `-- renew (747044)\n' },
        { tag: 'maximum', input: '200\nretry_loop 816835\n  warmup 37888\ncoffee 758380\nv2.3.1 500991\n  deploy 198221\n    canary 615792\n' +
          '      coffee 327311\n      v2.3.1 121604\n        backup 572814\n          migrate 734409\n' +
          '      test 52761\n      logs 965818\n        restore 89360\n      rollback 662385\n      e2e 40668\n' +
          '        backup 954111\n      flush 11470\n      warmup 706456\n  test 61011\n    v2.3.1 871849\n' +
          '      alert 360353\n      canary 562681\n      page-oncall 970560\n        coffee 677630\n' +
          '          migrate 571665\n            logs 632810\n            renew 564096\n' +
          '              flush 186378\n              rotate 180862\n                alert 285363\n' +
          '                  lint 25176\n                  compile 876292\n              build 536225\n' +
          '                rollback 807543\n                cache 742129\n                README.md 273900\n' +
          '                warmup 100165\n                deploy 718956\n                  logs 460948\n' +
          '                    build 518319\n                    compile 50631\n' +
          '                    v2.3.1 450241\n                    backup 518342\n' +
          '                    canary 967287\n                    db 996801\n                    warmup 505701\n' +
          '                    flush 322336\n                    retry_loop 621943\n' +
          '                    v2.3.1 975784\n                lint 595566\n                  deploy 371186\n' +
          '                  renew 529802\n                  lint 194512\n                    e2e 47166\n' +
          '                    logs 520655\n                    logs 731117\n                    dns 874570\n' +
          '                    test 631126\n                    dns 791190\n                    ship 355795\n' +
          '                    renew 62788\n                    cache 141349\n                    migrate 391114\n' +
          '                    v2.3.1 577863\n                    cache 689847\n                  dns 240158\n' +
          '                  README.md 358878\n                rollback 881143\n                flush 985484\n' +
          '                logs 770020\n                  lint 368920\n                    ship 934848\n' +
          '                    rollback 947651\n                  flush 269743\n                  migrate 77684\n' +
          '              test 28322\n                rollback 515088\n                  unit 778726\n' +
          '                  canary 48610\n              certs 571268\n                backup 10353\n' +
          '                  unit 579685\n                  page-oncall 792326\n                    alert 9554\n' +
          '                    test 875442\n                    ship 211273\n                    lint 616656\n' +
          '                    canary 582109\n                    lint 111943\n                    v2.3.1 997165\n' +
          '                db 918515\n                  README.md 204958\n                    build 870954\n' +
          '                dns 873413\n              e2e 249945\n                retry_loop 845142\n' +
          '                  lint 915145\n                    migrate 219158\n                warmup 695121\n' +
          '                  migrate 131385\n                    cache 677915\n                    build 201888\n' +
          '                    flush 233365\n                    deploy 531482\n' +
          '                    v2.3.1 852464\n                    compile 681437\n                deploy 302361\n' +
          '                  ship 595833\n                  unit 11959\n              build 668407\n' +
          '              README.md 820171\n          canary 127637\n            deploy 92500\n' +
          '              deploy 571412\n                v2.3.1 502389\n                  compile 88758\n' +
          '                    unit 656851\n                    logs 282349\n                    backup 648573\n' +
          '                    migrate 479763\n                    compile 747567\n' +
          '                    compile 150747\n                    e2e 768101\n                    unit 157790\n' +
          '                    unit 386425\n                    compile 336732\n                    v2.3.1 21465\n' +
          '                renew 506825\n                  migrate 941591\n              rollback 684311\n' +
          '                certs 344342\n                  alert 472188\n                    rotate 402202\n' +
          '                    page-oncall 351300\n                    unit 467406\n' +
          '                    renew 441836\n                  cache 231236\n                  test 106344\n' +
          '                    renew 431859\n                    certs 320555\n                compile 450867\n' +
          '                  flush 395837\n                    db 121944\n                    canary 516850\n' +
          '                    v2.3.1 571638\n                migrate 94453\n            cache 560763\n' +
          '          canary 674757\n            e2e 243248\n              alert 903889\n' +
          '              README.md 878561\n                logs 361410\n                  v2.3.1 360038\n' +
          '                coffee 595157\n                  cache 689669\n                    lint 732273\n' +
          '                    retry_loop 832384\n                    migrate 449566\n' +
          '                    backup 743327\n                    README.md 766340\n' +
          '                    e2e 205731\n                    backup 491117\n                  renew 739700\n' +
          '                  lint 798321\n                    warmup 759623\n                    coffee 681664\n' +
          '                  page-oncall 723812\n                  README.md 584547\n' +
          '                    ship 941450\n                  e2e 125782\n              deploy 689396\n' +
          '                cache 76867\n                build 65303\n                  coffee 786170\n' +
          '                    test 484237\n                    v2.3.1 5410\n' +
          '                    page-oncall 312462\n                    ship 995479\n' +
          '                    unit 625645\n                    migrate 503536\n' +
          '                    compile 298812\n                    dns 896371\n                    db 889329\n' +
          '                    test 723106\n                    ship 199284\n                    canary 91153\n' +
          '                    unit 159062\n                    restore 885724\n                    lint 63121\n' +
          '                    certs 574926\n                    page-oncall 607113\n' +
          '                    lint 811513\n                    retry_loop 765491\n' +
          '                    cache 811459\n                    migrate 435532\n' +
          '                    README.md 267326\n                    backup 406194\n' +
          '                    cache 665702\n                    logs 337103\n                    backup 40877\n', output: 'retry_loop (854723)\n`-- warmup (37888)\ncoffee (758380)\nv2.3.1 (97707336)\n|-- deploy (6053180)\n' +
          '|   `-- canary (5854959)\n|       |-- coffee (327311)\n|       |-- v2.3.1 (1428827)\n' +
          '|       |   `-- backup (1307223)\n|       |       `-- migrate (734409)\n|       |-- test (52761)\n' +
          '|       |-- logs (1055178)\n|       |   `-- restore (89360)\n|       |-- rollback (662385)\n' +
          '|       |-- e2e (994779)\n|       |   `-- backup (954111)\n|       |-- flush (11470)\n' +
          '|       `-- warmup (706456)\n`-- test (91153165)\n    `-- v2.3.1 (91092154)\n' +
          '        |-- alert (360353)\n        |-- canary (562681)\n        `-- page-oncall (89297271)\n' +
          '            `-- coffee (88326711)\n                |-- migrate (44459606)\n' +
          '                |   |-- logs (632810)\n                |   `-- renew (43255131)\n' +
          '                |       |-- flush (186378)\n                |       |-- rotate (1367693)\n' +
          '                |       |   `-- alert (1186831)\n                |       |       |-- lint (25176)\n' +
          '                |       |       `-- compile (876292)\n                |       |-- build (22907426)\n' +
          '                |       |   |-- rollback (807543)\n                |       |   |-- cache (742129)\n' +
          '                |       |   |-- README.md (273900)\n                |       |   |-- warmup (100165)\n' +
          '                |       |   |-- deploy (7107289)\n                |       |   |   `-- logs (6388333)\n' +
          '                |       |   |       |-- build (518319)\n' +
          '                |       |   |       |-- compile (50631)\n' +
          '                |       |   |       |-- v2.3.1 (450241)\n' +
          '                |       |   |       |-- backup (518342)\n' +
          '                |       |   |       |-- canary (967287)\n' +
          '                |       |   |       |-- db (996801)\n' +
          '                |       |   |       |-- warmup (505701)\n' +
          '                |       |   |       |-- flush (322336)\n' +
          '                |       |   |       |-- retry_loop (621943)\n' +
          '                |       |   |       `-- v2.3.1 (975784)\n' +
          '                |       |   |-- lint (8104682)\n                |       |   |   |-- deploy (371186)\n' +
          '                |       |   |   |-- renew (529802)\n' +
          '                |       |   |   |-- lint (6009092)\n' +
          '                |       |   |   |   |-- e2e (47166)\n' +
          '                |       |   |   |   |-- logs (520655)\n' +
          '                |       |   |   |   |-- logs (731117)\n' +
          '                |       |   |   |   |-- dns (874570)\n' +
          '                |       |   |   |   |-- test (631126)\n' +
          '                |       |   |   |   |-- dns (791190)\n' +
          '                |       |   |   |   |-- ship (355795)\n' +
          '                |       |   |   |   |-- renew (62788)\n' +
          '                |       |   |   |   |-- cache (141349)\n' +
          '                |       |   |   |   |-- migrate (391114)\n' +
          '                |       |   |   |   |-- v2.3.1 (577863)\n' +
          '                |       |   |   |   `-- cache (689847)\n' +
          '                |       |   |   |-- dns (240158)\n' +
          '                |       |   |   `-- README.md (358878)\n' +
          '                |       |   |-- rollback (881143)\n                |       |   |-- flush (985484)\n' +
          '                |       |   `-- logs (3368866)\n                |       |       |-- lint (2251419)\n' +
          '                |       |       |   |-- ship (934848)\n' +
          '                |       |       |   `-- rollback (947651)\n' +
          '                |       |       |-- flush (269743)\n' +
          '                |       |       `-- migrate (77684)\n                |       |-- test (1370746)\n' +
          '                |       |   `-- rollback (1342424)\n' +
          '                |       |       |-- unit (778726)\n' +
          '                |       |       `-- canary (48610)\n                |       |-- certs (8225614)\n' +
          '                |       |   |-- backup (4786506)\n                |       |   |   |-- unit (579685)\n' +
          '                |       |   |   `-- page-oncall (4196468)\n' +
          '                |       |   |       |-- alert (9554)\n' +
          '                |       |   |       |-- test (875442)\n' +
          '                |       |   |       |-- ship (211273)\n' +
          '                |       |   |       |-- lint (616656)\n' +
          '                |       |   |       |-- canary (582109)\n' +
          '                |       |   |       |-- lint (111943)\n' +
          '                |       |   |       `-- v2.3.1 (997165)\n' +
          '                |       |   |-- db (1994427)\n' +
          '                |       |   |   `-- README.md (1075912)\n' +
          '                |       |   |       `-- build (870954)\n                |       |   `-- dns (873413)\n' +
          '                |       |-- e2e (7144600)\n                |       |   |-- retry_loop (1979445)\n' +
          '                |       |   |   `-- lint (1134303)\n' +
          '                |       |   |       `-- migrate (219158)\n' +
          '                |       |   |-- warmup (4005057)\n' +
          '                |       |   |   `-- migrate (3309936)\n' +
          '                |       |   |       |-- cache (677915)\n' +
          '                |       |   |       |-- build (201888)\n' +
          '                |       |   |       |-- flush (233365)\n' +
          '                |       |   |       |-- deploy (531482)\n' +
          '                |       |   |       |-- v2.3.1 (852464)\n' +
          '                |       |   |       `-- compile (681437)\n' +
          '                |       |   `-- deploy (910153)\n                |       |       |-- ship (595833)\n' +
          '                |       |       `-- unit (11959)\n                |       |-- build (668407)\n' +
          '                |       `-- README.md (820171)\n                |-- canary (14433406)\n' +
          '                |   |-- deploy (13745006)\n                |   |   |-- deploy (7247338)\n' +
          '                |   |   |   |-- v2.3.1 (5227510)\n' +
          '                |   |   |   |   `-- compile (4725121)\n' +
          '                |   |   |   |       |-- unit (656851)\n' +
          '                |   |   |   |       |-- logs (282349)\n' +
          '                |   |   |   |       |-- backup (648573)\n' +
          '                |   |   |   |       |-- migrate (479763)\n' +
          '                |   |   |   |       |-- compile (747567)\n' +
          '                |   |   |   |       |-- compile (150747)\n' +
          '                |   |   |   |       |-- e2e (768101)\n' +
          '                |   |   |   |       |-- unit (157790)\n' +
          '                |   |   |   |       |-- unit (386425)\n' +
          '                |   |   |   |       |-- compile (336732)\n' +
          '                |   |   |   |       `-- v2.3.1 (21465)\n' +
          '                |   |   |   `-- renew (1448416)\n' +
          '                |   |   |       `-- migrate (941591)\n                |   |   `-- rollback (6405168)\n' +
          '                |   |       |-- certs (3569268)\n                |   |       |   |-- alert (2134932)\n' +
          '                |   |       |   |   |-- rotate (402202)\n' +
          '                |   |       |   |   |-- page-oncall (351300)\n' +
          '                |   |       |   |   |-- unit (467406)\n' +
          '                |   |       |   |   `-- renew (441836)\n' +
          '                |   |       |   |-- cache (231236)\n' +
          '                |   |       |   `-- test (858758)\n' +
          '                |   |       |       |-- renew (431859)\n' +
          '                |   |       |       `-- certs (320555)\n' +
          '                |   |       |-- compile (2057136)\n' +
          '                |   |       |   `-- flush (1606269)\n' +
          '                |   |       |       |-- db (121944)\n' +
          '                |   |       |       |-- canary (516850)\n' +
          '                |   |       |       `-- v2.3.1 (571638)\n' +
          '                |   |       `-- migrate (94453)\n                |   `-- cache (560763)\n' +
          '                `-- canary (28756069)\n                    `-- e2e (28081312)\n' +
          '                        |-- alert (903889)\n                        |-- README.md (12460472)\n' +
          '                        |   |-- logs (721448)\n                        |   |   `-- v2.3.1 (360038)\n' +
          '                        |   `-- coffee (10860463)\n' +
          '                        |       |-- cache (4910407)\n' +
          '                        |       |   |-- lint (732273)\n' +
          '                        |       |   |-- retry_loop (832384)\n' +
          '                        |       |   |-- migrate (449566)\n' +
          '                        |       |   |-- backup (743327)\n' +
          '                        |       |   |-- README.md (766340)\n' +
          '                        |       |   |-- e2e (205731)\n' +
          '                        |       |   `-- backup (491117)\n' +
          '                        |       |-- renew (739700)\n' +
          '                        |       |-- lint (2239608)\n' +
          '                        |       |   |-- warmup (759623)\n' +
          '                        |       |   `-- coffee (681664)\n' +
          '                        |       |-- page-oncall (723812)\n' +
          '                        |       |-- README.md (1525997)\n' +
          '                        |       |   `-- ship (941450)\n' +
          '                        |       `-- e2e (125782)\n                        `-- deploy (14473703)\n' +
          '                            |-- cache (76867)\n                            `-- build (13707440)\n' +
          '                                `-- coffee (13642137)\n' +
          '                                    |-- test (484237)\n' +
          '                                    |-- v2.3.1 (5410)\n' +
          '                                    |-- page-oncall (312462)\n' +
          '                                    |-- ship (995479)\n' +
          '                                    |-- unit (625645)\n' +
          '                                    |-- migrate (503536)\n' +
          '                                    |-- compile (298812)\n' +
          '                                    |-- dns (896371)\n' +
          '                                    |-- db (889329)\n' +
          '                                    |-- test (723106)\n' +
          '                                    |-- ship (199284)\n' +
          '                                    |-- canary (91153)\n' +
          '                                    |-- unit (159062)\n' +
          '                                    |-- restore (885724)\n' +
          '                                    |-- lint (63121)\n' +
          '                                    |-- certs (574926)\n' +
          '                                    |-- page-oncall (607113)\n' +
          '                                    |-- lint (811513)\n' +
          '                                    |-- retry_loop (765491)\n' +
          '                                    |-- cache (811459)\n' +
          '                                    |-- migrate (435532)\n' +
          '                                    |-- README.md (267326)\n' +
          '                                    |-- backup (406194)\n' +
          '                                    |-- cache (665702)\n' +
          '                                    |-- logs (337103)\n' +
          '                                    `-- backup (40877)\n' },
        { tag: 'maximum', input: '200\nrotate 28057\nbuild 776379\n  logs 449133\n    test 172019\n      renew 710211\n        e2e 702288\n' +
          '        README.md 627171\n        coffee 68925\n        unit 589882\n        README.md 597079\n' +
          '        flush 544124\n        e2e 793857\n    warmup 342520\n  renew 404215\n  flush 463086\n' +
          '    alert 671423\n    unit 282105\n      README.md 475803\n      e2e 188098\n      deploy 101685\n' +
          '        cache 959248\n        v2.3.1 933922\n        unit 443968\n        unit 778099\n' +
          '        db 141716\n        test 952775\n        canary 388016\n        restore 100659\n' +
          '        retry_loop 310630\n        lint 807604\n        page-oncall 475605\n      flush 290783\n' +
          '        rotate 277591\n        build 66541\n        alert 506404\n        test 903548\n      e2e 899641\n' +
          '  canary 788641\n    v2.3.1 574546\n      v2.3.1 395177\n        retry_loop 853156\n    coffee 256568\n' +
          '      backup 36736\n    canary 752548\nship 944054\ne2e 428057\nmigrate 542738\n  dns 453472\n' +
          '  README.md 823667\ncanary 470477\nship 734837\n  e2e 669854\nretry_loop 385846\n  test 842622\n' +
          '    unit 595968\n    v2.3.1 625771\n  migrate 707485\npage-oncall 259658\n  retry_loop 610814\n' +
          '    canary 902249\n    test 997524\nlint 391883\n  rollback 362599\nlogs 352350\nalert 307204\n' +
          'migrate 700036\n  db 796453\n    backup 169164\n      alert 97102\n      restore 397736\n' +
          '        deploy 510678\n        retry_loop 116238\n      deploy 686463\n  build 951485\ncoffee 817880\n' +
          '  v2.3.1 624269\n    coffee 975281\n      rollback 100375\n        canary 770846\n        dns 875963\n' +
          '        coffee 615180\n        unit 101670\n        cache 623020\n        build 232322\n    lint 675372\n' +
          '  e2e 532239\nv2.3.1 541671\ndeploy 382691\n  retry_loop 168763\n    lint 291089\n    rollback 409715\n' +
          '      deploy 155396\n      coffee 112731\n      renew 984175\n        cache 317651\n' +
          '        warmup 359757\n        coffee 837535\n        v2.3.1 58475\n        v2.3.1 302691\n' +
          '        lint 175980\n    rotate 703642\n      alert 223660\n  unit 853527\n    rollback 246799\n' +
          '      page-oncall 684688\n  test 593944\ndeploy 990869\n  dns 618166\n    deploy 937783\n' +
          '      migrate 25263\n        rollback 216022\n    rotate 248402\n      retry_loop 359289\n' +
          '        compile 114290\n      rotate 458248\n  flush 362450\ncompile 448810\ncompile 572245\n' +
          'certs 223434\n  cache 38158\n    e2e 52552\n      logs 36750\n        migrate 161858\n' +
          '        retry_loop 178041\n        v2.3.1 742151\n    alert 831852\n      dns 907237\n' +
          '        v2.3.1 626480\n        dns 16003\n        rollback 104000\n      ship 189521\n    test 960688\n' +
          'rotate 35490\n  logs 487318\n    dns 398466\n    ship 390026\n      dns 367719\n        backup 574160\n' +
          '      rollback 542136\n        certs 93279\n        coffee 108233\n        README.md 386284\n' +
          '        renew 453105\n        coffee 150035\n        deploy 441107\n        compile 658126\n' +
          '        lint 953942\n        coffee 300363\n        alert 53899\n        test 386614\n' +
          '        backup 629986\n        dns 404237\n        README.md 148530\n        README.md 59894\n' +
          '        backup 328133\n        deploy 553174\n        restore 221767\n        v2.3.1 133073\n' +
          '        build 522407\n        ship 726666\n        e2e 849035\n        rollback 759871\n' +
          '        ship 481773\n      warmup 539686\n  dns 347865\n    cache 963687\n  v2.3.1 567936\n' +
          '  alert 642826\n  migrate 794779\n  lint 442172\ncompile 22625\ncoffee 482802\nrollback 199770\n' +
          'cache 736003\ndeploy 109056\n  db 316481\ntest 321117\nalert 714\n  e2e 192842\n    cache 11140\n' +
          '  db 636654\nlint 758668\nretry_loop 76430\nbackup 958210\nbackup 690855\nalert 698188\nwarmup 420612\n' +
          '  rollback 766682\n  e2e 149342\n  backup 186744\n    certs 951725\n      flush 405468\n' +
          '        warmup 448770\n    v2.3.1 777393\n      unit 447076\n    restore 166244\n    alert 990844\n' +
          '    dns 716238\n    build 596665\n      migrate 398248\n', output: 'rotate (28057)\nbuild (21854125)\n|-- logs (5597209)\n|   |-- test (4805556)\n' +
          '|   |   `-- renew (4633537)\n|   |       |-- e2e (702288)\n|   |       |-- README.md (627171)\n' +
          '|   |       |-- coffee (68925)\n|   |       |-- unit (589882)\n|   |       |-- README.md (597079)\n' +
          '|   |       |-- flush (544124)\n|   |       `-- e2e (793857)\n|   `-- warmup (342520)\n' +
          '|-- renew (404215)\n|-- flush (11418950)\n|   |-- alert (671423)\n|   `-- unit (10284441)\n' +
          '|       |-- README.md (475803)\n|       |-- e2e (188098)\n|       |-- deploy (6393927)\n' +
          '|       |   |-- cache (959248)\n|       |   |-- v2.3.1 (933922)\n|       |   |-- unit (443968)\n' +
          '|       |   |-- unit (778099)\n|       |   |-- db (141716)\n|       |   |-- test (952775)\n' +
          '|       |   |-- canary (388016)\n|       |   |-- restore (100659)\n' +
          '|       |   |-- retry_loop (310630)\n|       |   |-- lint (807604)\n' +
          '|       |   `-- page-oncall (475605)\n|       |-- flush (2044867)\n|       |   |-- rotate (277591)\n' +
          '|       |   |-- build (66541)\n|       |   |-- alert (506404)\n|       |   `-- test (903548)\n' +
          '|       `-- e2e (899641)\n`-- canary (3657372)\n    |-- v2.3.1 (1822879)\n    |   `-- v2.3.1 (1248333)\n' +
          '    |       `-- retry_loop (853156)\n    |-- coffee (293304)\n    |   `-- backup (36736)\n' +
          '    `-- canary (752548)\nship (944054)\ne2e (428057)\nmigrate (1819877)\n|-- dns (453472)\n' +
          '`-- README.md (823667)\ncanary (470477)\nship (1404691)\n`-- e2e (669854)\nretry_loop (3157692)\n' +
          '|-- test (2064361)\n|   |-- unit (595968)\n|   `-- v2.3.1 (625771)\n`-- migrate (707485)\n' +
          'page-oncall (2770245)\n`-- retry_loop (2510587)\n    |-- canary (902249)\n    `-- test (997524)\n' +
          'lint (754482)\n`-- rollback (362599)\nlogs (352350)\nalert (307204)\nmigrate (4425355)\n|-- db (2773834)\n' +
          '|   `-- backup (1977381)\n|       |-- alert (97102)\n|       |-- restore (1024652)\n' +
          '|       |   |-- deploy (510678)\n|       |   `-- retry_loop (116238)\n|       `-- deploy (686463)\n' +
          '`-- build (951485)\ncoffee (6944417)\n|-- v2.3.1 (5594298)\n|   |-- coffee (4294657)\n' +
          '|   |   `-- rollback (3319376)\n|   |       |-- canary (770846)\n|   |       |-- dns (875963)\n' +
          '|   |       |-- coffee (615180)\n|   |       |-- unit (101670)\n|   |       |-- cache (623020)\n' +
          '|   |       `-- build (232322)\n|   `-- lint (675372)\n`-- e2e (532239)\nv2.3.1 (541671)\n' +
          'deploy (7862909)\n|-- retry_loop (5101260)\n|   |-- lint (291089)\n|   |-- rollback (3714106)\n' +
          '|   |   |-- deploy (155396)\n|   |   |-- coffee (112731)\n|   |   `-- renew (3036264)\n' +
          '|   |       |-- cache (317651)\n|   |       |-- warmup (359757)\n|   |       |-- coffee (837535)\n' +
          '|   |       |-- v2.3.1 (58475)\n|   |       |-- v2.3.1 (302691)\n|   |       `-- lint (175980)\n' +
          '|   `-- rotate (927302)\n|       `-- alert (223660)\n|-- unit (1785014)\n|   `-- rollback (931487)\n' +
          '|       `-- page-oncall (684688)\n`-- test (593944)\ndeploy (4330782)\n|-- dns (2977463)\n' +
          '|   |-- deploy (1179068)\n|   |   `-- migrate (241285)\n|   |       `-- rollback (216022)\n' +
          '|   `-- rotate (1180229)\n|       |-- retry_loop (473579)\n|       |   `-- compile (114290)\n' +
          '|       `-- rotate (458248)\n`-- flush (362450)\ncompile (448810)\ncompile (572245)\ncerts (5068725)\n' +
          '`-- cache (4845291)\n    |-- e2e (1171352)\n    |   `-- logs (1118800)\n' +
          '    |       |-- migrate (161858)\n    |       |-- retry_loop (178041)\n' +
          '    |       `-- v2.3.1 (742151)\n    |-- alert (2675093)\n    |   |-- dns (1653720)\n' +
          '    |   |   |-- v2.3.1 (626480)\n    |   |   |-- dns (16003)\n    |   |   `-- rollback (104000)\n' +
          '    |   `-- ship (189521)\n    `-- test (960688)\nrotate (16897799)\n|-- logs (13103044)\n' +
          '|   |-- dns (398466)\n|   `-- ship (12217260)\n|       |-- dns (941879)\n' +
          '|       |   `-- backup (574160)\n|       |-- rollback (10345669)\n|       |   |-- certs (93279)\n' +
          '|       |   |-- coffee (108233)\n|       |   |-- README.md (386284)\n|       |   |-- renew (453105)\n' +
          '|       |   |-- coffee (150035)\n|       |   |-- deploy (441107)\n|       |   |-- compile (658126)\n' +
          '|       |   |-- lint (953942)\n|       |   |-- coffee (300363)\n|       |   |-- alert (53899)\n' +
          '|       |   |-- test (386614)\n|       |   |-- backup (629986)\n|       |   |-- dns (404237)\n' +
          '|       |   |-- README.md (148530)\n|       |   |-- README.md (59894)\n' +
          '|       |   |-- backup (328133)\n|       |   |-- deploy (553174)\n|       |   |-- restore (221767)\n' +
          '|       |   |-- v2.3.1 (133073)\n|       |   |-- build (522407)\n|       |   |-- ship (726666)\n' +
          '|       |   |-- e2e (849035)\n|       |   |-- rollback (759871)\n|       |   `-- ship (481773)\n' +
          '|       `-- warmup (539686)\n|-- dns (1311552)\n|   `-- cache (963687)\n|-- v2.3.1 (567936)\n' +
          '|-- alert (642826)\n|-- migrate (794779)\n`-- lint (442172)\ncompile (22625)\ncoffee (482802)\n' +
          'rollback (199770)\ncache (736003)\ndeploy (425537)\n`-- db (316481)\ntest (321117)\nalert (841350)\n' +
          '|-- e2e (203982)\n|   `-- cache (11140)\n`-- db (636654)\nlint (758668)\nretry_loop (76430)\n' +
          'backup (958210)\nbackup (690855)\nalert (698188)\nwarmup (7422051)\n|-- rollback (766682)\n' +
          '|-- e2e (149342)\n`-- backup (6085415)\n    |-- certs (1805963)\n    |   `-- flush (854238)\n' +
          '    |       `-- warmup (448770)\n    |-- v2.3.1 (1224469)\n    |   `-- unit (447076)\n' +
          '    |-- restore (166244)\n    |-- alert (990844)\n    |-- dns (716238)\n    `-- build (994913)\n' +
          '        `-- migrate (398248)\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\ndeploy\n', output: 'deploy\n' },
        { tag: 'typical', input: '9\ndeploy\n  build\n    compile\n    test\n      unit\n  ship\n    canary\nrollback\n  alert\n', output: 'deploy\n|-- build\n|   |-- compile\n|   `-- test\n|       `-- unit\n`-- ship\n    `-- canary\nrollback\n' +
          '`-- alert\n' },
        { tag: 'tricky', input: '4\na\n  b\n    c\n      d\n', output: 'a\n`-- b\n    `-- c\n        `-- d\n' },
        { tag: 'tricky', input: '4\na\nb\nc\nd\n', output: 'a\nb\nc\nd\n' },
        { tag: 'tricky', input: '7\nx\n  y\n    z\n  Y\n    v\n      u\nX\n', output: 'X\nx\n|-- Y\n|   `-- v\n|       `-- u\n`-- y\n    `-- z\n' },
        { tag: 'typical', input: '30\nrenew\nbuild\nlint\ne2e\n  compile\n  unit\n    cache\n      unit\n        canary\n        restore\n' +
          '          e2e\n      build\n        README.md\n    dns\n  dns\n  v2.3.1\n    coffee\n    warmup\n    alert\n' +
          '      warmup\n        page-oncall\n        renew\n      rollback\n  test\n  rollback\n    page-oncall\n' +
          '    restore\n    alert\n    warmup\nship\n', output: 'build\ne2e\n|-- compile\n|-- dns\n|-- rollback\n|   |-- alert\n|   |-- page-oncall\n|   |-- restore\n' +
          '|   `-- warmup\n|-- test\n|-- unit\n|   |-- cache\n|   |   |-- build\n|   |   |   `-- README.md\n' +
          '|   |   `-- unit\n|   |       |-- canary\n|   |       `-- restore\n|   |           `-- e2e\n|   `-- dns\n' +
          '`-- v2.3.1\n    |-- alert\n    |   |-- rollback\n    |   `-- warmup\n    |       |-- page-oncall\n' +
          '    |       `-- renew\n    |-- coffee\n    `-- warmup\nlint\nrenew\nship\n' },
        { tag: 'typical', input: '60\nrollback\npage-oncall\n  unit\n  compile\n    README.md\n      ship\n      alert\n        flush\n' +
          '      logs\n  page-oncall\n    e2e\n      flush\n    backup\n  README.md\nREADME.md\nbuild\ncoffee\n  backup\n' +
          '  ship\n  ship\n    ship\n      logs\n      restore\n    compile\n      canary\n    retry_loop\n    lint\n' +
          '      page-oncall\n      cache\n    restore\n      warmup\n        rollback\n      retry_loop\n' +
          '        rotate\n    warmup\nflush\ncoffee\n  cache\n  backup\n  e2e\nrollback\n  deploy\n  unit\npage-oncall\n' +
          '  build\n    db\n      compile\n  rotate\n  backup\n    test\n    cache\n    coffee\n    v2.3.1\n    alert\n' +
          '    restore\n      test\n        build\n    renew\n    db\ncanary\n', output: 'README.md\nbuild\ncanary\ncoffee\n|-- backup\n|-- ship\n`-- ship\n    |-- compile\n    |   `-- canary\n' +
          '    |-- lint\n    |   |-- cache\n    |   `-- page-oncall\n    |-- restore\n    |   |-- retry_loop\n' +
          '    |   |   `-- rotate\n    |   `-- warmup\n    |       `-- rollback\n    |-- retry_loop\n    |-- ship\n' +
          '    |   |-- logs\n    |   `-- restore\n    `-- warmup\ncoffee\n|-- backup\n|-- cache\n`-- e2e\nflush\n' +
          'page-oncall\n|-- README.md\n|-- compile\n|   `-- README.md\n|       |-- alert\n|       |   `-- flush\n' +
          '|       |-- logs\n|       `-- ship\n|-- page-oncall\n|   |-- backup\n|   `-- e2e\n|       `-- flush\n' +
          '`-- unit\npage-oncall\n|-- backup\n|   |-- alert\n|   |-- cache\n|   |-- coffee\n|   |-- db\n|   |-- renew\n' +
          '|   |-- restore\n|   |   `-- test\n|   |       `-- build\n|   |-- test\n|   `-- v2.3.1\n|-- build\n' +
          '|   `-- db\n|       `-- compile\n`-- rotate\nrollback\nrollback\n|-- deploy\n`-- unit\n' },
        { tag: 'maximum', input: '200\nretry_loop\n  ship\n  build\ncoffee\n  test\n    v2.3.1\n      migrate\n        flush\n          canary\n' +
          '          page-oncall\n          cache\n          v2.3.1\n          backup\n            flush\n' +
          '              migrate\n              retry_loop\n                test\n                  README.md\n' +
          '                    deploy\n                    restore\n                alert\n                renew\n' +
          '                e2e\n                  restore\n                  README.md\n                flush\n' +
          '            warmup\n              restore\n              test\n              rotate\n' +
          '                renew\n                  alert\n                  coffee\n              e2e\n' +
          '                README.md\n                  coffee\n              migrate\n                e2e\n' +
          '                  rollback\n                  renew\n                    cache\n' +
          '                    logs\n                    rotate\n                    lint\n' +
          '                    alert\n                    lint\n                    warmup\n' +
          '                    retry_loop\n                build\n                  coffee\n' +
          '                  ship\n                  cache\n                  test\n                    lint\n' +
          '                    warmup\n                    migrate\n                    v2.3.1\n' +
          '                    logs\n                    ship\n                    v2.3.1\n' +
          '                    compile\n                  v2.3.1\n                    renew\n' +
          '                    retry_loop\n                    canary\n                    flush\n' +
          '                    compile\n                    warmup\n                  flush\n' +
          '                    ship\n                    rotate\n                    v2.3.1\n' +
          '                    README.md\n                    lint\n                    compile\n' +
          '                    build\n                    renew\n                    canary\n' +
          '                    restore\n                    e2e\n                    deploy\n' +
          '                    migrate\n                    logs\n                  dns\n                  lint\n' +
          '                    test\n                    dns\n                    v2.3.1\n                    dns\n' +
          '                    renew\n                  cache\n                    rotate\n' +
          '                    page-oncall\n                    v2.3.1\n                  cache\n' +
          '                  restore\n                    dns\n                    canary\n                lint\n' +
          '                rollback\n                  dns\n                    README.md\n' +
          '                    logs\n                lint\n                build\n                  db\n' +
          '                    rollback\n                    coffee\n                    flush\n' +
          '                    cache\n                    lint\n                test\n                  deploy\n' +
          '                    page-oncall\n                    unit\n                    ship\n' +
          '                    lint\n                certs\n                  lint\n' +
          '                    retry_loop\n                    unit\n                    restore\n' +
          '                    build\n                    alert\n                test\n                  db\n' +
          '              compile\n            v2.3.1\n            coffee\n              lint\n' +
          '                canary\n                  alert\n              db\n              flush\n' +
          '                flush\n                  build\n                  restore\n                  dns\n' +
          '                coffee\n                  warmup\n                    retry_loop\n' +
          '                  lint\n                    test\n                    README.md\n' +
          '                warmup\n                v2.3.1\n              backup\n                renew\n' +
          '                build\n                  retry_loop\n                    retry_loop\n' +
          '                    deploy\n                    backup\n                    db\n' +
          '                    compile\n                    canary\n                    deploy\n' +
          '                    test\n                    certs\n                    unit\n' +
          '                    migrate\n                    build\n                    warmup\n' +
          '                    coffee\n                canary\n                  unit\n                  warmup\n' +
          '                    deploy\n                    deploy\n                    db\n' +
          '                    compile\n                    compile\n                  ship\n' +
          '                    db\n                    backup\n                  migrate\n' +
          '                    coffee\n                db\n                e2e\n                  e2e\n' +
          '                    logs\n                    unit\n                    unit\n' +
          '                    coffee\n                    compile\n                    v2.3.1\n' +
          '                    coffee\n                    renew\n                migrate\n' +
          '                  page-oncall\n                  rollback\n                    compile\n' +
          '                    ship\n                    alert\n                    rollback\n' +
          '                    README.md\n                    page-oncall\n                    db\n' +
          '                    coffee\n                    renew\n', output: 'coffee\n`-- test\n    `-- v2.3.1\n        `-- migrate\n            `-- flush\n                |-- backup\n' +
          '                |   |-- coffee\n                |   |   |-- backup\n' +
          '                |   |   |   |-- build\n                |   |   |   |   `-- retry_loop\n' +
          '                |   |   |   |       |-- backup\n                |   |   |   |       |-- build\n' +
          '                |   |   |   |       |-- canary\n                |   |   |   |       |-- certs\n' +
          '                |   |   |   |       |-- coffee\n                |   |   |   |       |-- compile\n' +
          '                |   |   |   |       |-- db\n                |   |   |   |       |-- deploy\n' +
          '                |   |   |   |       |-- deploy\n                |   |   |   |       |-- migrate\n' +
          '                |   |   |   |       |-- retry_loop\n                |   |   |   |       |-- test\n' +
          '                |   |   |   |       |-- unit\n                |   |   |   |       `-- warmup\n' +
          '                |   |   |   |-- canary\n                |   |   |   |   |-- migrate\n' +
          '                |   |   |   |   |   `-- coffee\n                |   |   |   |   |-- ship\n' +
          '                |   |   |   |   |   |-- backup\n                |   |   |   |   |   `-- db\n' +
          '                |   |   |   |   |-- unit\n                |   |   |   |   `-- warmup\n' +
          '                |   |   |   |       |-- compile\n                |   |   |   |       |-- compile\n' +
          '                |   |   |   |       |-- db\n                |   |   |   |       |-- deploy\n' +
          '                |   |   |   |       `-- deploy\n                |   |   |   |-- db\n' +
          '                |   |   |   |-- e2e\n                |   |   |   |   `-- e2e\n' +
          '                |   |   |   |       |-- coffee\n                |   |   |   |       |-- coffee\n' +
          '                |   |   |   |       |-- compile\n                |   |   |   |       |-- logs\n' +
          '                |   |   |   |       |-- renew\n                |   |   |   |       |-- unit\n' +
          '                |   |   |   |       |-- unit\n                |   |   |   |       `-- v2.3.1\n' +
          '                |   |   |   |-- migrate\n                |   |   |   |   |-- page-oncall\n' +
          '                |   |   |   |   `-- rollback\n                |   |   |   |       |-- README.md\n' +
          '                |   |   |   |       |-- alert\n                |   |   |   |       |-- coffee\n' +
          '                |   |   |   |       |-- compile\n                |   |   |   |       |-- db\n' +
          '                |   |   |   |       |-- page-oncall\n                |   |   |   |       |-- renew\n' +
          '                |   |   |   |       |-- rollback\n                |   |   |   |       `-- ship\n' +
          '                |   |   |   `-- renew\n                |   |   |-- db\n' +
          '                |   |   |-- flush\n                |   |   |   |-- coffee\n' +
          '                |   |   |   |   |-- lint\n                |   |   |   |   |   |-- README.md\n' +
          '                |   |   |   |   |   `-- test\n                |   |   |   |   `-- warmup\n' +
          '                |   |   |   |       `-- retry_loop\n                |   |   |   |-- flush\n' +
          '                |   |   |   |   |-- build\n                |   |   |   |   |-- dns\n' +
          '                |   |   |   |   `-- restore\n                |   |   |   |-- v2.3.1\n' +
          '                |   |   |   `-- warmup\n                |   |   `-- lint\n' +
          '                |   |       `-- canary\n                |   |           `-- alert\n' +
          '                |   |-- flush\n                |   |   |-- migrate\n' +
          '                |   |   `-- retry_loop\n                |   |       |-- alert\n' +
          '                |   |       |-- e2e\n                |   |       |   |-- README.md\n' +
          '                |   |       |   `-- restore\n                |   |       |-- flush\n' +
          '                |   |       |-- renew\n                |   |       `-- test\n' +
          '                |   |           `-- README.md\n                |   |               |-- deploy\n' +
          '                |   |               `-- restore\n                |   |-- v2.3.1\n' +
          '                |   `-- warmup\n                |       |-- compile\n                |       |-- e2e\n' +
          '                |       |   `-- README.md\n                |       |       `-- coffee\n' +
          '                |       |-- migrate\n                |       |   |-- build\n' +
          '                |       |   |   |-- cache\n                |       |   |   |-- cache\n' +
          '                |       |   |   |   |-- page-oncall\n                |       |   |   |   |-- rotate\n' +
          '                |       |   |   |   `-- v2.3.1\n                |       |   |   |-- cache\n' +
          '                |       |   |   |-- coffee\n                |       |   |   |-- dns\n' +
          '                |       |   |   |-- flush\n                |       |   |   |   |-- README.md\n' +
          '                |       |   |   |   |-- build\n                |       |   |   |   |-- canary\n' +
          '                |       |   |   |   |-- compile\n                |       |   |   |   |-- deploy\n' +
          '                |       |   |   |   |-- e2e\n                |       |   |   |   |-- lint\n' +
          '                |       |   |   |   |-- logs\n                |       |   |   |   |-- migrate\n' +
          '                |       |   |   |   |-- renew\n                |       |   |   |   |-- restore\n' +
          '                |       |   |   |   |-- rotate\n                |       |   |   |   |-- ship\n' +
          '                |       |   |   |   `-- v2.3.1\n                |       |   |   |-- lint\n' +
          '                |       |   |   |   |-- dns\n                |       |   |   |   |-- dns\n' +
          '                |       |   |   |   |-- renew\n                |       |   |   |   |-- test\n' +
          '                |       |   |   |   `-- v2.3.1\n                |       |   |   |-- restore\n' +
          '                |       |   |   |   |-- canary\n                |       |   |   |   `-- dns\n' +
          '                |       |   |   |-- ship\n                |       |   |   |-- test\n' +
          '                |       |   |   |   |-- compile\n                |       |   |   |   |-- lint\n' +
          '                |       |   |   |   |-- logs\n                |       |   |   |   |-- migrate\n' +
          '                |       |   |   |   |-- ship\n                |       |   |   |   |-- v2.3.1\n' +
          '                |       |   |   |   |-- v2.3.1\n                |       |   |   |   `-- warmup\n' +
          '                |       |   |   `-- v2.3.1\n                |       |   |       |-- canary\n' +
          '                |       |   |       |-- compile\n                |       |   |       |-- flush\n' +
          '                |       |   |       |-- renew\n                |       |   |       |-- retry_loop\n' +
          '                |       |   |       `-- warmup\n                |       |   |-- build\n' +
          '                |       |   |   `-- db\n                |       |   |       |-- cache\n' +
          '                |       |   |       |-- coffee\n                |       |   |       |-- flush\n' +
          '                |       |   |       |-- lint\n                |       |   |       `-- rollback\n' +
          '                |       |   |-- certs\n                |       |   |   `-- lint\n' +
          '                |       |   |       |-- alert\n                |       |   |       |-- build\n' +
          '                |       |   |       |-- restore\n                |       |   |       |-- retry_loop\n' +
          '                |       |   |       `-- unit\n                |       |   |-- e2e\n' +
          '                |       |   |   |-- renew\n                |       |   |   |   |-- alert\n' +
          '                |       |   |   |   |-- cache\n                |       |   |   |   |-- lint\n' +
          '                |       |   |   |   |-- lint\n                |       |   |   |   |-- logs\n' +
          '                |       |   |   |   |-- retry_loop\n                |       |   |   |   |-- rotate\n' +
          '                |       |   |   |   `-- warmup\n                |       |   |   `-- rollback\n' +
          '                |       |   |-- lint\n                |       |   |-- lint\n' +
          '                |       |   |-- rollback\n                |       |   |   `-- dns\n' +
          '                |       |   |       |-- README.md\n                |       |   |       `-- logs\n' +
          '                |       |   |-- test\n                |       |   |   `-- deploy\n' +
          '                |       |   |       |-- lint\n                |       |   |       |-- page-oncall\n' +
          '                |       |   |       |-- ship\n                |       |   |       `-- unit\n' +
          '                |       |   `-- test\n                |       |       `-- db\n' +
          '                |       |-- restore\n                |       |-- rotate\n' +
          '                |       |   `-- renew\n                |       |       |-- alert\n' +
          '                |       |       `-- coffee\n                |       `-- test\n' +
          '                |-- cache\n                |-- canary\n                |-- page-oncall\n' +
          '                `-- v2.3.1\nretry_loop\n|-- build\n`-- ship\n' },
        { tag: 'maximum', input: '200\nrotate\n  build\n  build\n  dns\nalert\nbuild\n  renew\n    retry_loop\n    logs\n      README.md\n' +
          '        test\n        backup\n        unit\n        certs\n        cache\n        flush\n      e2e\n' +
          '        rotate\n        warmup\n        build\n        renew\n        compile\n        README.md\n' +
          '        alert\n    unit\n      retry_loop\n    backup\n      restore\n      deploy\n      lint\n    warmup\n' +
          '      page-oncall\n        unit\n        logs\n        logs\n        db\n        build\n        lint\n' +
          '        canary\n        compile\n    cache\n      flush\n        lint\n        deploy\n        v2.3.1\n' +
          '      flush\n    rotate\n    test\n    rotate\n      alert\n        flush\n        rollback\n      e2e\n' +
          '      README.md\n      canary\n        backup\n        flush\n        v2.3.1\n        coffee\n' +
          '        README.md\n    coffee\n      db\n        flush\n      canary\n  warmup\n  dns\n  e2e\n    migrate\n' +
          '    migrate\n    lint\n      build\n      README.md\n        db\n        canary\n    ship\n      logs\n' +
          '        restore\n    retry_loop\n      migrate\n      v2.3.1\n        unit\n        test\n    flush\n' +
          '      migrate\n  cache\n  migrate\n    retry_loop\n    certs\n      renew\n      test\n      deploy\n' +
          '        lint\n        v2.3.1\n    rollback\n    logs\n      warmup\n      deploy\n  migrate\n  restore\n' +
          '  migrate\n    backup\n      rotate\n      renew\n      restore\n        certs\n        compile\n' +
          '        retry_loop\n        flush\n        deploy\n        cache\n        build\n        deploy\n' +
          '      lint\n        v2.3.1\n        deploy\n        warmup\n        rollback\n      canary\n' +
          '        page-oncall\n        retry_loop\n        coffee\n      unit\n      alert\n        e2e\n' +
          '        build\n        certs\n      rollback\n    e2e\n      backup\n        v2.3.1\n        README.md\n' +
          '        db\n        retry_loop\n      lint\n      restore\n      migrate\n        deploy\n        logs\n' +
          '        renew\n        renew\n        e2e\n        flush\n        warmup\n        e2e\n        ship\n' +
          '        v2.3.1\n        README.md\n        compile\n        lint\n        canary\n    restore\n' +
          '      alert\n        page-oncall\n      db\n        rollback\n      page-oncall\n        lint\n' +
          '        test\n        dns\n        deploy\n        flush\n        README.md\n        deploy\n    migrate\n' +
          '      deploy\n      certs\n  rotate\nretry_loop\n  flush\n    page-oncall\n  rotate\ndns\n  canary\ncompile\n' +
          'e2e\n  rollback\ncerts\n  lint\n    unit\n      e2e\n    logs\n    lint\n    ship\n    retry_loop\n      lint\n' +
          '      ship\n  alert\ndns\ncache\n  build\n  dns\n  rotate\n  rollback\nship\ncerts\n  test\n    migrate\n' +
          '      rotate\n      ship\n      ship\n', output: 'alert\nbuild\n|-- cache\n|-- dns\n|-- e2e\n|   |-- flush\n|   |   `-- migrate\n|   |-- lint\n' +
          '|   |   |-- README.md\n|   |   |   |-- canary\n|   |   |   `-- db\n|   |   `-- build\n|   |-- migrate\n' +
          '|   |-- migrate\n|   |-- retry_loop\n|   |   |-- migrate\n|   |   `-- v2.3.1\n|   |       |-- test\n' +
          '|   |       `-- unit\n|   `-- ship\n|       `-- logs\n|           `-- restore\n|-- migrate\n' +
          '|   |-- certs\n|   |   |-- deploy\n|   |   |   |-- lint\n|   |   |   `-- v2.3.1\n|   |   |-- renew\n' +
          '|   |   `-- test\n|   |-- logs\n|   |   |-- deploy\n|   |   `-- warmup\n|   |-- retry_loop\n' +
          '|   `-- rollback\n|-- migrate\n|-- migrate\n|   |-- backup\n|   |   |-- alert\n|   |   |   |-- build\n' +
          '|   |   |   |-- certs\n|   |   |   `-- e2e\n|   |   |-- canary\n|   |   |   |-- coffee\n' +
          '|   |   |   |-- page-oncall\n|   |   |   `-- retry_loop\n|   |   |-- lint\n|   |   |   |-- deploy\n' +
          '|   |   |   |-- rollback\n|   |   |   |-- v2.3.1\n|   |   |   `-- warmup\n|   |   |-- renew\n' +
          '|   |   |-- restore\n|   |   |   |-- build\n|   |   |   |-- cache\n|   |   |   |-- certs\n' +
          '|   |   |   |-- compile\n|   |   |   |-- deploy\n|   |   |   |-- deploy\n|   |   |   |-- flush\n' +
          '|   |   |   `-- retry_loop\n|   |   |-- rollback\n|   |   |-- rotate\n|   |   `-- unit\n|   |-- e2e\n' +
          '|   |   |-- backup\n|   |   |   |-- README.md\n|   |   |   |-- db\n|   |   |   |-- retry_loop\n' +
          '|   |   |   `-- v2.3.1\n|   |   |-- lint\n|   |   |-- migrate\n|   |   |   |-- README.md\n' +
          '|   |   |   |-- canary\n|   |   |   |-- compile\n|   |   |   |-- deploy\n|   |   |   |-- e2e\n' +
          '|   |   |   |-- e2e\n|   |   |   |-- flush\n|   |   |   |-- lint\n|   |   |   |-- logs\n' +
          '|   |   |   |-- renew\n|   |   |   |-- renew\n|   |   |   |-- ship\n|   |   |   |-- v2.3.1\n' +
          '|   |   |   `-- warmup\n|   |   `-- restore\n|   |-- migrate\n|   |   |-- certs\n|   |   `-- deploy\n' +
          '|   `-- restore\n|       |-- alert\n|       |   `-- page-oncall\n|       |-- db\n' +
          '|       |   `-- rollback\n|       `-- page-oncall\n|           |-- README.md\n|           |-- deploy\n' +
          '|           |-- deploy\n|           |-- dns\n|           |-- flush\n|           |-- lint\n' +
          '|           `-- test\n|-- renew\n|   |-- backup\n|   |   |-- deploy\n|   |   |-- lint\n' +
          '|   |   `-- restore\n|   |-- cache\n|   |   |-- flush\n|   |   |   |-- deploy\n|   |   |   |-- lint\n' +
          '|   |   |   `-- v2.3.1\n|   |   `-- flush\n|   |-- coffee\n|   |   |-- canary\n|   |   `-- db\n' +
          '|   |       `-- flush\n|   |-- logs\n|   |   |-- README.md\n|   |   |   |-- backup\n' +
          '|   |   |   |-- cache\n|   |   |   |-- certs\n|   |   |   |-- flush\n|   |   |   |-- test\n' +
          '|   |   |   `-- unit\n|   |   `-- e2e\n|   |       |-- README.md\n|   |       |-- alert\n' +
          '|   |       |-- build\n|   |       |-- compile\n|   |       |-- renew\n|   |       |-- rotate\n' +
          '|   |       `-- warmup\n|   |-- retry_loop\n|   |-- rotate\n|   |-- rotate\n|   |   |-- README.md\n' +
          '|   |   |-- alert\n|   |   |   |-- flush\n|   |   |   `-- rollback\n|   |   |-- canary\n' +
          '|   |   |   |-- README.md\n|   |   |   |-- backup\n|   |   |   |-- coffee\n|   |   |   |-- flush\n' +
          '|   |   |   `-- v2.3.1\n|   |   `-- e2e\n|   |-- test\n|   |-- unit\n|   |   `-- retry_loop\n' +
          '|   `-- warmup\n|       `-- page-oncall\n|           |-- build\n|           |-- canary\n' +
          '|           |-- compile\n|           |-- db\n|           |-- lint\n|           |-- logs\n' +
          '|           |-- logs\n|           `-- unit\n|-- restore\n|-- rotate\n`-- warmup\ncache\n|-- build\n|-- dns\n' +
          '|-- rollback\n`-- rotate\ncerts\n|-- alert\n`-- lint\n    |-- lint\n    |-- logs\n    |-- retry_loop\n' +
          '    |   |-- lint\n    |   `-- ship\n    |-- ship\n    `-- unit\n        `-- e2e\ncerts\n`-- test\n' +
          '    `-- migrate\n        |-- rotate\n        |-- ship\n        `-- ship\ncompile\ndns\n`-- canary\ndns\ne2e\n' +
          '`-- rollback\nretry_loop\n|-- flush\n|   `-- page-oncall\n`-- rotate\nrotate\n|-- build\n|-- build\n`-- dns\n' +
          'ship\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n\n', output: '\n' },
        { tag: 'minimum', input: '1\ndeploy\n', output: 'deploy\n' },
        { tag: 'typical', input: '9\ndeploy\n|-- build\n|   |-- compile\n|   `-- test\n|       `-- unit\n`-- ship\n    `-- canary\nrollback\n' +
          '`-- alert\n', output: 'deploy\n  build\n    compile\n    test\n      unit\n  ship\n    canary\nrollback\n  alert\n' },
        { tag: 'tricky', input: '4\na\n`-- b\n    `-- c\n        `-- d\n', output: 'a\n  b\n    c\n      d\n' },
        { tag: 'tricky', input: '4\na\nb\nc\nd\n', output: 'a\nb\nc\nd\n' },
        { tag: 'tricky', input: '7\nx\n|-- y\n|   `-- z\n`-- w\n    `-- v\n        `-- u\nt\n', output: 'x\n  y\n    z\n  w\n    v\n      u\nt\n' },
        { tag: 'typical', input: '30\nrenew\nbuild\nlint\ne2e\n|-- compile\n|-- unit\n|   |-- cache\n|   |   |-- unit\n|   |   |   |-- canary\n' +
          '|   |   |   `-- restore\n|   |   |       `-- e2e\n|   |   `-- build\n|   |       `-- README.md\n' +
          '|   `-- dns\n|-- dns\n|-- v2.3.1\n|   |-- coffee\n|   |-- warmup\n|   `-- alert\n|       |-- warmup\n' +
          '|       |   |-- page-oncall\n|       |   `-- renew\n|       `-- rollback\n|-- test\n`-- rollback\n' +
          '    |-- page-oncall\n    |-- restore\n    |-- alert\n    `-- warmup\nship\n', output: 'renew\nbuild\nlint\ne2e\n  compile\n  unit\n    cache\n      unit\n        canary\n        restore\n' +
          '          e2e\n      build\n        README.md\n    dns\n  dns\n  v2.3.1\n    coffee\n    warmup\n    alert\n' +
          '      warmup\n        page-oncall\n        renew\n      rollback\n  test\n  rollback\n    page-oncall\n' +
          '    restore\n    alert\n    warmup\nship\n' },
        { tag: 'typical', input: '60\nrollback\npage-oncall\n|-- unit\n|-- compile\n|   `-- README.md\n|       |-- ship\n|       |-- alert\n' +
          '|       |   `-- flush\n|       `-- logs\n|-- page-oncall\n|   |-- e2e\n|   |   `-- flush\n|   `-- backup\n' +
          '`-- README.md\nREADME.md\nbuild\ncoffee\n|-- backup\n|-- ship\n`-- ship\n    |-- ship\n    |   |-- logs\n' +
          '    |   `-- restore\n    |-- compile\n    |   `-- canary\n    |-- retry_loop\n    |-- lint\n' +
          '    |   |-- page-oncall\n    |   `-- cache\n    |-- restore\n    |   |-- warmup\n' +
          '    |   |   `-- rollback\n    |   `-- retry_loop\n    |       `-- rotate\n    `-- warmup\nflush\ncoffee\n' +
          '|-- cache\n|-- backup\n`-- e2e\nrollback\n|-- deploy\n`-- unit\npage-oncall\n|-- build\n|   `-- db\n' +
          '|       `-- compile\n|-- rotate\n`-- backup\n    |-- test\n    |-- cache\n    |-- coffee\n    |-- v2.3.1\n' +
          '    |-- alert\n    |-- restore\n    |   `-- test\n    |       `-- build\n    |-- renew\n    `-- db\n' +
          'canary\n', output: 'rollback\npage-oncall\n  unit\n  compile\n    README.md\n      ship\n      alert\n        flush\n      logs\n' +
          '  page-oncall\n    e2e\n      flush\n    backup\n  README.md\nREADME.md\nbuild\ncoffee\n  backup\n  ship\n' +
          '  ship\n    ship\n      logs\n      restore\n    compile\n      canary\n    retry_loop\n    lint\n' +
          '      page-oncall\n      cache\n    restore\n      warmup\n        rollback\n      retry_loop\n' +
          '        rotate\n    warmup\nflush\ncoffee\n  cache\n  backup\n  e2e\nrollback\n  deploy\n  unit\npage-oncall\n' +
          '  build\n    db\n      compile\n  rotate\n  backup\n    test\n    cache\n    coffee\n    v2.3.1\n    alert\n' +
          '    restore\n      test\n        build\n    renew\n    db\ncanary\n' },
        { tag: 'maximum', input: '200\nretry_loop\n|-- ship\n`-- build\ncoffee\n`-- test\n    `-- v2.3.1\n        `-- migrate\n' +
          '            `-- flush\n                |-- canary\n                |-- page-oncall\n' +
          '                |-- cache\n                |-- v2.3.1\n                `-- backup\n' +
          '                    |-- flush\n                    |   |-- migrate\n' +
          '                    |   `-- retry_loop\n                    |       |-- test\n' +
          '                    |       |   `-- README.md\n                    |       |       |-- deploy\n' +
          '                    |       |       `-- restore\n                    |       |-- alert\n' +
          '                    |       |-- renew\n                    |       |-- e2e\n' +
          '                    |       |   |-- restore\n                    |       |   `-- README.md\n' +
          '                    |       `-- flush\n                    |-- warmup\n' +
          '                    |   |-- restore\n                    |   |-- test\n' +
          '                    |   |-- rotate\n                    |   |   `-- renew\n' +
          '                    |   |       |-- alert\n                    |   |       `-- coffee\n' +
          '                    |   |-- e2e\n                    |   |   `-- README.md\n' +
          '                    |   |       `-- coffee\n                    |   |-- migrate\n' +
          '                    |   |   |-- e2e\n                    |   |   |   |-- rollback\n' +
          '                    |   |   |   `-- renew\n                    |   |   |       |-- cache\n' +
          '                    |   |   |       |-- logs\n                    |   |   |       |-- rotate\n' +
          '                    |   |   |       |-- lint\n                    |   |   |       |-- alert\n' +
          '                    |   |   |       |-- lint\n                    |   |   |       |-- warmup\n' +
          '                    |   |   |       `-- retry_loop\n                    |   |   |-- build\n' +
          '                    |   |   |   |-- coffee\n                    |   |   |   |-- ship\n' +
          '                    |   |   |   |-- cache\n                    |   |   |   |-- test\n' +
          '                    |   |   |   |   |-- lint\n                    |   |   |   |   |-- warmup\n' +
          '                    |   |   |   |   |-- migrate\n                    |   |   |   |   |-- v2.3.1\n' +
          '                    |   |   |   |   |-- logs\n                    |   |   |   |   |-- ship\n' +
          '                    |   |   |   |   |-- v2.3.1\n                    |   |   |   |   `-- compile\n' +
          '                    |   |   |   |-- v2.3.1\n                    |   |   |   |   |-- renew\n' +
          '                    |   |   |   |   |-- retry_loop\n                    |   |   |   |   |-- canary\n' +
          '                    |   |   |   |   |-- flush\n                    |   |   |   |   |-- compile\n' +
          '                    |   |   |   |   `-- warmup\n                    |   |   |   |-- flush\n' +
          '                    |   |   |   |   |-- ship\n                    |   |   |   |   |-- rotate\n' +
          '                    |   |   |   |   |-- v2.3.1\n                    |   |   |   |   |-- README.md\n' +
          '                    |   |   |   |   |-- lint\n                    |   |   |   |   |-- compile\n' +
          '                    |   |   |   |   |-- build\n                    |   |   |   |   |-- renew\n' +
          '                    |   |   |   |   |-- canary\n                    |   |   |   |   |-- restore\n' +
          '                    |   |   |   |   |-- e2e\n                    |   |   |   |   |-- deploy\n' +
          '                    |   |   |   |   |-- migrate\n                    |   |   |   |   `-- logs\n' +
          '                    |   |   |   |-- dns\n                    |   |   |   |-- lint\n' +
          '                    |   |   |   |   |-- test\n                    |   |   |   |   |-- dns\n' +
          '                    |   |   |   |   |-- v2.3.1\n                    |   |   |   |   |-- dns\n' +
          '                    |   |   |   |   `-- renew\n                    |   |   |   |-- cache\n' +
          '                    |   |   |   |   |-- rotate\n                    |   |   |   |   |-- page-oncall\n' +
          '                    |   |   |   |   `-- v2.3.1\n                    |   |   |   |-- cache\n' +
          '                    |   |   |   `-- restore\n                    |   |   |       |-- dns\n' +
          '                    |   |   |       `-- canary\n                    |   |   |-- lint\n' +
          '                    |   |   |-- rollback\n                    |   |   |   `-- dns\n' +
          '                    |   |   |       |-- README.md\n                    |   |   |       `-- logs\n' +
          '                    |   |   |-- lint\n                    |   |   |-- build\n' +
          '                    |   |   |   `-- db\n                    |   |   |       |-- rollback\n' +
          '                    |   |   |       |-- coffee\n                    |   |   |       |-- flush\n' +
          '                    |   |   |       |-- cache\n                    |   |   |       `-- lint\n' +
          '                    |   |   |-- test\n                    |   |   |   `-- deploy\n' +
          '                    |   |   |       |-- page-oncall\n                    |   |   |       |-- unit\n' +
          '                    |   |   |       |-- ship\n                    |   |   |       `-- lint\n' +
          '                    |   |   |-- certs\n                    |   |   |   `-- lint\n' +
          '                    |   |   |       |-- retry_loop\n                    |   |   |       |-- unit\n' +
          '                    |   |   |       |-- restore\n                    |   |   |       |-- build\n' +
          '                    |   |   |       `-- alert\n                    |   |   `-- test\n' +
          '                    |   |       `-- db\n                    |   `-- compile\n' +
          '                    |-- v2.3.1\n                    `-- coffee\n                        |-- lint\n' +
          '                        |   `-- canary\n                        |       `-- alert\n' +
          '                        |-- db\n                        |-- flush\n' +
          '                        |   |-- flush\n                        |   |   |-- build\n' +
          '                        |   |   |-- restore\n                        |   |   `-- dns\n' +
          '                        |   |-- coffee\n                        |   |   |-- warmup\n' +
          '                        |   |   |   `-- retry_loop\n                        |   |   `-- lint\n' +
          '                        |   |       |-- test\n                        |   |       `-- README.md\n' +
          '                        |   |-- warmup\n                        |   `-- v2.3.1\n' +
          '                        `-- backup\n                            |-- renew\n' +
          '                            |-- build\n                            |   `-- retry_loop\n' +
          '                            |       |-- retry_loop\n                            |       |-- deploy\n' +
          '                            |       |-- backup\n                            |       |-- db\n' +
          '                            |       |-- compile\n                            |       |-- canary\n' +
          '                            |       |-- deploy\n                            |       |-- test\n' +
          '                            |       |-- certs\n                            |       |-- unit\n' +
          '                            |       |-- migrate\n                            |       |-- build\n' +
          '                            |       |-- warmup\n                            |       `-- coffee\n' +
          '                            |-- canary\n                            |   |-- unit\n' +
          '                            |   |-- warmup\n                            |   |   |-- deploy\n' +
          '                            |   |   |-- deploy\n                            |   |   |-- db\n' +
          '                            |   |   |-- compile\n                            |   |   `-- compile\n' +
          '                            |   |-- ship\n                            |   |   |-- db\n' +
          '                            |   |   `-- backup\n                            |   `-- migrate\n' +
          '                            |       `-- coffee\n                            |-- db\n' +
          '                            |-- e2e\n                            |   `-- e2e\n' +
          '                            |       |-- logs\n                            |       |-- unit\n' +
          '                            |       |-- unit\n                            |       |-- coffee\n' +
          '                            |       |-- compile\n                            |       |-- v2.3.1\n' +
          '                            |       |-- coffee\n                            |       `-- renew\n' +
          '                            `-- migrate\n                                |-- page-oncall\n' +
          '                                `-- rollback\n                                    |-- compile\n' +
          '                                    |-- ship\n                                    |-- alert\n' +
          '                                    |-- rollback\n                                    |-- README.md\n' +
          '                                    |-- page-oncall\n                                    |-- db\n' +
          '                                    |-- coffee\n                                    `-- renew\n', output: 'retry_loop\n  ship\n  build\ncoffee\n  test\n    v2.3.1\n      migrate\n        flush\n          canary\n' +
          '          page-oncall\n          cache\n          v2.3.1\n          backup\n            flush\n' +
          '              migrate\n              retry_loop\n                test\n                  README.md\n' +
          '                    deploy\n                    restore\n                alert\n                renew\n' +
          '                e2e\n                  restore\n                  README.md\n                flush\n' +
          '            warmup\n              restore\n              test\n              rotate\n' +
          '                renew\n                  alert\n                  coffee\n              e2e\n' +
          '                README.md\n                  coffee\n              migrate\n                e2e\n' +
          '                  rollback\n                  renew\n                    cache\n' +
          '                    logs\n                    rotate\n                    lint\n' +
          '                    alert\n                    lint\n                    warmup\n' +
          '                    retry_loop\n                build\n                  coffee\n' +
          '                  ship\n                  cache\n                  test\n                    lint\n' +
          '                    warmup\n                    migrate\n                    v2.3.1\n' +
          '                    logs\n                    ship\n                    v2.3.1\n' +
          '                    compile\n                  v2.3.1\n                    renew\n' +
          '                    retry_loop\n                    canary\n                    flush\n' +
          '                    compile\n                    warmup\n                  flush\n' +
          '                    ship\n                    rotate\n                    v2.3.1\n' +
          '                    README.md\n                    lint\n                    compile\n' +
          '                    build\n                    renew\n                    canary\n' +
          '                    restore\n                    e2e\n                    deploy\n' +
          '                    migrate\n                    logs\n                  dns\n                  lint\n' +
          '                    test\n                    dns\n                    v2.3.1\n                    dns\n' +
          '                    renew\n                  cache\n                    rotate\n' +
          '                    page-oncall\n                    v2.3.1\n                  cache\n' +
          '                  restore\n                    dns\n                    canary\n                lint\n' +
          '                rollback\n                  dns\n                    README.md\n' +
          '                    logs\n                lint\n                build\n                  db\n' +
          '                    rollback\n                    coffee\n                    flush\n' +
          '                    cache\n                    lint\n                test\n                  deploy\n' +
          '                    page-oncall\n                    unit\n                    ship\n' +
          '                    lint\n                certs\n                  lint\n' +
          '                    retry_loop\n                    unit\n                    restore\n' +
          '                    build\n                    alert\n                test\n                  db\n' +
          '              compile\n            v2.3.1\n            coffee\n              lint\n' +
          '                canary\n                  alert\n              db\n              flush\n' +
          '                flush\n                  build\n                  restore\n                  dns\n' +
          '                coffee\n                  warmup\n                    retry_loop\n' +
          '                  lint\n                    test\n                    README.md\n' +
          '                warmup\n                v2.3.1\n              backup\n                renew\n' +
          '                build\n                  retry_loop\n                    retry_loop\n' +
          '                    deploy\n                    backup\n                    db\n' +
          '                    compile\n                    canary\n                    deploy\n' +
          '                    test\n                    certs\n                    unit\n' +
          '                    migrate\n                    build\n                    warmup\n' +
          '                    coffee\n                canary\n                  unit\n                  warmup\n' +
          '                    deploy\n                    deploy\n                    db\n' +
          '                    compile\n                    compile\n                  ship\n' +
          '                    db\n                    backup\n                  migrate\n' +
          '                    coffee\n                db\n                e2e\n                  e2e\n' +
          '                    logs\n                    unit\n                    unit\n' +
          '                    coffee\n                    compile\n                    v2.3.1\n' +
          '                    coffee\n                    renew\n                migrate\n' +
          '                  page-oncall\n                  rollback\n                    compile\n' +
          '                    ship\n                    alert\n                    rollback\n' +
          '                    README.md\n                    page-oncall\n                    db\n' +
          '                    coffee\n                    renew\n' },
        { tag: 'maximum', input: '200\nrotate\n|-- build\n|-- build\n`-- dns\nalert\nbuild\n|-- renew\n|   |-- retry_loop\n|   |-- logs\n' +
          '|   |   |-- README.md\n|   |   |   |-- test\n|   |   |   |-- backup\n|   |   |   |-- unit\n' +
          '|   |   |   |-- certs\n|   |   |   |-- cache\n|   |   |   `-- flush\n|   |   `-- e2e\n' +
          '|   |       |-- rotate\n|   |       |-- warmup\n|   |       |-- build\n|   |       |-- renew\n' +
          '|   |       |-- compile\n|   |       |-- README.md\n|   |       `-- alert\n|   |-- unit\n' +
          '|   |   `-- retry_loop\n|   |-- backup\n|   |   |-- restore\n|   |   |-- deploy\n|   |   `-- lint\n' +
          '|   |-- warmup\n|   |   `-- page-oncall\n|   |       |-- unit\n|   |       |-- logs\n' +
          '|   |       |-- logs\n|   |       |-- db\n|   |       |-- build\n|   |       |-- lint\n' +
          '|   |       |-- canary\n|   |       `-- compile\n|   |-- cache\n|   |   |-- flush\n|   |   |   |-- lint\n' +
          '|   |   |   |-- deploy\n|   |   |   `-- v2.3.1\n|   |   `-- flush\n|   |-- rotate\n|   |-- test\n' +
          '|   |-- rotate\n|   |   |-- alert\n|   |   |   |-- flush\n|   |   |   `-- rollback\n|   |   |-- e2e\n' +
          '|   |   |-- README.md\n|   |   `-- canary\n|   |       |-- backup\n|   |       |-- flush\n' +
          '|   |       |-- v2.3.1\n|   |       |-- coffee\n|   |       `-- README.md\n|   `-- coffee\n' +
          '|       |-- db\n|       |   `-- flush\n|       `-- canary\n|-- warmup\n|-- dns\n|-- e2e\n|   |-- migrate\n' +
          '|   |-- migrate\n|   |-- lint\n|   |   |-- build\n|   |   `-- README.md\n|   |       |-- db\n' +
          '|   |       `-- canary\n|   |-- ship\n|   |   `-- logs\n|   |       `-- restore\n|   |-- retry_loop\n' +
          '|   |   |-- migrate\n|   |   `-- v2.3.1\n|   |       |-- unit\n|   |       `-- test\n|   `-- flush\n' +
          '|       `-- migrate\n|-- cache\n|-- migrate\n|   |-- retry_loop\n|   |-- certs\n|   |   |-- renew\n' +
          '|   |   |-- test\n|   |   `-- deploy\n|   |       |-- lint\n|   |       `-- v2.3.1\n|   |-- rollback\n' +
          '|   `-- logs\n|       |-- warmup\n|       `-- deploy\n|-- migrate\n|-- restore\n|-- migrate\n' +
          '|   |-- backup\n|   |   |-- rotate\n|   |   |-- renew\n|   |   |-- restore\n|   |   |   |-- certs\n' +
          '|   |   |   |-- compile\n|   |   |   |-- retry_loop\n|   |   |   |-- flush\n|   |   |   |-- deploy\n' +
          '|   |   |   |-- cache\n|   |   |   |-- build\n|   |   |   `-- deploy\n|   |   |-- lint\n' +
          '|   |   |   |-- v2.3.1\n|   |   |   |-- deploy\n|   |   |   |-- warmup\n|   |   |   `-- rollback\n' +
          '|   |   |-- canary\n|   |   |   |-- page-oncall\n|   |   |   |-- retry_loop\n|   |   |   `-- coffee\n' +
          '|   |   |-- unit\n|   |   |-- alert\n|   |   |   |-- e2e\n|   |   |   |-- build\n|   |   |   `-- certs\n' +
          '|   |   `-- rollback\n|   |-- e2e\n|   |   |-- backup\n|   |   |   |-- v2.3.1\n' +
          '|   |   |   |-- README.md\n|   |   |   |-- db\n|   |   |   `-- retry_loop\n|   |   |-- lint\n' +
          '|   |   |-- restore\n|   |   `-- migrate\n|   |       |-- deploy\n|   |       |-- logs\n' +
          '|   |       |-- renew\n|   |       |-- renew\n|   |       |-- e2e\n|   |       |-- flush\n' +
          '|   |       |-- warmup\n|   |       |-- e2e\n|   |       |-- ship\n|   |       |-- v2.3.1\n' +
          '|   |       |-- README.md\n|   |       |-- compile\n|   |       |-- lint\n|   |       `-- canary\n' +
          '|   |-- restore\n|   |   |-- alert\n|   |   |   `-- page-oncall\n|   |   |-- db\n' +
          '|   |   |   `-- rollback\n|   |   `-- page-oncall\n|   |       |-- lint\n|   |       |-- test\n' +
          '|   |       |-- dns\n|   |       |-- deploy\n|   |       |-- flush\n|   |       |-- README.md\n' +
          '|   |       `-- deploy\n|   `-- migrate\n|       |-- deploy\n|       `-- certs\n`-- rotate\nretry_loop\n' +
          '|-- flush\n|   `-- page-oncall\n`-- rotate\ndns\n`-- canary\ncompile\ne2e\n`-- rollback\ncerts\n|-- lint\n' +
          '|   |-- unit\n|   |   `-- e2e\n|   |-- logs\n|   |-- lint\n|   |-- ship\n|   `-- retry_loop\n' +
          '|       |-- lint\n|       `-- ship\n`-- alert\ndns\ncache\n|-- build\n|-- dns\n|-- rotate\n`-- rollback\n' +
          'ship\ncerts\n`-- test\n    `-- migrate\n        |-- rotate\n        |-- ship\n        `-- ship\n', output: 'rotate\n  build\n  build\n  dns\nalert\nbuild\n  renew\n    retry_loop\n    logs\n      README.md\n' +
          '        test\n        backup\n        unit\n        certs\n        cache\n        flush\n      e2e\n' +
          '        rotate\n        warmup\n        build\n        renew\n        compile\n        README.md\n' +
          '        alert\n    unit\n      retry_loop\n    backup\n      restore\n      deploy\n      lint\n    warmup\n' +
          '      page-oncall\n        unit\n        logs\n        logs\n        db\n        build\n        lint\n' +
          '        canary\n        compile\n    cache\n      flush\n        lint\n        deploy\n        v2.3.1\n' +
          '      flush\n    rotate\n    test\n    rotate\n      alert\n        flush\n        rollback\n      e2e\n' +
          '      README.md\n      canary\n        backup\n        flush\n        v2.3.1\n        coffee\n' +
          '        README.md\n    coffee\n      db\n        flush\n      canary\n  warmup\n  dns\n  e2e\n    migrate\n' +
          '    migrate\n    lint\n      build\n      README.md\n        db\n        canary\n    ship\n      logs\n' +
          '        restore\n    retry_loop\n      migrate\n      v2.3.1\n        unit\n        test\n    flush\n' +
          '      migrate\n  cache\n  migrate\n    retry_loop\n    certs\n      renew\n      test\n      deploy\n' +
          '        lint\n        v2.3.1\n    rollback\n    logs\n      warmup\n      deploy\n  migrate\n  restore\n' +
          '  migrate\n    backup\n      rotate\n      renew\n      restore\n        certs\n        compile\n' +
          '        retry_loop\n        flush\n        deploy\n        cache\n        build\n        deploy\n' +
          '      lint\n        v2.3.1\n        deploy\n        warmup\n        rollback\n      canary\n' +
          '        page-oncall\n        retry_loop\n        coffee\n      unit\n      alert\n        e2e\n' +
          '        build\n        certs\n      rollback\n    e2e\n      backup\n        v2.3.1\n        README.md\n' +
          '        db\n        retry_loop\n      lint\n      restore\n      migrate\n        deploy\n        logs\n' +
          '        renew\n        renew\n        e2e\n        flush\n        warmup\n        e2e\n        ship\n' +
          '        v2.3.1\n        README.md\n        compile\n        lint\n        canary\n    restore\n' +
          '      alert\n        page-oncall\n      db\n        rollback\n      page-oncall\n        lint\n' +
          '        test\n        dns\n        deploy\n        flush\n        README.md\n        deploy\n    migrate\n' +
          '      deploy\n      certs\n  rotate\nretry_loop\n  flush\n    page-oncall\n  rotate\ndns\n  canary\ncompile\n' +
          'e2e\n  rollback\ncerts\n  lint\n    unit\n      e2e\n    logs\n    lint\n    ship\n    retry_loop\n      lint\n' +
          '      ship\n  alert\ndns\ncache\n  build\n  dns\n  rotate\n  rollback\nship\ncerts\n  test\n    migrate\n' +
          '      rotate\n      ship\n      ship\n' },
      ],
    },
  },
};
