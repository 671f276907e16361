"""The sandbox's PID 1: runs the program once per case, each time in a fresh process.

Started by bwrap (see bwrap.ts) as `python3 -I -S -c <this file> <options> -- <program argv>`.
stdin: the cases' inputs, each as "<byte length>\n<bytes>".
stdout, one line each:
  ready
  case <i> <key>=<value> ...      stdout/stderr values are base64
  restart                         the sandbox is no longer pristine: the host goes on in a new one
Options: --wall-ms N --output-bytes N --stderr-bytes N --rlimit NAME:SOFT:HARD (repeated)
         --env NAME=VALUE (repeated) --cwd DIR --oom-counter FILE --pids-counter FILE --sample-tasks
"""
import binascii
import ctypes
import os
import resource
import select
import sys
import time

import _signal as signal  # the C module: `signal` imports enum, ~5 ms per sandbox

libc = ctypes.CDLL(None, use_errno=True)
PR_SET_DUMPABLE = 4
TASK_SAMPLE_SECONDS = 0.02


def parse_options(args):
    opts = {'rlimits': [], 'env': {}, 'wall_ms': 5000, 'output_bytes': 1 << 20, 'stderr_bytes': 4096,
            'cwd': '/tmp', 'oom_counter': None, 'pids_counter': None, 'sample_tasks': False}
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
        elif name == 'env':
            key, _, val = value.partition('=')
            opts['env'][key] = val
        elif name in ('wall_ms', 'output_bytes', 'stderr_bytes'):
            opts[name] = int(value)
        else:
            opts[name] = value
    opts['argv'] = args[i + 1:]
    return opts


def read_inputs():
    data = sys.stdin.buffer.read()
    inputs, pos = [], 0
    while pos < len(data):
        eol = data.index(b'\n', pos)
        size = int(data[pos:eol])
        inputs.append(data[eol + 1:eol + 1 + size])
        pos = eol + 1 + size
    return inputs


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
    """What a program could leave behind for the next case: files in /tmp (or its mode and times),
    SysV IPC objects, keys. None when /tmp can't be listed (the program can make it unreadable)."""
    try:
        names = sorted(os.listdir('/tmp'))
        st = os.stat('/tmp')
        parts = [repr((names, st.st_mode, st.st_atime_ns, st.st_mtime_ns))]
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


def exec_program(opts, stdin, out_w, err_w):
    try:
        os.setsid()
        os.dup2(stdin, 0)
        os.dup2(out_w, 1)
        os.dup2(err_w, 2)
        os.closerange(3, 1 << 20)
        for sig in (signal.SIGPIPE, signal.SIGXFSZ, signal.SIGCHLD):  # Python ignores the first two
            signal.signal(sig, signal.SIG_DFL)
        libc.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)  # ours again, /proc/self included (exec would too)
        with open('/proc/self/oom_score_adj', 'w') as f:  # the OOM killer takes the program, not us
            f.write('1000')
        for res, soft, hard in opts['rlimits']:
            _, max_hard = resource.getrlimit(res)
            if max_hard != resource.RLIM_INFINITY:  # limits can only be lowered
                hard = min(hard, max_hard)
            resource.setrlimit(res, (min(soft, hard), hard))
        os.chdir(opts['cwd'])
        os.execvpe(opts['argv'][0], opts['argv'], opts['env'])
    except BaseException as e:
        try:
            os.write(2, ('sandbox: cannot start the program: %s\n' % e).encode())
        finally:
            os._exit(127)


class Capture:
    def __init__(self, fd, keep):
        self.fd, self.keep, self.data, self.size = fd, keep, bytearray(), 0

    def read(self):
        chunk = os.read(self.fd, 65536)
        self.size += len(chunk)
        if len(self.data) < self.keep:
            self.data += chunk[:self.keep - len(self.data)]
        return bool(chunk)

    def drain(self):
        while self.read():
            pass
        os.close(self.fd)


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


def run_case(opts, data, wake_r):
    stdin, in_w = os.pipe()
    feed = Feed(in_w, data)
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    out = Capture(out_r, opts['output_bytes'] + 1)
    err = Capture(err_r, opts['stderr_bytes'])
    oom_before = read_counter(opts['oom_counter'], 'oom_kill')
    pids_before = read_counter(opts['pids_counter'], 'max')

    start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        os.close(in_w)
        exec_program(opts, stdin, out_w, err_w)
    for fd in (stdin, out_w, err_w):
        os.close(fd)

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
    kill_all_others()
    if feeding:
        feed.close()
    out.drain()
    err.drain()
    reap(0)

    fields = [
        ('exit', os.WEXITSTATUS(status) if os.WIFEXITED(status) else '-'),
        ('signal', os.WTERMSIG(status) if os.WIFSIGNALED(status) else '-'),
        ('cpu_ms', '%.3f' % (cpu * 1000)),
        ('wall_ms', '%.3f' % (wall * 1000)),
        ('max_rss_kib', max_rss),
        ('timed_out', int(timed_out)),
        ('output_exceeded', int(output_exceeded or out.size > opts['output_bytes'])),
        ('oom_kills', read_counter(opts['oom_counter'], 'oom_kill') - oom_before),
        ('pids_limit_hits', read_counter(opts['pids_counter'], 'max') - pids_before),
        ('peak_tasks', peak),
        ('stdout', binascii.b2a_base64(out.data[:opts['output_bytes']], newline=False).decode()),
        ('stderr', binascii.b2a_base64(err.data, newline=False).decode()),
    ]
    return ' '.join('%s=%s' % f for f in fields)


def report(line):
    sys.stdout.write(line + '\n')
    sys.stdout.flush()


def main():
    # The program runs under our uid: keep it out of /proc/1/{fd,mem,environ} (our report channel
    # is fd 1) and unable to ptrace us. Being PID 1 already makes us immune to its signals.
    if libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), 'prctl(PR_SET_DUMPABLE, 0)')
    opts = parse_options(sys.argv[1:])
    inputs = read_inputs()
    wake_r, wake_w = os.pipe2(os.O_NONBLOCK | os.O_CLOEXEC)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    pristine = fingerprint()
    if pristine is None:
        raise RuntimeError('cannot take the sandbox fingerprint')
    report('ready')
    for i, data in enumerate(inputs):
        report('case %d %s' % (i, run_case(opts, data, wake_r)))
        if i + 1 < len(inputs) and fingerprint() != pristine:
            report('restart')
            return


main()
