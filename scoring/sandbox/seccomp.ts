import { arch } from 'node:os';

/**
 * The seccomp filter every process of a sandbox runs under (bubblewrap's `--seccomp`, which takes
 * the compiled classic-BPF program). It refuses, with EPERM, the system calls no solution needs and
 * that would let a program reach past its limits or into the kernel: anonymous memory files
 * (memfd_create, whose pages escape RLIMIT_AS), ptrace and cross-process memory access, mounts and
 * namespaces, keyrings, bpf, userfaultfd, perf events, io_uring, modules, kexec, swap, reboot, and
 * raw or packet sockets. A call from another architecture (x32 on x86-64 included) kills the process.
 */

/** Syscall numbers per architecture, from the kernel's unistd headers (aarch64 uses the generic table). */
const DENIED: Record<'x64' | 'arm64', Record<string, number>> = {
  x64: {
    memfd_create: 319,
    memfd_secret: 447,
    ptrace: 101,
    process_vm_readv: 310,
    process_vm_writev: 311,
    mount: 165,
    umount2: 166,
    pivot_root: 155,
    chroot: 161,
    setns: 308,
    unshare: 272,
    open_tree: 428,
    move_mount: 429,
    fsopen: 430,
    fsconfig: 431,
    fsmount: 432,
    fspick: 433,
    mount_setattr: 442,
    open_by_handle_at: 304,
    name_to_handle_at: 303,
    keyctl: 250,
    add_key: 248,
    request_key: 249,
    bpf: 321,
    userfaultfd: 323,
    perf_event_open: 298,
    io_uring_setup: 425,
    io_uring_enter: 426,
    io_uring_register: 427,
    init_module: 175,
    finit_module: 313,
    delete_module: 176,
    kexec_load: 246,
    kexec_file_load: 320,
    swapon: 167,
    swapoff: 168,
    reboot: 169,
    syslog: 103,
    acct: 163,
    quotactl: 179,
    vhangup: 153,
  },
  arm64: {
    memfd_create: 279,
    memfd_secret: 447,
    ptrace: 117,
    process_vm_readv: 270,
    process_vm_writev: 271,
    mount: 40,
    umount2: 39,
    pivot_root: 41,
    chroot: 51,
    setns: 268,
    unshare: 97,
    open_tree: 428,
    move_mount: 429,
    fsopen: 430,
    fsconfig: 431,
    fsmount: 432,
    fspick: 433,
    mount_setattr: 442,
    open_by_handle_at: 265,
    name_to_handle_at: 264,
    keyctl: 219,
    add_key: 217,
    request_key: 218,
    bpf: 280,
    userfaultfd: 282,
    perf_event_open: 241,
    io_uring_setup: 425,
    io_uring_enter: 426,
    io_uring_register: 427,
    init_module: 105,
    finit_module: 273,
    delete_module: 106,
    kexec_load: 104,
    kexec_file_load: 294,
    swapon: 224,
    swapoff: 225,
    reboot: 142,
    syslog: 116,
    acct: 89,
    quotactl: 60,
    vhangup: 58,
  },
};

const SOCKET: Record<'x64' | 'arm64', number> = { x64: 41, arm64: 198 };
const AUDIT_ARCH: Record<'x64' | 'arm64', number> = { x64: 0xc000003e, arm64: 0xc00000b7 };
/** x32 system calls are the x86-64 numbers with this bit set: they would bypass the list. */
const X32_SYSCALL_BIT = 0x40000000;
const AF_PACKET = 17;
const SOCK_RAW = 3;
const SOCK_TYPE_MASK = 0xf;
const EPERM = 1;

const RET_ALLOW = 0x7fff0000;
const RET_ERRNO = 0x00050000;
const RET_KILL_PROCESS = 0x80000000;

// Classic BPF opcodes.
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const AND_K = 0x54;
const RET_K = 0x06;

/** struct seccomp_data: nr at 0, arch at 4, args (64 bits each) from 16; we read their low halves. */
const NR = 0;
const ARCH = 4;
const ARG = (i: number) => 16 + 8 * i;

type Label = 'allow' | 'deny' | 'kill' | 'socket';
type Instruction = { code: number; k: number; jt?: Label; jf?: Label; label?: Label };

export const SECCOMP_ARCHES = Object.keys(DENIED);

/** The names of the refused system calls, for the README and tests. */
export const DENIED_SYSCALLS = Object.keys(DENIED.x64);

/** The compiled filter for this machine's architecture, or null where we have no table for it. */
export function seccompFilter(architecture: string = arch()): Buffer | null {
  if (architecture !== 'x64' && architecture !== 'arm64') return null;
  const program: Instruction[] = [
    { code: LD_W_ABS, k: ARCH },
    { code: JEQ_K, k: AUDIT_ARCH[architecture], jf: 'kill' },
    { code: LD_W_ABS, k: NR },
    ...(architecture === 'x64' ? [{ code: JGE_K, k: X32_SYSCALL_BIT, jt: 'kill' as const }] : []),
    ...Object.values(DENIED[architecture]).map((nr) => ({ code: JEQ_K, k: nr, jt: 'deny' as const })),
    { code: JEQ_K, k: SOCKET[architecture], jt: 'socket' },
    { code: RET_K, k: RET_ALLOW, label: 'allow' },
    { code: LD_W_ABS, k: ARG(0), label: 'socket' },
    { code: JEQ_K, k: AF_PACKET, jt: 'deny' },
    { code: LD_W_ABS, k: ARG(1) },
    { code: AND_K, k: SOCK_TYPE_MASK },
    { code: JEQ_K, k: SOCK_RAW, jt: 'deny' },
    { code: RET_K, k: RET_ALLOW }, // BPF jumps only forward: a second exit for allowed sockets
    { code: RET_K, k: RET_ERRNO | EPERM, label: 'deny' },
    { code: RET_K, k: RET_KILL_PROCESS, label: 'kill' },
  ];
  return assemble(program);
}

/** struct sock_filter { u16 code; u8 jt; u8 jf; u32 k; } in the machine's (little-endian) order. */
function assemble(program: Instruction[]): Buffer {
  const at = new Map(program.flatMap((ins, i) => (ins.label ? [[ins.label, i] as const] : [])));
  const buffer = Buffer.alloc(program.length * 8);
  program.forEach((ins, i) => {
    const offset = (label?: Label) => {
      if (!label) return 0;
      const jump = at.get(label)! - (i + 1);
      if (jump < 0 || jump > 255) throw new Error(`seccomp: jump to ${label} out of range`);
      return jump;
    };
    buffer.writeUInt16LE(ins.code, i * 8);
    buffer.writeUInt8(offset(ins.jt), i * 8 + 2);
    buffer.writeUInt8(offset(ins.jf), i * 8 + 3);
    buffer.writeUInt32LE(ins.k >>> 0, i * 8 + 4);
  });
  return buffer;
}
