import {execFileSync} from 'node:child_process';

/** How much of the site's git history the build can see. */
export type GitHistory = 'complete' | 'shallow' | 'none';

/**
 * Whether `cwd` is in a git repository, and whether its history is complete. A shallow clone (CI often makes one) has
 * only the newest commit, so every page would appear last updated on that commit's day.
 */
export function readGitHistory(cwd: string): GitHistory {
  try {
    const answer = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return answer === 'false' ? 'complete' : 'shallow';
  } catch {
    // No git, or not a repository (e.g. a source archive): there are no dates to show.
    return 'none';
  }
}

/** Why the last-update dates are left out, or undefined when they are shown. */
export function lastUpdateWarning(history: GitHistory): string | undefined {
  if (history === 'shallow') {
    return (
      'This is a shallow git clone, so the docs pages are built without "Last updated" dates (they would all show ' +
      "the newest commit's date). Fetch the full history (git fetch --unshallow) to show them."
    );
  }
  if (history === 'none') {
    return 'No git history found, so the docs pages are built without "Last updated" dates.';
  }
  return undefined;
}

/**
 * Decides once per build whether docs pages show when they were last changed, from git (Docusaurus's
 * showLastUpdateTime), and says so on the console when they do not.
 */
export function lastUpdateSettings(cwd: string): {showLastUpdateTime: boolean} {
  const history = readGitHistory(cwd);
  const warning = lastUpdateWarning(history);
  if (warning) console.warn(`[warning] ${warning}`);
  return {showLastUpdateTime: history === 'complete'};
}
