// Start-up timing shared by bench:startup and bench:fresh-start: a command launched in its own
// process group, timed to its first 200 from GET /api/health, then stopped with its whole group.
const { execFileSync, spawn } = require('node:child_process');
const { existsSync, readFileSync, readdirSync } = require('node:fs');

/**
 * Stops a child started with `detached: true` together with its process group (npm, its shell and
 * the server npm started): SIGTERM, then SIGKILL if the group's leader is still there after 15 s.
 */
async function stopProcessGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The CPU time (ms) a process and its descendants have used so far, waited-for children included; null off Linux. */
function treeCpuMs(rootPid) {
  if (!existsSync('/proc/self/stat')) return null;
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime cutime cstime.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      procs.set(Number(entry), { ppid: Number(fields[1]), ticks: fields.slice(11, 15).reduce((a, b) => a + Number(b), 0) });
    } catch {
      /* gone meanwhile */
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p > 1; p = procs.get(p)?.ppid ?? 0) if (p === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, proc] of procs) if (inTree(pid)) ticks += proc.ticks;
  const hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return (ticks * 1000) / hz;
}

/**
 * Launches `command` in `cwd` with PORT=`port`, polls GET /api/health every 10 ms; answers { ms,
 * cpuMs } at the first 200 (cpuMs: the whole process tree's CPU time, null off Linux), then stops
 * the process group and waits until the port is free.
 */
async function timeToFirst200(command, args, { cwd, env, port }) {
  const start = process.hrtime.bigint();
  const child = spawn(command, args, { cwd, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  let exit = null;
  child.once('exit', (code) => (exit = code));
  for (;;) {
    if (exit !== null) throw new Error(`${command} ${args.join(' ')} exited (${exit}) before answering`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const cpuMs = treeCpuMs(child.pid);
  // The whole group (npm, its shell, the server), so that the port is free for the next run.
  await stopProcessGroup(child);
  // npm may exit before the server it started: wait until the port is free.
  for (let i = 0; i < 200; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      await new Promise((r) => setTimeout(r, 50));
    } catch {
      break;
    }
  }
  return { ms, cpuMs };
}

module.exports = { timeToFirst200 };
