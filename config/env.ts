/**
 * Reads optional settings from the environment. Every setting has a safe default so that a fresh clone builds
 * and serves with no configuration; hosted services stay off unless their variable is set.
 */
export function readEnv(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

export function readOptionalEnv(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export function readBooleanEnv(name: string, fallback: boolean): boolean {
  const value = process.env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value);
}
