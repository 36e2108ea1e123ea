import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { reapedChildrenCpuSeconds } from './cpu-busy.mjs';

/**
 * Runs a command to its end and resolves whether it passed. With a prefix, each line of its output is printed
 * with it (two phases running side by side stay readable); without, the output goes straight to the terminal. The
 * child leads a process group of its own and is in `running` while it runs, so a failure elsewhere can stop it and
 * everything it started (stopGroup). `onCpu` gets the CPU seconds the command and everything it started used, where
 * the system says (reapedChildrenCpuSeconds).
 */
export function runCommand(command, args, { env, cwd, prefix = '', running, onCpu = () => {} }) {
  return new Promise((resolve) => {
    // With no other command running, whatever was reaped since the last end was not a command's (start-up tools).
    if (running.size === 0) cpuOfEndedChild();
    const child = spawn(command, args, { env, cwd, detached: true, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    running.add(child);
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
      }
    }
    child.once('exit', () => onCpu(cpuOfEndedChild()));
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve(code === 0 && !signal);
    });
  });
}

// The reaped children's CPU at the last child's end: the growth since is the next ended child's.
let cpuAtLastEnd = reapedChildrenCpuSeconds();
function cpuOfEndedChild() {
  const now = reapedChildrenCpuSeconds();
  if (now === undefined || cpuAtLastEnd === undefined) return undefined;
  const used = now - cpuAtLastEnd;
  cpuAtLastEnd = now;
  return used;
}

const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};

// What a stopped group gets to clean up before it is killed outright.
const GRACE_MS = 15_000;

/**
 * Stops a child runCommand started, with whatever it started in turn (pnpm → jest → workers). SIGINT, as Ctrl-C
 * would: Playwright then stops the servers it started, which live in process groups of their own and would outlive
 * a SIGTERM (the next run would find their ports taken). Whatever is left after GRACE_MS is killed.
 */
export function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, 'SIGINT');
  const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), GRACE_MS).unref();
  child.once('close', () => clearTimeout(kill));
}
