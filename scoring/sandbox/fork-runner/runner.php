<?php
// The warm PHP runner (driver.py's ForkServer): started once for a program, as `php runner.php
// <program> <cpu seconds>`. Its own stdin, stdout and stderr are closed, so that the streams each
// case receives on fd 3 take their numbers 0, 1 and 2; it forks twice and answers the grandchild's
// pid: the grandchild, a process of the case's own once its parent has exited, takes a new session
// and its CPU limit and includes the program at the top level, as `php <program>` runs it.
define('FORK_RUNNER_PROGRAM', $argv[1]);
define('FORK_RUNNER_CPU', (int) $argv[2]);
/** Holds the case's streams for the case's life: a resource let go of closes its descriptor. */
function fork_runner_keep(array $streams): void
{
    static $kept;
    $kept = $streams;
}
$fork_runner_libc = FFI::cdef('int close(int fd); int prctl(int option, unsigned long a, unsigned long b, unsigned long c, unsigned long d);');
// Not dumpable: a case (same uid) can neither open /proc/<runner>/mem nor ptrace it, so nothing a
// case does reaches the next case through the runner. Each case is dumpable again, as `php` is.
if ($fork_runner_libc->prctl(4, 0, 0, 0, 0) !== 0) {
    exit(1);
}
// php://fd/3 opens a copy of the socket: the original goes, so that a case holds none of it.
$fork_runner_control = socket_import_stream(fopen('php://fd/3', 'r+'));
foreach ([0, 1, 2, 3] as $fork_runner_fd) {
    $fork_runner_libc->close($fork_runner_fd);
}
while (true) {
    $fork_runner_streams = [];
    foreach ([0, 1, 2] as $fork_runner_fd) {
        $fork_runner_message = ['buffer_size' => 1, 'controllen' => socket_cmsg_space(SOL_SOCKET, SCM_RIGHTS, 1)];
        if (!socket_recvmsg($fork_runner_control, $fork_runner_message) || empty($fork_runner_message['control'])) {
            exit(0);
        }
        $fork_runner_streams[] = $fork_runner_message['control'][0]['data'][0];
    }
    $fork_runner_parent = pcntl_fork();
    if ($fork_runner_parent === 0) {
        $fork_runner_case = pcntl_fork();
        if ($fork_runner_case === 0) {
            break;
        }
        socket_write($fork_runner_control, "$fork_runner_case\n");
        posix_kill(getmypid(), SIGKILL);
    }
    foreach ($fork_runner_streams as $fork_runner_stream) {
        fclose($fork_runner_stream);
    }
    pcntl_waitpid($fork_runner_parent, $fork_runner_status);
}
socket_close($fork_runner_control);
fork_runner_keep($fork_runner_streams);
$fork_runner_libc->prctl(4, 1, 0, 0, 0);
posix_setsid();
posix_setrlimit(POSIX_RLIMIT_CPU, FORK_RUNNER_CPU, FORK_RUNNER_CPU + 1);
unset($fork_runner_control, $fork_runner_libc, $fork_runner_fd, $fork_runner_streams, $fork_runner_message);
unset($fork_runner_parent, $fork_runner_case, $fork_runner_stream, $fork_runner_status);
$argv = [FORK_RUNNER_PROGRAM];
$argc = 1;
$_SERVER['argv'] = $argv;
$_SERVER['argc'] = $argc;
$_SERVER['PHP_SELF'] = $_SERVER['SCRIPT_NAME'] = $_SERVER['SCRIPT_FILENAME'] = $_SERVER['PATH_TRANSLATED'] = FORK_RUNNER_PROGRAM;
include FORK_RUNNER_PROGRAM;
