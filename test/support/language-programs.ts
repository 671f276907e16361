/**
 * Programs in each executable language that the language tests run through the API: one that does
 * not compile (a syntax error the compiler or the interpreter's check reports), and the attacks a
 * candidate could try. Each attack's comment says what it must end in.
 */
export interface Attacks {
  /** Exits with an error of the language's own (an exception, a panic, a bad index): runtime_error. */
  runtimeError: string;
  /** Computes for ever: time_limit. */
  endlessLoop: string;
  /** Allocates and touches memory without end: memory_limit. */
  memoryBomb: string;
  /** Starts processes without end: process_limit (or time_limit where the runtime cannot fork). */
  forkBomb: string;
  /** Prints without end: output_limit. */
  outputFlood: string;
  /** Prints LEAK followed by what it read if any of the host's files or the network can be had, else SEALED. */
  hostAndNetwork: string;
  /**
   * Programs that attack the compiler, each with the verdicts it may end in within the compile limits:
   * compile_error, or a program that compiled as if the attack were not there (an empty include).
   */
  compiler?: Record<string, { code: string; verdicts: string[] }>;
}

export interface LanguagePrograms {
  /** A syntax error: compile_error, the compiler's first lines naming the file. */
  broken: string;
  attacks?: Attacks;
}

/** What the host-and-network probe reads and dials: the host's secrets, this repository, the network. */
export const HOST_FILES = ['/etc/passwd', '/etc/shadow', '/etc/hostname', '/root', '/home', '/work', '/proc/1/environ'];
export const NETWORK_TARGETS: [host: string, port: number][] = [
  ['127.0.0.1', 5432],
  ['127.0.0.1', 7233],
  ['1.1.1.1', 53],
];

const cList = (items: string[]) => items.map((f) => JSON.stringify(f)).join(', ');

export const LANGUAGE_PROGRAMS: Record<string, LanguagePrograms> = {
  c: {
    broken: '#include <stdio.h>\nint main(void) {\n    printf("%d\\n", 1)\n    return 0;\n}\n',
    attacks: {
      runtimeError: '#include <stdio.h>\nint main(void) { int *p = 0; printf("%d\\n", *p); return 0; }\n',
      endlessLoop: 'int main(void) { volatile unsigned long n = 0; for (;;) n++; }\n',
      memoryBomb: [
        '#include <stdlib.h>',
        '#include <string.h>',
        'int main(void) { for (;;) { char *p = malloc(1 << 24); if (p) memset(p, 1, 1 << 24); } }',
      ].join('\n'),
      forkBomb: '#include <unistd.h>\nint main(void) { for (;;) fork(); }\n',
      outputFlood:
        '#include <stdio.h>\nint main(void) { for (;;) fputs("yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy", stdout); }\n',
      hostAndNetwork: [
        '#include <stdio.h>',
        '#include <dirent.h>',
        '#include <unistd.h>',
        '#include <arpa/inet.h>',
        '#include <sys/socket.h>',
        'int main(void) {',
        `    const char *files[] = { ${cList(HOST_FILES)} };`,
        '    for (unsigned i = 0; i < sizeof files / sizeof *files; i++) {',
        '        FILE *f = fopen(files[i], "r"); char buf[64];',
        '        if (f && fgets(buf, sizeof buf, f)) { printf("LEAK %s %s\\n", files[i], buf); return 0; }',
        '        DIR *d = opendir(files[i]); if (d && readdir(d)) { printf("LEAK %s\\n", files[i]); return 0; }',
        '    }',
        `    const char *hosts[] = { ${cList(NETWORK_TARGETS.map(([h]) => h))} };`,
        `    int ports[] = { ${NETWORK_TARGETS.map(([, p]) => p).join(', ')} };`,
        '    for (unsigned i = 0; i < sizeof ports / sizeof *ports; i++) {',
        '        struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(ports[i]) };',
        '        inet_pton(AF_INET, hosts[i], &a.sin_addr);',
        '        int s = socket(AF_INET, SOCK_STREAM, 0);',
        '        if (s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0) { printf("LEAK %s\\n", hosts[i]); return 0; }',
        '    }',
        '    puts("SEALED");',
        '    return 0;',
        '}',
      ].join('\n'),
      compiler: {
        'an include of /dev/zero': {
          code: '#include "/dev/zero"\nint main(void) { return 0; }\n',
          verdicts: ['compile_error'],
        },
        // The compiler's stdin is empty: it includes nothing.
        'an include of /dev/stdin': {
          code: '#include "/dev/stdin"\nint main(void) { return 0; }\n',
          verdicts: ['wrong_answer', 'compile_error'],
        },
        'an include of /dev/urandom': {
          code: '#include "/dev/urandom"\nint main(void) { return 0; }\n',
          verdicts: ['compile_error'],
        },
        'a huge constant array': {
          code: 'char big[1L << 30] = { 1 };\nint main(void) { return big[12345]; }\n',
          verdicts: ['compile_error'],
        },
        'a macro that expands without end': {
          code: '#define A(x) x x x x x x x x x x\n#define B(x) A(A(A(A(A(A(A(x)))))))\nint main(void) { B(B(int a;)) return 0; }\n',
          verdicts: ['compile_error'],
        },
      },
    },
  },
  cpp: { broken: '#include <iostream>\nint main() {\n    std::cout << 1 << "\\n"\n}\n' },
  csharp: { broken: 'using System;\nclass P {\n    static void Main() { Console.WriteLine(1) }\n}\n' },
  go: { broken: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(1\n}\n' },
  java: {
    broken:
      'public class Main {\n    public static void main(String[] args) {\n        System.out.println(1)\n    }\n}\n',
  },
  rust: { broken: 'fn main() {\n    println!("{}", 1)\n    let x = ;\n}\n' },
  ruby: {
    broken: 'def answer(\n  puts 1\n',
    attacks: {
      runtimeError: 'raise ArgumentError, "no answer"\n',
      endlessLoop: 'n = 0\nloop { n += 1 }\n',
      memoryBomb: 'hog = []\nloop { hog << ("x" * (1 << 24)) }\n',
      forkBomb: 'loop { fork rescue nil }\n',
      outputFlood: 'loop { $stdout.write("y" * 65536) }\n',
      hostAndNetwork: [
        "require 'socket'",
        `[${cList(HOST_FILES)}].each do |path|`,
        '  begin',
        '    found = File.directory?(path) ? Dir.children(path).first : File.read(path, 64)',
        '    (puts "LEAK #{path} #{found}"; exit) if found',
        '  rescue SystemCallError',
        '  end',
        'end',
        `[${NETWORK_TARGETS.map(([h, p]) => `[${JSON.stringify(h)}, ${p}]`).join(', ')}].each do |host, port|`,
        '  begin',
        '    Socket.tcp(host, port, connect_timeout: 1).close',
        '    puts "LEAK #{host}"',
        '    exit',
        '  rescue SystemCallError, SocketError, IOError',
        '  end',
        'end',
        'puts "SEALED"',
      ].join('\n'),
    },
  },
  php: { broken: '<?php\necho (1;\n' },
  bash: { broken: 'if [ 1 -eq 1 ]; then\n  echo 1\n' },
  perl: { broken: 'my $x = ;\nprint "$x\\n";\n' },
  lua: { broken: 'local = 1\nprint(1)\n' },
  haskell: { broken: 'main :: IO ()\nmain = print (1 +)\n  where x = \n' },
};
