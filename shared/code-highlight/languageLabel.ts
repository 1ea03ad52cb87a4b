/** How a fence's language is named in its title bar when the fence gives no `title="…"`. */
const LABELS: Record<string, string> = {
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  console: 'Console',
  zsh: 'Zsh',
  python: 'Python',
  py: 'Python',
  json: 'JSON',
  jsonl: 'JSON Lines',
  yaml: 'YAML',
  yml: 'YAML',
  toml: 'TOML',
  ini: 'INI',
  env: '.env',
  http: 'HTTP',
  dockerfile: 'Dockerfile',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  tsx: 'TSX',
  javascript: 'JavaScript',
  js: 'JavaScript',
  jsx: 'JSX',
  html: 'HTML',
  css: 'CSS',
  sql: 'SQL',
  go: 'Go',
  java: 'Java',
  csharp: 'C#',
  ruby: 'Ruby',
  php: 'PHP',
  rust: 'Rust',
  nginx: 'nginx',
  diff: 'Diff',
  markdown: 'Markdown',
  md: 'Markdown',
  mdx: 'MDX',
  text: 'Text',
  txt: 'Text',
  plaintext: 'Text',
};

export function languageLabel(language: string): string {
  const key = language.trim().toLowerCase();
  if (!key) return 'Text';
  return LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
