"""The sandbox's PID 1: runs the program once per case, each time in a fresh state.

Started by bwrap (see bwrap.ts) as `python3 -I -S -c <this file> <options> -- <program argv>`.
stdin: the cases' inputs, each as "<program index> <byte length>\n<bytes>", read one case at a time.
stdout, one line each:
  ready
  case <i> <key>=<value> ...      stdout/stderr values are base64; mode=warm or mode=cold
  restart                         the sandbox is no longer pristine: the host goes on in a new one
Options: --wall-ms N --cpu-ms N --output-bytes N --stderr-bytes N --rlimit NAME:SOFT:HARD (repeated)
         --env NAME=VALUE (repeated) --cwd DIR --oom-counter FILE --pids-counter FILE --sample-tasks
         --program FILE (repeated: '{file}' in the command is the case's program)
         [--warm python|node|fork|jvm] [--runner FILE] [--server ARG (repeated: a fork or JVM runner's command)]

Cold, a case is the program's command run as a new process (a fresh runtime). Warm, the runtime
starts once: Python forks from this process after the program is compiled (the fork is the fresh
state: nothing of one case reaches the next), Node.js runs the program in a fresh V8 context of a
runner process per case (node-runner/), Java from a class loader of its own in a runner JVM
(jvm-runner/), Ruby and PHP in a fork of a runner of their own (fork-runner/). The host runs a warm case again, cold, unless it passed or
failed in a way it trusts (sandbox.ts).
"""
import atexit
import binascii
import builtins
import ctypes
import fcntl
import gc
import operator
import os
import resource
import select
import sys
import time
import types

import _signal as signal  # the C module: `signal` imports enum, ~5 ms per sandbox
import _thread

libc = ctypes.CDLL(None, use_errno=True)
PR_SET_DUMPABLE = 4
TASK_SAMPLE_SECONDS = 0.02
CPU_CHECK_SECONDS = 0.05
STRAY_GRACE_SECONDS = 0.2
FIONREAD = 0x541B  # the same on every architecture the seccomp filter knows (x86-64, arm64)
RUNNER_REPORT_KEYS = ('exit', 'cpu_us', 'max_rss_kib', 'out', 'err', 'output_exceeded', 'fallback', 'last')
CLOCK_TICKS = os.sysconf('SC_CLK_TCK')


def parse_options(args):
    opts = {'rlimits': [], 'env': {}, 'wall_ms': 5000, 'cpu_ms': 2000, 'output_bytes': 1 << 20, 'stderr_bytes': 4096,
            'cwd': '/tmp', 'oom_counter': None, 'pids_counter': None, 'sample_tasks': False,
            'warm': None, 'programs': [], 'runner': None, 'server': []}
    i = 0
    while args[i] != '--':
        name = args[i][2:].replace('-', '_')
        if name == 'sample_tasks':
            opts[name] = True
            i += 1
            continue
        value = args[i + 1]
        i += 2
        if name == 'rlimit':
            res, soft, hard = value.split(':')
            opts['rlimits'].append((getattr(resource, 'RLIMIT_' + res), int(soft), int(hard)))
        elif name in ('program', 'server'):
            opts[name + 's' if name == 'program' else name].append(value)
        elif name == 'env':
            key, _, val = value.partition('=')
            opts['env'][key] = val
        elif name in ('wall_ms', 'cpu_ms', 'output_bytes', 'stderr_bytes'):
            opts[name] = int(value)
        else:
            opts[name] = value
    opts['argv'] = args[i + 1:]
    return opts


class Inputs:
    """The cases' inputs from fd 0, one at a time, read exactly: the process holds no case but the
    current one (a warm Python case is a fork of it), and wipes it once the case is done. Later
    inputs wait in the pipe and in the host."""
    def next(self):
        header = bytearray()
        while not header.endswith(b'\n'):
            byte = os.read(0, 1)
            if not byte:
                if header:
                    raise EOFError('truncated input header')
                return None
            header += byte
        program, size = (int(n) for n in header.split())
        data = bytearray(size)
        view, filled = memoryview(data), 0
        while filled < size:
            n = os.readv(0, [view[filled:]])
            if n == 0:
                raise EOFError('truncated input')
            filled += n
        return program, data


def wipe(buffer):
    memoryview(buffer)[:] = bytes(len(buffer))


def read_counter(path, key):
    if path is None:
        return 0
    with open(path) as f:
        for line in f:
            name, _, value = line.partition(' ')
            if name == key:
                return int(value)
    return 0


def count_tasks():
    n = 0
    for name in os.listdir('/proc'):
        if name.isdigit() and name != '1':
            try:
                n += len(os.listdir('/proc/' + name + '/task'))
            except OSError:
                pass
    return n


def fingerprint():
    """What a program could leave behind for the next case: files in /tmp (or its mode, times, attributes),
    SysV IPC objects, keys. None when /tmp can't be listed (the program can make it unreadable)."""
    try:
        names = sorted(os.listdir('/tmp'))
        st = os.stat('/tmp')
        # ctime too: an extended attribute set, or times put back after a file came and went, change it
        parts = [repr((names, st.st_mode, st.st_atime_ns, st.st_mtime_ns, st.st_ctime_ns))]
    except OSError:
        return None
    for path in ('/proc/sysvipc/shm', '/proc/sysvipc/msg', '/proc/sysvipc/sem', '/proc/keys'):
        try:
            with open(path) as f:
                parts.append(f.read())
        except FileNotFoundError:  # a kernel without SysV IPC or keys
            parts.append('-')
    return '\n'.join(parts)


def kill_all_others():
    try:
        os.kill(-1, signal.SIGKILL)  # as PID 1: every process in the sandbox but us
    except ProcessLookupError:
        pass


def enter_case(opts, fds, rlimits, default_signals):
    """In a forked child: `fds` become 0, 1, 2, ... (the rest are closed), a new session, the case's
    limits, and the OOM killer's first choice."""
    os.setsid()
    high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 100) for fd in fds]  # none overwritten before it is moved
    for target, fd in enumerate(high):
        os.dup2(fd, target)
    os.closerange(len(fds), 1 << 20)
    signal.set_wakeup_fd(-1)
    # Python ignores SIGPIPE and SIGXFSZ: a program exec'd gets the defaults (a Python one ignores
    # them again itself), a warm Python case keeps them ignored, as a fresh python3 would.
    for sig in (signal.SIGPIPE, signal.SIGXFSZ, signal.SIGCHLD) if default_signals else (signal.SIGCHLD,):
        signal.signal(sig, signal.SIG_DFL)
    libc.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)  # ours again, /proc/self included (exec would too)
    with open('/proc/self/oom_score_adj', 'w') as f:  # the OOM killer takes the program, not us
        f.write('1000')
    for res, soft, hard in rlimits:
        _, max_hard = resource.getrlimit(res)
        if max_hard != resource.RLIM_INFINITY:  # limits can only be lowered
            hard = min(hard, max_hard)
        resource.setrlimit(res, (min(soft, hard), hard))
    os.chdir(opts['cwd'])


def exec_program(opts, fds, program):
    try:
        enter_case(opts, fds, opts['rlimits'], True)
        argv = [program if arg == '{file}' else arg for arg in opts['argv']]
        os.execvpe(argv[0], argv, opts['env'])
    except BaseException as e:
        cannot_start(e)


def run_python_here(opts, fds, program, code):
    """A warm Python case: this fork runs the compiled program as `python3 -I <file>` would. The
    interpreter's own std streams are reused (this process never buffered anything in them)."""
    try:
        enter_case(opts, fds, opts['rlimits'], False)
        os.environ.clear()
        os.environ.update(opts['env'])
        main = types.ModuleType('__main__')
        main.__file__ = program
        main.__builtins__ = builtins
        sys.modules['__main__'] = main
        sys.argv = [program]
        sys.orig_argv = [program if arg == '{file}' else arg for arg in opts['argv']]
        hide_driver_frames()
    except BaseException as e:
        cannot_start(e)
    try:
        exec(code, main.__dict__)
        status = 0
    except SystemExit as e:
        status = exit_status(e.code)
    except BaseException as e:
        sys.excepthook(type(e), e, e.__traceback__.tb_next)  # the program's frames only
        status = 1
    os._exit(python_exit(status))


def hide_driver_frames():
    """The recursion limit as a program run by python3 meets it: the driver's frames under the
    program's (and exec's level) are added to the limit, and left out of what sys reports or sets."""
    depth, frame = 0, sys._getframe(1)
    while frame:
        depth, frame = depth + 1, frame.f_back
    extra = depth + 1  # the driver's frames from run_python_here down, and exec's level
    set_limit, get_limit = sys.setrecursionlimit, sys.getrecursionlimit

    def setrecursionlimit(limit):
        limit = operator.index(limit)
        if limit < 1:
            raise ValueError('recursion limit must be greater or equal than 1')
        set_limit(limit + extra)

    set_limit(get_limit() + extra)
    sys.setrecursionlimit = setrecursionlimit
    sys.getrecursionlimit = lambda: get_limit() - extra
    # A new thread starts with no driver frames under it: it gets as many of its own, so that its
    # room under the raised limit is what python3 gives it.
    start_thread = _thread.start_new_thread

    def under_frames(n, function, args, kwargs):
        return function(*args, **kwargs) if n == 0 else under_frames(n - 1, function, args, kwargs)

    def start_new_thread(function, args, kwargs=None):
        return start_thread(under_frames, (extra - 1, function, args, kwargs or {}))

    _thread.start_new_thread = start_new_thread
    if 'threading' in sys.modules:
        sys.modules['threading']._start_new_thread = start_new_thread


def exit_status(code):
    """The exit status of `sys.exit(code)`, as the interpreter computes it."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xff
    try:
        sys.stderr.write('%s\n' % (code,))
    except BaseException:
        pass
    return 1


def python_exit(status):
    """What the interpreter does at exit that a program can notice (threads joined, atexit, the
    streams flushed), without tearing itself down: that would cost more than the fork did."""
    try:
        if 'threading' in sys.modules:
            sys.modules['threading']._shutdown()
        atexit._run_exitfuncs()
    except SystemExit as e:
        status = exit_status(e.code)
    except BaseException as e:
        sys.excepthook(type(e), e, e.__traceback__)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:
            status = 120
    # The interpreter's own streams are flushed as their objects are finalized, whatever a failure.
    for stream in (sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except BaseException:
            pass
    return status


def cannot_start(e):
    try:
        os.write(2, ('sandbox: cannot start the program: %s\n' % e).encode())
    finally:
        os._exit(127)


class Capture:
    """A pipe's bytes, all counted and the first `keep` kept, read into buffers of our own that are
    wiped once the case is reported: a warm Python case is a fork of this process, and no later
    case may find an earlier one's output (where it could have left what it worked out) in it."""
    def __init__(self, fd, keep):
        self.fd, self.keep, self.size, self.length = fd, keep, 0, 0
        self.chunk = bytearray(65536)
        self.buffer = bytearray(min(keep, 65536))

    def read(self):
        n = os.readv(self.fd, [self.chunk])
        self.size += n
        take = min(n, self.keep - self.length)
        if take > 0:
            if self.length + take > len(self.buffer):
                bigger = bytearray(min(self.keep, max(2 * len(self.buffer), self.length + take)))
                memoryview(bigger)[:self.length] = memoryview(self.buffer)[:self.length]
                wipe(self.buffer)
                self.buffer = bigger
            memoryview(self.buffer)[self.length:self.length + take] = memoryview(self.chunk)[:take]
            self.length += take
        return n > 0

    @property
    def data(self):
        return memoryview(self.buffer)[:self.length]

    def drain(self):
        while self.read():
            pass
        os.close(self.fd)
        wipe(self.chunk)

    def wipe(self):
        wipe(self.buffer)


class Feed:
    """The case's input, written into the program's stdin pipe as it reads (no memfd: the seccomp
    filter refuses memfd_create to everything in the sandbox, us included)."""
    def __init__(self, fd, data):
        self.fd, self.view = fd, memoryview(data)
        os.set_blocking(fd, False)

    def write(self):
        try:
            self.view = self.view[os.write(self.fd, self.view[:65536]):]
        except BlockingIOError:
            return True
        except OSError:  # the program closed its stdin or exited: the rest is not wanted
            self.view = self.view[:0]
        return bool(self.view)

    def close(self):
        os.close(self.fd)


def run_case(opts, data, wake_r, launch, server=None):
    """One case in a new child process: `launch(fds)` runs in the child and never returns. With a
    fork server, the server starts the case's process instead (or None: it could not)."""
    stdin, in_w = os.pipe()
    feed = Feed(in_w, data)
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    out = Capture(out_r, opts['output_bytes'] + 1)
    err = Capture(err_r, opts['stderr_bytes'])
    oom_before = read_counter(opts['oom_counter'], 'oom_kill')
    pids_before = read_counter(opts['pids_counter'], 'max')

    start = time.monotonic()
    if server:
        pid = server.launch([stdin, out_w, err_w])
    else:
        pid = os.fork()
        if pid == 0:
            launch([stdin, out_w, err_w])
    for fd in (stdin, out_w, err_w):
        os.close(fd)
    if pid is None:
        for fd in (in_w, out_r, err_r):
            os.close(fd)
        return None

    poller = select.poll()
    for fd in (out_r, err_r, wake_r):
        poller.register(fd, select.POLLIN)
    feeding = feed.write()
    if feeding:
        poller.register(in_w, select.POLLOUT)
    else:
        feed.close()
    deadline = start + opts['wall_ms'] / 1000
    status, cpu, max_rss, peak = None, 0.0, 0, 0
    timed_out = output_exceeded = False

    def reap(flags):
        nonlocal status, cpu, max_rss
        while True:
            try:
                child, st, usage = os.wait4(-1, flags)
            except ChildProcessError:
                return
            if child == 0:
                return
            if server and child == server.pid:  # the case killed it: the server's time is not the case's
                server.lost()
                continue
            cpu += usage.ru_utime + usage.ru_stime
            max_rss = max(max_rss, usage.ru_maxrss)
            if child == pid:
                status = st

    while status is None:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            break
        if opts['sample_tasks']:
            left = min(left, TASK_SAMPLE_SECONDS)
        for fd, _ in poller.poll(left * 1000):
            if fd == wake_r:
                os.read(wake_r, 4096)
            elif fd == in_w:
                if not feed.write():
                    poller.unregister(in_w)
                    feed.close()
                    feeding = False
            elif not (out if fd == out_r else err).read():
                poller.unregister(fd)
        if opts['sample_tasks']:
            peak = max(peak, count_tasks())
        reap(os.WNOHANG)
        if out.size > opts['output_bytes']:
            output_exceeded = True
            break
    wall = time.monotonic() - start

    if opts['sample_tasks']:
        peak = max(peak, count_tasks())
    if server and server.pid:
        server.end_case(pid, reap)
    else:
        kill_all_others()
    if feeding:
        feed.close()
    out.drain()
    err.drain()
    reap(os.WNOHANG if server and server.pid else 0)  # a runner still there is not the case's to wait for

    return case_fields(opts, status, cpu * 1000, wall, max_rss, timed_out, output_exceeded or out.size > opts['output_bytes'],
                       oom_before, pids_before, peak, out, err)


def case_fields(opts, status, cpu_ms, wall, max_rss, timed_out, output_exceeded, oom_before, pids_before, peak, stdout, stderr):
    """The case's report; stdout and stderr are Captures (or bytes), sent by report_case."""
    return [
        ('exit', os.WEXITSTATUS(status) if os.WIFEXITED(status) else '-'),
        ('signal', os.WTERMSIG(status) if os.WIFSIGNALED(status) else '-'),
        ('cpu_ms', '%.3f' % cpu_ms),
        ('wall_ms', '%.3f' % (wall * 1000)),
        ('max_rss_kib', max_rss),
        ('timed_out', int(timed_out)),
        ('output_exceeded', int(output_exceeded)),
        ('oom_kills', read_counter(opts['oom_counter'], 'oom_kill') - oom_before),
        ('pids_limit_hits', read_counter(opts['pids_counter'], 'max') - pids_before),
        ('peak_tasks', peak),
        ('stdout', stdout),
        ('stderr', stderr),
    ]


class ForkServer:
    """A warm runtime that forks (Ruby, PHP): the language's runner (fork-runner/) starts once for a
    program, with every limit but RLIMIT_CPU, and for each case receives the case's stdin, stdout and
    stderr over a Unix socket (fd 3), forks twice and answers the pid of a grandchild, which becomes
    ours once its parent exits (we are PID 1): a process of the case like a cold one, whose end, CPU
    time and memory we read with wait4 as we do any case's. The grandchild enters the case (a new
    session, its RLIMIT_CPU) and runs the program in the runtime its runner started."""
    def __init__(self, opts, program):
        self.opts, self.program, self.pid, self.sock = opts, program, None, None
        self.rlimits = [r for r in opts['rlimits'] if r[0] != resource.RLIMIT_CPU]

    def start(self):
        import _socket
        self.sock, theirs = _socket.socketpair(_socket.AF_UNIX, _socket.SOCK_STREAM)
        null_r, null_w = os.pipe()
        os.close(null_w)
        self.pid = os.fork()
        if self.pid == 0:
            try:
                enter_case(self.opts, [null_r, 2, 2, theirs.fileno()], self.rlimits, True)
                cpu = str(-(-self.opts['cpu_ms'] // 1000))
                argv = [self.program if a == '{file}' else cpu if a == '{cpu}' else a for a in self.opts['server']]
                os.execvpe(argv[0], argv, self.opts['env'])
            except BaseException as e:
                cannot_start(e)
        os.close(null_r)
        theirs.close()

    def launch(self, fds):
        """Hands the case's streams to the runner; the pid of the case's process, or None."""
        import _socket
        if self.pid is None:
            self.start()
        try:
            for fd in fds:
                self.sock.sendmsg([b'f'], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, fd.to_bytes(4, sys.byteorder))])
            # One deadline for the whole answer, and a short one: a line that is not a pid (a case
            # of an earlier program could not write here: the runner's socket is closed in a case).
            deadline = time.monotonic() + self.opts['wall_ms'] / 1000
            line = b''
            while not line.endswith(b'\n'):
                left = deadline - time.monotonic()
                if left <= 0 or len(line) > 12:
                    raise OSError('no pid from the runner')
                self.sock.settimeout(left)
                chunk = self.sock.recv(16)
                if not chunk:
                    raise OSError('the runner ended')
                line += chunk
            pid = int(line)
            if pid <= 1:
                raise ValueError(pid)
            return pid
        except (OSError, ValueError):
            self.stop()
            return None

    def end_case(self, pid, reap):
        """Kills the case's processes (its session's group) and reaps them, nothing of the runner's;
        if the case left a process that did not go with its group, every process goes, the runner
        too (the next case starts a new one)."""
        for target in (-pid, pid):
            try:
                os.kill(target, signal.SIGKILL)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + STRAY_GRACE_SECONDS
        while self.pid is not None:
            reap(os.WNOHANG)
            if self.pid is None or not self.strays():
                return
            if time.monotonic() > deadline:
                self.stop()
                return
            time.sleep(0.001)

    def strays(self):
        """Processes beside us, the runner and the runner's own children (a grandchild's parent, exiting)."""
        return any(name.isdigit() and name not in ('1', str(self.pid)) and not self.is_runners(name)
                   for name in os.listdir('/proc'))

    def is_runners(self, name):
        """A child the runner has not reaped yet (the grandchild's parent, exiting)."""
        try:
            with open('/proc/%s/stat' % name) as f:
                return int(f.read().rpartition(')')[2].split()[1]) == self.pid
        except (OSError, ValueError, IndexError):
            return False

    def lost(self):
        self.sock.close()
        self.pid, self.sock = None, None

    def stop(self):
        """Every process goes, the runner's with it (its time is not a case's: reaped here)."""
        if self.pid is None:
            return
        kill_all_others()
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        self.lost()


class NodeRunner:
    """The warm Node.js runner (node-runner/main.js), or the JVM runner (jvm-runner/, `--warm jvm`,
    started by the `--server` command): one process for as many cases as it can take.
    Its control channel (fd 3) gets each case's input, its report channel (fd 4) gives each case's
    exit code, CPU time and output. Its CPU time is also read here, from /proc, so that a case that
    spins is stopped at its limit whatever the runner says."""
    def __init__(self, opts):
        self.opts, self.pid, self.ctl, self.rep = opts, None, None, None
        self.stdin_probe, self.stray = None, None
        # RLIMIT_CPU would add up over the cases: the CPU limit is held per case here instead.
        self.rlimits = [r for r in opts['rlimits'] if r[0] != resource.RLIMIT_CPU]

    def start(self):
        ctl_r, self.ctl = os.pipe()
        self.rep, rep_w = os.pipe()
        # The runner's own stdin holds one byte and its stdout and stderr lead here: a program that
        # reads or writes them past the case's own streams (which the runner does not model) is seen
        # doing so (bypassed), and its case is run again cold.
        stdin_r, stdin_w = os.pipe()
        os.write(stdin_w, b'\n')
        os.close(stdin_w)
        self.stdin_probe = os.dup(stdin_r)
        self.stray, stray_w = os.pipe2(os.O_NONBLOCK)
        self.pid = os.fork()
        if self.pid == 0:
            try:
                enter_case(self.opts, [stdin_r, stray_w, stray_w, ctl_r, rep_w], self.rlimits, True)
                # Zero-filled buffers: no case's Buffer.allocUnsafe finds what an earlier one freed.
                command = self.opts['server'] or ['node', '--zero-fill-buffers', self.opts['runner']]
                argv = command + [str(self.opts['output_bytes']), str(self.opts['stderr_bytes'])] + self.opts['programs']
                os.execvpe(argv[0], argv, self.opts['env'])
            except BaseException as e:
                cannot_start(e)
        for fd in (ctl_r, rep_w, stdin_r, stray_w):
            os.close(fd)

    def stop(self):
        if self.pid is None:
            return
        kill_all_others()
        for fd in (self.ctl, self.rep, self.stdin_probe, self.stray):
            os.close(fd)
        self.pid, self.ctl, self.rep, self.stdin_probe, self.stray = None, None, None, None, None

    def drain_stray(self):
        """Reads what reached the runner's own stdout or stderr; True when anything did."""
        seen = False
        try:
            while os.read(self.stray, 1 << 16):
                seen = True
        except BlockingIOError:
            pass
        return seen

    def bypassed(self):
        """Whether anything reached the runner's own stdout or stderr, or read its own stdin."""
        stray = self.drain_stray()
        waiting = fcntl.ioctl(self.stdin_probe, FIONREAD, b'\0\0\0\0')
        return stray or int.from_bytes(waiting, sys.byteorder) == 0

    def cpu_ticks(self):
        """The runner's CPU time and that of the children it has waited for, in clock ticks."""
        try:
            with open('/proc/%d/stat' % self.pid) as f:
                fields = f.read().rpartition(')')[2].split()
            return sum(int(field) for field in fields[11:15])
        except (OSError, IndexError, ValueError):
            return 0

    def others(self):
        """Processes in the sandbox beside the runner (a case's child, running or not yet reaped)."""
        return any(name.isdigit() and name not in ('1', str(self.pid)) for name in os.listdir('/proc'))


def run_node_case(opts, runner, program, data, wake_r):
    """One warm Node.js case, or None when the program cannot run warm (it goes cold)."""
    if runner.pid is None:
        runner.start()
    oom_before = read_counter(opts['oom_counter'], 'oom_kill')
    pids_before = read_counter(opts['pids_counter'], 'max')
    ticks_before = runner.cpu_ticks()
    cpu_ticks_limit = opts['cpu_ms'] / 1000 * CLOCK_TICKS
    message = bytearray(b'%d %d\n' % (program, len(data))) + data
    feed = Feed(runner.ctl, message)
    poller = select.poll()
    poller.register(runner.rep, select.POLLIN)
    poller.register(runner.stray, select.POLLIN)
    poller.register(wake_r, select.POLLIN)
    stray = False
    if feed.write():
        poller.register(runner.ctl, select.POLLOUT)
    start = time.monotonic()
    deadline = start + opts['wall_ms'] / 1000
    received, report, status = bytearray(), None, None
    timed_out = False
    peak = 0
    while report is None:
        left = deadline - time.monotonic()
        if left <= 0 or runner.cpu_ticks() - ticks_before > cpu_ticks_limit:
            timed_out = True
            break
        for fd, _ in poller.poll(min(left, CPU_CHECK_SECONDS) * 1000):
            if fd == wake_r:
                os.read(wake_r, 4096)
            elif fd == runner.stray:
                stray = runner.drain_stray() or stray
            elif fd == runner.ctl:
                if not feed.write():
                    poller.unregister(runner.ctl)
            else:
                chunk = os.read(runner.rep, 1 << 16)
                if not chunk:
                    poller.unregister(runner.rep)
                    report = False
                    break
                received += chunk
                report = parse_runner_report(received)
                if report is False:
                    break
        if opts['sample_tasks']:
            peak = max(peak, count_tasks())
        if report is None:
            child, st = os.waitpid(runner.pid, os.WNOHANG)
            if child:
                status, report = st, False
    wall = time.monotonic() - start
    if opts['sample_tasks']:
        peak = max(peak, count_tasks())
    if report and report['fallback']:
        runner.stop()
        return None
    # The runner's own figure is exact but the program could forge it; /proc's counts children too.
    cpu_ms = (runner.cpu_ticks() - ticks_before) * 1000 / CLOCK_TICKS
    sure = True
    if report:
        reported = report['cpu_us'] / 1000
        cpu_ms = cpu_ms if cpu_ms > reported + 2000 / CLOCK_TICKS else reported  # ticks are coarse
        max_rss = report['max_rss_kib']
        status = report['exit'] << 8
        stdout, stderr = report['stdout'], report['stderr']
        # Bytes past the report, a process beside the runner whose CPU time is not counted yet, or
        # streams used past the runner's model: this case's result is not the runner's alone, and
        # the host runs it again cold.
        sure = not report['extra'] and not runner.others() and not stray and not runner.bypassed()
        if report['last'] or not sure:
            runner.stop()
    else:
        # Killed (wall clock, CPU) or died (the OOM killer, a crash, an exit the runner did not
        # see): the runner goes with the case, whose output went with it; it runs again cold.
        stdout = stderr = b''
        max_rss = 0
        sure = False
        pid = runner.pid
        runner.stop()
        if status is None:
            status = os.waitpid(pid, 0)[1]
    reap_all(runner)
    output_exceeded = bool(report and report['output_exceeded'])
    fields = case_fields(opts, status, cpu_ms, wall, max_rss, timed_out, output_exceeded, oom_before, pids_before, peak, stdout, stderr)
    return fields + [('sure', int(sure))]


def parse_runner_report(received):
    eol = received.find(b'\n')
    if eol < 0:
        return None
    try:
        header = dict(field.split('=') for field in received[:eol].decode().split()[1:])
        report = {key: int(header[key]) for key in RUNNER_REPORT_KEYS}
    except (ValueError, KeyError, UnicodeDecodeError):
        return False  # not the runner's: the case is lost, and run again cold
    if report['out'] < 0 or report['err'] < 0:
        return False
    end = eol + 1 + report['out'] + report['err']
    if len(received) < end:
        return None
    report['stdout'] = bytes(received[eol + 1:eol + 1 + report['out']])
    report['stderr'] = bytes(received[eol + 1 + report['out']:end])
    report['extra'] = len(received) > end
    return report


def reap_all(runner):
    """Every child that has ended (the runner's strays come to us as PID 1); all of them once the
    runner is gone."""
    while True:
        try:
            child, _ = os.waitpid(-1, os.WNOHANG if runner.pid else 0)
        except ChildProcessError:
            return
        if child == 0:
            return
        if child == runner.pid:
            runner.stop()


def out_of_time(opts, fields):
    values = dict(fields)
    return values['timed_out'] == 1 or float(values['cpu_ms']) > opts['cpu_ms'] or values['signal'] == signal.SIGXCPU


def compile_python(path):
    """The program's code object, or None when it does not compile (cold, python3 says why)."""
    try:
        with open(path, 'rb') as f:
            return compile(f.read(), path, 'exec')
    except (SyntaxError, ValueError, OSError):
        return None


def report(line):
    sys.stdout.write(line + '\n')
    sys.stdout.flush()


def report_case(opts, i, fields):
    """One case's line, its stdout and stderr in base64, written from the captures' own buffers and
    every copy wiped after (a warm Python case is a fork of this process: see Capture)."""
    limits = {'stdout': opts['output_bytes'], 'stderr': opts['stderr_bytes']}
    head = ' '.join('%s=%s' % f for f in fields if f[0] not in limits)
    parts = [('case %d %s' % (i, head)).encode()]
    encoded = []
    for name, limit in limits.items():
        output = dict(fields)[name]
        view = output.data if isinstance(output, Capture) else memoryview(output)
        encoded.append(binascii.b2a_base64(view[:limit], newline=False))
        parts += [b' %s=' % name.encode(), encoded[-1]]
        if isinstance(output, Capture):
            output.wipe()
    view = memoryview(b''.join(parts + [b'\n']))
    written = 0
    while written < len(view):
        written += os.write(1, view[written:])
    for copy in encoded + [view.obj]:
        wipe_bytes(copy)


def wipe_bytes(data):
    """Overwrites a bytes object in place (no copy of it may outlive its use here)."""
    libc.memset(ctypes.c_char_p(data), 0, ctypes.c_size_t(len(data)))


def main():
    # The program runs under our uid: keep it out of /proc/1/{fd,mem,environ} (our report channel
    # is fd 1) and unable to ptrace us. Being PID 1 already makes us immune to its signals.
    if libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), 'prctl(PR_SET_DUMPABLE, 0)')
    opts = parse_options(sys.argv[1:])
    warm, programs = opts['warm'], opts['programs']
    # Programs that run warm: Python ones that compile (else python3 says why, cold), all Node.js
    # ones until the runner says it cannot take one.
    codes = [compile_python(p) for p in programs] if warm == 'python' else [None] * len(programs)
    warm_programs = {i for i, code in enumerate(codes) if code is not None} if warm == 'python' else set(range(len(programs))) if warm else set()
    if warm == 'python' and warm_programs:
        import site  # what `python3 -I` has: site-packages, exit(), quit(), help()
        site.main()
        gc.freeze()  # the forks' collections leave these objects (and their pages) alone
    runner = NodeRunner(opts)
    server = None
    inputs = Inputs()
    wake_r, wake_w = os.pipe2(os.O_NONBLOCK | os.O_CLOEXEC)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    pristine = fingerprint()
    if pristine is None:
        raise RuntimeError('cannot take the sandbox fingerprint')
    report('ready')
    i = 0
    while True:
        case = inputs.next()
        if case is None or (i > 0 and fingerprint() != pristine):
            if case is not None:
                report('restart')
            runner.stop()  # reaped here, so its CPU time is counted with ours
            if server:
                server.stop()
            reap_all(runner)
            return
        program, data = case
        path = programs[program]
        fields = None
        if program in warm_programs and warm in ('node', 'jvm'):
            fields = run_node_case(opts, runner, program, data, wake_r)
        elif program in warm_programs and warm == 'fork':
            if server is None or server.program != path:  # a program's cases come one after another
                if server:
                    server.stop()
                server = ForkServer(opts, path)
            fields = run_case(opts, data, wake_r, None, server)
        elif program in warm_programs:
            fields = run_case(opts, data, wake_r, lambda fds: run_python_here(opts, fds, path, codes[program]))
        mode = 'warm' if fields else 'cold'
        if fields and (out_of_time(opts, fields) or ('sure', 0) in fields):
            # The host runs this case again cold; the program's later cases go cold from here, so
            # that a program that runs out of time (or past the runner's model) does so once warm,
            # not on every case.
            warm_programs.discard(program)
        if not fields:
            warm_programs.discard(program)
            if runner.pid:
                runner.stop()
                reap_all(runner)
            if server:
                server.stop()
            fields = run_case(opts, data, wake_r, lambda fds: exec_program(opts, fds, path))
        fields.append(('mode', mode))
        report_case(opts, i, fields)
        wipe(data)
        i += 1

main()
