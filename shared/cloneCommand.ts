/** Characters a shell reads literally; a URL with anything else is quoted. */
const SHELL_SAFE = /^[\w@%+=:,./~-]+$/;

/** The shell commands that clone the configured source repository into `./tessera` and enter it. */
export function cloneCommand(repositoryUrl: string): string {
  const url = SHELL_SAFE.test(repositoryUrl) ? repositoryUrl : `'${repositoryUrl.replace(/'/g, `'\\''`)}'`;
  return `git clone --depth 1 ${url} tessera\ncd tessera`;
}
