import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TimeZone;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The warm Java runner: one JVM per sandbox runs a program once per case, each time from a class
 * loader of its own, so that a case costs a class load instead of a JVM's start. The program's
 * classes (and so every static field of them) are new in each case; System.in, System.out and
 * System.err are the case's own; `main` runs on a thread named "main" with the stack `-Xss` gives.
 *
 * Started by the driver as `java ... Runner <stdout limit> <stderr kept> <jar>...`, with fd 3
 * carrying the cases' inputs ("<program index> <byte length>\n<bytes>" each, EOF after the last)
 * and fd 4 taking one report per case, the protocol of the Node.js runner (node-runner/main.js):
 *   "done exit=N cpu_us=N max_rss_kib=N out=N err=N output_exceeded=0|1 fallback=0|1 last=0|1\n"
 * then `out` bytes of stdout and `err` bytes of stderr.
 *
 * What a class loader does not renew, the JVM's own state, is what the program could carry from one
 * case to the next: a program whose classes name a way to it gets fallback=1 and runs cold, every
 * case. The screen reads the constant pools: the JDK classes it names must be of the packages
 * ALLOWED_PACKAGES lists and not DENIED (logging, references, class loaders, reflection...), and no
 * member name of UNMODELLED (system properties, defaults, exit, shutdown hooks, finalizers, method
 * handles, thread groups) may appear. One that leaves a thread running anywhere, or changes the
 * properties, the default locale or time zone anyway, gets last=1, and the next case a new JVM.
 * README.md says why that keeps cases as separate as cold ones.
 */
public final class Runner {
  private static final long STACK_BYTES = 64L << 20;

  /** Member and class names whose presence in a class's constant pool sends the program cold. */
  private static final Set<String> UNMODELLED = Set.of(
      "exit", "halt", "addShutdownHook", "removeShutdownHook", "finalize",
      "setProperty", "setProperties", "clearProperty", "setDefault", "setIn", "setOut", "setErr",
      "setSecurityManager", "setDefaultUncaughtExceptionHandler", "load", "loadLibrary",
      "forName", "getDeclaredField", "getDeclaredFields", "getDeclaredMethod", "getDeclaredMethods",
      "getDeclaredConstructor", "getDeclaredConstructors", "getField", "getFields", "getMethod",
      "getMethods", "setAccessible", "getStackTrace", "getAllStackTraces", "getThreadGroup",
      "activeCount", "enumerate", "getParent", "getContextClassLoader", "setContextClassLoader",
      "getSystemClassLoader", "getPlatformClassLoader", "setURLStreamHandlerFactory",
      "setContentHandlerFactory", "setSocketImplFactory",
      // Method handles reach any member by a name built at run time; lambdas and string joins
      // use none of these (their bootstraps are called by the JVM).
      "lookup", "publicLookup", "privateLookupIn", "findClass", "findStatic", "findVirtual",
      "findSpecial", "findConstructor", "findGetter", "findSetter", "findStaticGetter",
      "findStaticSetter", "findVarHandle", "findStaticVarHandle", "unreflect", "unreflectGetter",
      "unreflectSetter", "unreflectConstructor", "unreflectSpecial", "defineClass",
      "defineHiddenClass", "ensureInitialized");

  /**
   * The JDK a warm program may use: these packages (a class named by the program's own is in its
   * jar), and of them not the classes DENIED names. Any other class of the JDK (logging, security
   * providers, class loaders, references, management...) holds or reaches state every case shares:
   * such a program runs cold.
   */
  private static final List<String> ALLOWED_PACKAGES = List.of(
      "java/lang/", "java/util/", "java/io/", "java/math/", "java/text/", "java/time/", "java/nio/");
  private static final List<String> DENIED = List.of(
      "java/lang/reflect/", "java/lang/ref/", "java/lang/management/", "java/lang/instrument/",
      "java/lang/module/", "java/lang/constant/", "java/lang/ClassLoader", "java/lang/Runtime",
      "java/lang/Process", "java/lang/StackWalker", "java/lang/ThreadGroup", "java/lang/ClassValue",
      "java/lang/Module", "java/lang/System$Logger", "java/lang/SecurityManager",
      "java/lang/InheritableThreadLocal", "java/util/logging/", "java/util/prefs/",
      "java/util/spi/", "java/util/jar/", "java/util/zip/", "java/util/ServiceLoader",
      "java/text/spi/", "java/nio/channels/spi/", "java/nio/file/spi/", "java/nio/charset/spi/",
      "java/io/FileDescriptor", "java/io/Console");
  /** java/lang/invoke: only what lambdas and string joins are compiled to. */
  private static final Set<String> INVOKE_ALLOWED = Set.of(
      "java/lang/invoke/LambdaMetafactory", "java/lang/invoke/StringConcatFactory",
      "java/lang/invoke/MethodHandles", "java/lang/invoke/MethodHandles$Lookup",
      "java/lang/invoke/MethodHandle", "java/lang/invoke/MethodType", "java/lang/invoke/CallSite");

  private final long outputLimit;
  private final int stderrKept;
  private final String[] programs;
  private final Map<Integer, Boolean> modelled = new HashMap<>();
  private final DataInputStream control;
  private final OutputStream reports;

  private Runner(String[] args) throws IOException {
    outputLimit = Long.parseLong(args[0]);
    stderrKept = Integer.parseInt(args[1]);
    programs = java.util.Arrays.copyOfRange(args, 2, args.length);
    control = new DataInputStream(new BufferedInputStream(new FileInputStream("/proc/self/fd/3")));
    reports = new FileOutputStream("/proc/self/fd/4");
  }

  public static void main(String[] args) throws Exception {
    Runner runner = new Runner(args);
    while (runner.runNext()) {}
    Runtime.getRuntime().halt(0);
  }

  /** Runs the next case; false when there is none, or this JVM is not to take another. */
  private boolean runNext() throws IOException, InterruptedException {
    String header = readLine();
    if (header == null) return false;
    String[] parts = header.split(" ");
    int program = Integer.parseInt(parts[0]);
    byte[] input = new byte[Integer.parseInt(parts[1])];
    control.readFully(input);
    if (!modelled.containsKey(program)) modelled.put(program, isModelled(program));
    if (!modelled.get(program)) {
      report(1, 0, false, true, false, new byte[0], new byte[0]);
      return false;
    }
    return runCase(programs[program], input);
  }

  private boolean runCase(String jar, byte[] input) throws IOException, InterruptedException {
    // The default time zone's first use sets user.timezone: read before the properties are.
    TimeZone zone = TimeZone.getDefault();
    Locale locale = Locale.getDefault();
    Properties properties = (Properties) System.getProperties().clone();
    Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
    Case c = new Case(this, jar, input);
    ThreadGroup group = new ThreadGroup("main");
    Thread main = new Thread(group, c, "main", STACK_BYTES);
    main.start();
    main.join();
    // As a JVM does before it exits: the program's other threads that are not daemons end first.
    for (Thread thread : threads(group)) if (!thread.isDaemon()) thread.join();
    c.out.flush();
    c.err.flush();
    // Any thread the case left, wherever it was started (a pool's worker too), could reach the
    // next case: that one gets a new JVM.
    Set<Thread> left = new HashSet<>(Thread.getAllStackTraces().keySet());
    left.removeAll(before);
    boolean stillRunning = !left.isEmpty();
    boolean sharedChanged = !System.getProperties().equals(properties)
        || !Locale.getDefault().equals(locale)
        || !TimeZone.getDefault().equals(zone);
    boolean last = c.exit != 0 || stillRunning || sharedChanged;
    finish(c, c.stdout.exceeded, last);
    return !last;
  }

  /** One case: its streams, and its main thread's work. */
  private static final class Case implements Runnable {
    final Runner runner;
    final String jar;
    final Capture stdout;
    final Capture stderr;
    final PrintStream out;
    final PrintStream err;
    volatile int exit;
    volatile long cpuNs;

    Case(Runner runner, String jar, byte[] input) {
      this.runner = runner;
      this.jar = jar;
      stdout = new Capture(runner.outputLimit, this);
      stderr = new Capture(runner.stderrKept, null);
      out = new PrintStream(stdout, true);
      err = new PrintStream(stderr, true);
      System.setIn(new PipeInput(input));
      System.setOut(out);
      System.setErr(err);
    }

    @Override
    public void run() {
      exit = runMain(jar, err);
      cpuNs = threadCpuNs();
    }

    /** Stdout passed its limit: the case is reported now, and this JVM ends. */
    void overflow() {
      out.flush();
      runner.finish(this, true, true);
      Runtime.getRuntime().halt(0);
    }
  }

  /** Runs the program's main as `java -cp <jar> Main` would; its exit status. */
  private static int runMain(String jar, PrintStream err) {
    try (URLClassLoader loader = new URLClassLoader(
        new URL[] {Path.of(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
      Method main = Class.forName("Main", false, loader).getMethod("main", String[].class);
      if (!Modifier.isStatic(main.getModifiers())) throw new NoSuchMethodException("static main");
      main.setAccessible(true); // as the launcher calls it: the class Main need not be public
      main.invoke(null, (Object) new String[0]);
      return 0;
    } catch (InvocationTargetException e) {
      err.print("Exception in thread \"main\" ");
      e.getCause().printStackTrace(err);
      return 1;
    } catch (ReflectiveOperationException | IOException | LinkageError e) {
      err.println("Error: Could not find or load main class Main");
      return 1;
    }
  }

  private static Thread[] threads(ThreadGroup group) {
    Thread[] all = new Thread[group.activeCount() + 8];
    int n = group.enumerate(all, true);
    return java.util.Arrays.copyOf(all, n);
  }

  /**
   * Reports the case. Its CPU time is its main thread's: the driver counts the JVM's whole (from
   * /proc, in clock ticks) where that is more by two ticks or more (other threads, the JIT's work).
   */
  private void finish(Case c, boolean exceeded, boolean last) {
    // The streams' bytes first, then the report under this runner's lock: an overflow in another
    // thread holds its stream's lock while it reports, and must not wait for this one.
    byte[] out = c.stdout.bytes();
    byte[] err = c.stderr.bytes();
    try {
      report(c.exit, c.cpuNs / 1000, exceeded, false, last, out, err);
    } catch (IOException e) {
      Runtime.getRuntime().halt(1);
    }
  }

  /** The CPU time of the calling thread, in nanoseconds (0 where /proc does not say). */
  private static long threadCpuNs() {
    try {
      String stat = new String(Files.readAllBytes(Path.of("/proc/thread-self/schedstat")), StandardCharsets.US_ASCII);
      return Long.parseLong(stat.substring(0, stat.indexOf(' ')));
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }

  private synchronized void report(int exit, long cpuUs, boolean exceeded, boolean fallback, boolean last,
      byte[] out, byte[] err) throws IOException {
    String header = "done exit=" + exit + " cpu_us=" + cpuUs + " max_rss_kib=" + maxRssKiB()
        + " out=" + out.length + " err=" + err.length + " output_exceeded=" + (exceeded ? 1 : 0)
        + " fallback=" + (fallback ? 1 : 0) + " last=" + (last ? 1 : 0) + "\n";
    ByteArrayOutputStream message = new ByteArrayOutputStream(header.length() + out.length + err.length);
    message.write(header.getBytes(StandardCharsets.US_ASCII));
    message.write(out);
    message.write(err);
    reports.write(message.toByteArray());
    reports.flush();
  }

  private static long maxRssKiB() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status")))
        if (line.startsWith("VmHWM:")) return Long.parseLong(line.substring(6, line.length() - 3).trim());
    } catch (IOException | NumberFormatException e) {
      // reported as 0: the driver's own measures stand
    }
    return 0;
  }

  private String readLine() throws IOException {
    StringBuilder line = new StringBuilder();
    for (;;) {
      int b = control.read();
      if (b < 0) {
        if (line.length() == 0) return null;
        throw new EOFException("the driver closed the control channel mid-case");
      }
      if (b == '\n') return line.toString();
      line.append((char) b);
    }
  }

  /** Whether no class of the program names what UNMODELLED lists. */
  private boolean isModelled(int program) {
    try (ZipFile jar = new ZipFile(programs[program])) {
      for (Enumeration<? extends ZipEntry> e = jar.entries(); e.hasMoreElements(); ) {
        ZipEntry entry = e.nextElement();
        if (!entry.getName().endsWith(".class")) continue;
        try (InputStream in = jar.getInputStream(entry)) {
          if (!constantPoolModelled(new DataInputStream(new BufferedInputStream(in)))) return false;
        }
      }
      return true;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  /**
   * Reads a class file's constant pool (JVMS 4.4): false at a name UNMODELLED lists, or a class of
   * the JDK outside what a warm program may use.
   */
  private static boolean constantPoolModelled(DataInputStream in) throws IOException {
    if (in.readInt() != 0xCAFEBABE) return false;
    in.readUnsignedShort();
    in.readUnsignedShort();
    int count = in.readUnsignedShort();
    String[] utf8 = new String[count];
    List<Integer> classNames = new ArrayList<>();
    for (int i = 1; i < count; i++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case 1:
          utf8[i] = in.readUTF();
          if (UNMODELLED.contains(utf8[i])) return false;
          break;
        case 7:
          classNames.add(in.readUnsignedShort());
          break;
        case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18:
          in.skipNBytes(4);
          break;
        case 5: case 6:
          in.skipNBytes(8);
          i++;
          break;
        case 8: case 16: case 19: case 20:
          in.skipNBytes(2);
          break;
        case 15:
          in.skipNBytes(3);
          break;
        default:
          return false;
      }
    }
    for (int index : classNames) {
      if (index <= 0 || index >= count || utf8[index] == null || !mayUse(utf8[index])) return false;
    }
    return true;
  }

  /** Whether a class a program names (its internal name, or an array of it) may be used warm. */
  private static boolean mayUse(String name) {
    String element = name.replaceFirst("^\\[+", "");
    if (name.startsWith("[")) {
      if (!element.startsWith("L")) return true; // an array of a primitive type
      element = element.substring(1, element.length() - 1);
    }
    boolean jdk = element.startsWith("java/") || element.startsWith("javax/") || element.startsWith("jdk/")
        || element.startsWith("sun/") || element.startsWith("com/sun/");
    if (!jdk) return true; // the program's own
    if (element.startsWith("java/lang/invoke/")) return INVOKE_ALLOWED.contains(element);
    for (String denied : DENIED) if (element.startsWith(denied)) return false;
    for (String allowed : ALLOWED_PACKAGES) if (element.startsWith(allowed)) return true;
    return false;
  }

  /**
   * A case's stdin as a pipe gives it: a read or `available()` sees at most a pipe's buffer (64 KiB)
   * at once, so that a program that reads once, or sizes its buffer by `available()`, fails warm as
   * it does cold on a large input.
   */
  private static final class PipeInput extends ByteArrayInputStream {
    private static final int PIPE_BYTES = 65536;

    PipeInput(byte[] input) {
      super(input);
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) {
      return super.read(b, off, Math.min(len, PIPE_BYTES));
    }

    @Override
    public synchronized int available() {
      return Math.min(super.available(), PIPE_BYTES);
    }
  }

  /** A case's stream: stdout up to its limit (past it, the case ends), stderr's first bytes. */
  private static final class Capture extends OutputStream {
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private final long limit;
    /** The case that ends when this stream passes its limit; null: what is past it is dropped. */
    private final Case endsCase;
    boolean exceeded;

    Capture(long limit, Case endsCase) {
      this.limit = limit;
      this.endsCase = endsCase;
    }

    @Override
    public void write(int b) {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
      long room = limit - kept.size();
      kept.write(b, off, (int) Math.min(len, Math.max(room, 0)));
      if (len > room && endsCase != null && !exceeded) {
        exceeded = true;
        endsCase.overflow();
      }
    }

    synchronized byte[] bytes() {
      return kept.toByteArray();
    }
  }
}
