# The warm Ruby runner (driver.py's ForkServer): started once for a program, as `ruby runner.rb
# <program> <cpu seconds>`, with RubyGems loaded as a cold `ruby` has them. For each case it
# receives the case's stdin, stdout and stderr on fd 3, forks twice and answers the grandchild's
# pid: the grandchild, a process of the case's own once its parent has exited, takes the streams,
# a new session and its CPU limit, and runs the program compiled once here.
require 'fiddle'
require 'socket'

# Not dumpable: a case (same uid) can neither open /proc/<runner>/mem nor ptrace it, so nothing a
# case does reaches the next case through the runner. Each case is dumpable again, as `ruby` is.
PRCTL = Fiddle::Function.new(Fiddle.dlopen(nil)['prctl'], [Fiddle::TYPE_INT] + [Fiddle::TYPE_LONG] * 4, Fiddle::TYPE_INT)
PR_SET_DUMPABLE = 4
raise 'prctl(PR_SET_DUMPABLE, 0) failed' unless PRCTL.call(PR_SET_DUMPABLE, 0, 0, 0, 0).zero?

path = ARGV[0]
cpu_seconds = Integer(ARGV[1])
ARGV.clear
control = UNIXSocket.for_fd(3)
program = RubyVM::InstructionSequence.compile_file(path)

loop do
  streams = Array.new(3) { control.recv_io }
  parent = fork do
    case_pid = fork do
      control.close
      PRCTL.call(PR_SET_DUMPABLE, 1, 0, 0, 0)
      Process.setsid
      [$stdin, $stdout, $stderr].zip(streams).each { |io, stream| io.reopen(stream) }
      streams.each(&:close)
      Process.setrlimit(:CPU, cpu_seconds, cpu_seconds + 1)
      $0 = path
      program.eval
    end
    control.write("#{case_pid}\n")
    exit!(0)
  end
  streams.each(&:close)
  Process.wait(parent)
rescue EOFError, Errno::ECONNRESET, SocketError
  exit!(0)
end
