import {spawn} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';

export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** Resident memory in bytes. */
  rss: number;
}

/**
 * Parses one /proc/<pid>/stat line. The command name (field 2) is in parentheses and may itself contain spaces or
 * parentheses, so the fields are counted from the last closing parenthesis.
 */
export function parseProcStat(line: string, pageSize: number): ProcessEntry | undefined {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const pid = Number(line.slice(0, open).trim());
  // After ")": state(3) ppid(4) ... rss is field 24, i.e. index 21 of the rest.
  const rest = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const ppid = Number(rest[1]);
  const rssPages = Number(rest[21]);
  if (!Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isFinite(rssPages)) return undefined;
  return {pid, ppid, rss: rssPages * pageSize};
}

/** Total resident memory of a process and all its descendants. */
export function treeMemory(entries: readonly ProcessEntry[], rootPid: number): number {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of entries) {
    const siblings = children.get(entry.ppid) ?? [];
    siblings.push(entry);
    children.set(entry.ppid, siblings);
  }
  const root = entries.find((entry) => entry.pid === rootPid);
  let total = root?.rss ?? 0;
  const queue = [rootPid];
  const seen = new Set(queue);
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      if (seen.has(child.pid)) continue;
      seen.add(child.pid);
      total += child.rss;
      queue.push(child.pid);
    }
  }
  return total;
}

const PAGE_SIZE = 4096;

function readProcessTable(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const entry = parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'), PAGE_SIZE);
      if (entry) entries.push(entry);
    } catch {
      // the process ended while the table was read
    }
  }
  return entries;
}

export interface MeasuredRun {
  command: string;
  exitCode: number;
  wallMs: number;
  /** Highest total resident memory of the command's whole process tree, sampled every 200 ms. */
  peakBytes: number;
  /** Lines of its standard output that matched the `report` pattern (what a step says of its own parts). */
  reported?: string[];
}

/** Runs a shell command, streaming its output, and measures wall time and peak memory of its process tree. */
export function runMeasured(
  command: string,
  options: {cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean; report?: RegExp},
): Promise<MeasuredRun> {
  const started = performance.now();
  const {report} = options;
  const child = spawn('sh', ['-c', command], {
    cwd: options.cwd,
    env: {...process.env, ...options.env},
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : ['inherit', report ? 'pipe' : 'inherit', 'inherit'],
  });
  const reported: string[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    reported.push(...lines.filter((line) => report?.test(line)));
  });
  let peakBytes = 0;
  const sample = () => {
    if (child.pid !== undefined) peakBytes = Math.max(peakBytes, treeMemory(readProcessTable(), child.pid));
  };
  const timer = setInterval(sample, 200);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearInterval(timer);
      if (report?.test(pending)) reported.push(pending);
      resolve({
        command,
        exitCode: code ?? 1,
        wallMs: performance.now() - started,
        peakBytes,
        ...(report ? {reported} : {}),
      });
    });
  });
}
