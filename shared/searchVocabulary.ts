/**
 * Readers' words for what the docs call something else, reviewed with the content. Each group lists phrases that
 * mean the same thing to a reader of these docs; a query that contains one also finds the others (ranked a little
 * below the reader's own words). Add a group when readers search in words the pages do not use; never add a word
 * only to make one query pass. Phrases are matched after tokenising and stemming, so plurals and hyphens need no
 * entry of their own ("test sets", "test-set").
 */
export interface SynonymGroup {
  /** Phrases of equal meaning; the first is the docs' own term. Say why in a comment when it is not obvious. */
  readonly phrases: readonly string[];
}

export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  // Evaluation
  // The API spells it "testset"; readers from other tools say dataset or golden dataset.
  {phrases: ['test set', 'testset', 'golden dataset', 'golden set', 'dataset', 'eval set', 'evaluation dataset']},
  {phrases: ['test case', 'testcase', 'test row', 'data point']},
  // LLM-as-a-judge is the evaluator that asks a model to grade outputs.
  {phrases: ['llm as a judge', 'llm judge', 'ai judge', 'model graded', 'llm evaluator', 'judge model']},
  {phrases: ['custom code evaluator', 'python evaluator', 'code evaluator', 'custom evaluator']},
  {phrases: ['human evaluation', 'manual evaluation', 'human review', 'human annotation', 'human feedback']},
  {phrases: ['ab test', 'ab testing', 'split test']},
  {phrases: ['compare', 'comparison', 'side by side', 'diff']},
  {phrases: ['regex', 'regular expression']},
  {phrases: ['rag', 'retrieval augmented generation']},
  {phrases: ['faithfulness', 'hallucination', 'groundedness']},
  {phrases: ['online evaluation', 'live evaluation', 'production evaluation']},
  {phrases: ['score', 'grade', 'rating']},
  {phrases: ['evaluation run', 'experiment']},
  // Prompts and applications
  // Every saved change of a variant is a revision.
  {phrases: ['revision', 'commit', 'prompt version']},
  {phrases: ['variant', 'branch']},
  {phrases: ['playground', 'prompt editor', 'prompt playground']},
  // The SDK and API say fetch.
  {phrases: ['fetch', 'retrieve', 'pull']},
  {phrases: ['deploy', 'publish', 'promote', 'release to production', 'go live', 'make live']},
  {phrases: ['rollback', 'revert', 'roll back', 'undo deployment', 'undo']},
  {phrases: ['environment', 'env']},
  {phrases: ['production', 'prod']},
  {phrases: ['proxy', 'invoke', 'gateway']},
  {phrases: ['custom workflow', 'custom app', 'custom application', 'own code']},
  {phrases: ['provider', 'model provider', 'llm provider']},
  // Ollama serves models such as Llama on the reader's own machine.
  {phrases: ['ollama', 'local model', 'llama', 'model on my machine']},
  {phrases: ['tool', 'function calling', 'tool calling', 'function call']},
  {phrases: ['structured output', 'json mode', 'response format', 'json schema']},
  {phrases: ['image', 'vision', 'multimodal']},
  {phrases: ['chat', 'conversation', 'multi turn']},
  // Observability
  {phrases: ['observability', 'monitoring', 'telemetry']},
  {phrases: ['opentelemetry', 'otel', 'open telemetry', 'otlp']},
  {phrases: ['trace', 'tracing', 'instrument', 'instrumentation']},
  // A stage or part of the reader's code is what the docs trace as a span.
  {phrases: ['span', 'step', 'stage']},
  // Token counts are reported as usage.
  {phrases: ['usage', 'tokens', 'token usage', 'token count']},
  {phrases: ['cost', 'spend', 'price', 'pricing', 'pay', 'billing']},
  // "How long does it take", "slow calls": readers ask about latency without the word.
  {phrases: ['latency', 'response time', 'duration', 'how long', 'slow', 'slower']},
  // Readers ask about PII; the docs call it redacting sensitive data.
  {phrases: ['redaction', 'redact', 'pii', 'sensitive data', 'personal data', 'mask', 'scrub']},
  {phrases: ['metadata', 'attribute', 'tag']},
  {phrases: ['annotation', 'annotate', 'label', 'feedback']},
  {phrases: ['distributed tracing', 'traceparent', 'context propagation', 'across services', 'microservices']},
  {phrases: ['filter', 'search', 'find']},
  // The API lists things with "query" operations (Query Evaluators).
  {phrases: ['query', 'list']},
  {phrases: ['delete', 'remove']},
  {phrases: ['archive', 'soft delete', 'hide']},
  // Self-hosting and operations
  // The self-hosting quick start was once called "Host locally"; readers still ask to run Tessera locally.
  {
    phrases: [
      'self host',
      'selfhost',
      'self hosted',
      'on prem',
      'on premise',
      'on premises',
      'host locally',
      'run locally',
    ],
  },
  {phrases: ['kubernetes', 'k8s', 'helm']},
  {phrases: ['docker compose', 'compose', 'docker']},
  // Browsers show HTTPS as a padlock; readers name the padlock. Not "https": it stems to "http", so every pasted
  // "HTTP 429" or "HTTP 401" would read as a question about certificates (the SSL page has HTTPS in its headings).
  {phrases: ['ssl', 'tls', 'certificate', 'lets encrypt', 'letsencrypt', 'padlock', 'secure connection']},
  {phrases: ['reverse proxy', 'traefik', 'nginx']},
  {phrases: ['postgres', 'postgresql', 'database', 'db']},
  {phrases: ['upgrade', 'update to a new version', 'new version', 'latest version', 'newer version']},
  {phrases: ['migration', 'migrate', 'schema migration']},
  {phrases: ['environment variable', 'env var', 'env variable', 'envvar']},
  {phrases: ['configuration', 'config', 'settings']},
  {phrases: ['port', 'networking', 'firewall']},
  // Accounts and access
  {phrases: ['api key', 'apikey', 'access token', 'auth token']},
  {phrases: ['authentication', 'auth', 'login', 'log in', 'sign in']},
  {phrases: ['sso', 'single sign on', 'saml', 'oidc']},
  {phrases: ['rbac', 'role', 'permission', 'access control']},
  {phrases: ['invite', 'invitation', 'add member', 'add user']},
  {phrases: ['organization', 'org', 'team']},
  {phrases: ['sdk', 'python package', 'python library', 'client library']},
  {phrases: ['ci', 'continuous integration', 'github actions', 'pipeline', 'ci cd', 'on every merge']},
  {phrases: ['unreachable', 'outage', 'offline', 'unavailable', 'server down', 'servers down']},
  // Tracing is switched off with TESSERA_TRACING_ENABLED.
  {phrases: ['tracing enabled', 'disable tracing', 'turn off tracing', 'stop recording']},
  {phrases: ['troubleshooting', 'not working', 'error', 'debug', 'fails', 'show up', 'never appear']},
  {phrases: ['support', 'help', 'contact']},
  {phrases: ['open source', 'oss', 'mit license', 'free']},
  {phrases: ['enterprise', 'commercial', 'paid']},
];

/**
 * Words that ask about a release: with one of them (or a version number such as v0.58.1) in the query, changelog
 * entries are what the reader wants; without, they rank below the guides that explain the same feature.
 */
export const RELEASE_WORDS: readonly string[] = [
  'release',
  'released',
  'releases',
  'changelog',
  'change log',
  'release notes',
  "what's new",
  'whats new',
  'new in',
  'when was',
  'since version',
  // "What changed since v0.50?", "what has changed in the SDK": a question about releases.
  'what changed',
  'what has changed',
  'changed since',
];
