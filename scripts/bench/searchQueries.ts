/**
 * Relevance query sets of the docs' search, written from a reader's side (their words, typos and questions, not the
 * pages' titles), each with the page(s) that answer it. `npm run bench:search` scores every ranking against them;
 * scripts/bench/relevance.ts checks that every expected URL exists in the build it reads.
 */
export interface RelevanceQuery {
  query: string;
  /** Site paths (base URL excluded) of the pages that answer the query; any one of them counts as found. */
  answers: readonly string[];
}

/** Short keyword queries: product terms, readers' synonyms, plurals, typos, API operation and SDK names. */
export const KEYWORD_QUERIES: readonly RelevanceQuery[] = [
  {query: 'llm judge', answers: ['/evaluation/configure-evaluators/llm-as-a-judge']},
  {
    query: 'golden dataset',
    answers: [
      '/evaluation/managing-test-sets/create-from-ui',
      '/evaluation/managing-test-sets/upload-csv',
      '/evaluation/managing-test-sets/create-programatically',
      '/evaluation/concepts',
    ],
  },
  {query: 'k8s', answers: ['/self-host/guides/deploy-to-kubernetes']},
  {query: 'pii', answers: ['/observability/trace-with-python-sdk/redact-sensitive-data']},
  {
    query: 'token usage',
    answers: ['/observability/trace-with-python-sdk/track-costs', '/observability/query-data/analytics-data'],
  },
  {query: 'evalutors', answers: ['/evaluation/configure-evaluators/overview']},
  {
    query: 'opentelemtry',
    answers: ['/observability/trace-with-opentelemetry/getting-started', '/observability/quick-start-opentelemetry'],
  },
  {query: 'kubernets', answers: ['/self-host/guides/deploy-to-kubernetes']},
  {
    query: 'distributed tracing',
    answers: [
      '/observability/trace-with-opentelemetry/distributed-tracing',
      '/observability/trace-with-python-sdk/distributed-tracing',
    ],
  },
  {query: 'redact', answers: ['/observability/trace-with-python-sdk/redact-sensitive-data']},
  {query: 'regex evaluator', answers: ['/evaluation/configure-evaluators/regex-evaluator']},
  {query: 'webhook', answers: ['/evaluation/configure-evaluators/webhook-evaluator']},
  {query: 'semantic similarity', answers: ['/evaluation/configure-evaluators/semantic-similarity']},
  {query: 'levenshtein', answers: ['/evaluation/configure-evaluators/semantic-similarity']},
  {query: 'rag faithfulness', answers: ['/evaluation/configure-evaluators/rag-evaluators']},
  {query: 'custom code evaluator', answers: ['/evaluation/configure-evaluators/custom-evaluator']},
  {query: 'a/b testing', answers: ['/evaluation/human-evaluation/ab-testing']},
  {
    query: 'human evaluation',
    answers: ['/evaluation/human-evaluation/quick-start', '/evaluation/human-evaluation/running-evaluations'],
  },
  {query: 'upload csv', answers: ['/evaluation/managing-test-sets/upload-csv']},
  {
    query: 'test set from traces',
    answers: [
      '/evaluation/managing-test-sets/create-from-traces',
      '/tutorials/cookbooks/improve-prompts-with-production-traces',
    ],
  },
  {query: 'compare runs', answers: ['/evaluation/evaluation-from-ui/comparing-runs']},
  {
    query: 'export results',
    answers: ['/evaluation/evaluation-from-ui/viewing-results', '/evaluation/human-evaluation/viewing-results'],
  },
  {query: 'playground', answers: ['/prompt-engineering/playground/using-playground']},
  {query: 'custom provider', answers: ['/prompt-engineering/playground/custom-providers']},
  {query: 'azure openai', answers: ['/prompt-engineering/playground/custom-providers']},
  {query: 'ollama', answers: ['/prompt-engineering/playground/custom-providers']},
  {query: 'bedrock', answers: ['/prompt-engineering/playground/custom-providers']},
  {
    query: 'rollback',
    answers: ['/prompt-engineering/managing-prompts-programatically/deploy', '/prompt-engineering/concepts'],
  },
  {
    query: 'environments',
    answers: [
      '/prompt-engineering/managing-prompts-programatically/deploy',
      '/prompt-engineering/managing-prompts-programatically/fetch-prompts',
      '/prompt-engineering/concepts',
    ],
  },
  {
    query: 'fetch prompt',
    answers: [
      '/prompt-engineering/integrating-prompts/fetch-prompt-programatically',
      '/prompt-engineering/managing-prompts-programatically/fetch-prompts',
    ],
  },
  {query: 'proxy llm calls', answers: ['/prompt-engineering/integrating-prompts/proxy-calls']},
  {query: 'commit version', answers: ['/prompt-engineering/managing-prompts-programatically/create-and-commit']},
  {
    query: 'variants',
    answers: [
      '/prompt-engineering/managing-prompts-programatically/create-and-commit',
      '/concepts/concepts',
      '/prompt-engineering/concepts',
    ],
  },
  {
    query: 'langchain',
    answers: ['/observability/integrations/langchain', '/tutorials/cookbooks/observability_langchain'],
  },
  {query: 'langgraph', answers: ['/observability/integrations/langgraph']},
  {query: 'litellm', answers: ['/observability/integrations/litellm']},
  {query: 'openai agents', answers: ['/observability/integrations/openai-agents']},
  {query: 'pydantic ai', answers: ['/observability/integrations/pydanticai']},
  {query: 'dspy', answers: ['/observability/integrations/dspy']},
  {
    query: 'instrument decorator',
    answers: ['/observability/trace-with-python-sdk/instrument-functions', '/reference/sdk/observability'],
  },
  {query: 'metadata', answers: ['/observability/trace-with-python-sdk/adding-metadata']},
  {query: 'annotate traces', answers: ['/observability/trace-with-python-sdk/annotate-traces']},
  {
    query: 'user feedback',
    answers: ['/tutorials/cookbooks/capture-user-feedback', '/observability/trace-with-python-sdk/annotate-traces'],
  },
  {query: 'track costs', answers: ['/observability/trace-with-python-sdk/track-costs']},
  {query: 'query api', answers: ['/observability/query-data/query-api']},
  {query: 'analytics api', answers: ['/observability/query-data/analytics-data']},
  {query: 'otel collector', answers: ['/observability/trace-with-opentelemetry/otel-collector-configuration']},
  {query: 'semantic conventions', answers: ['/observability/trace-with-opentelemetry/semantic-conventions']},
  {query: 'troubleshooting traces', answers: ['/observability/troubleshooting']},
  {query: '401 unauthorized', answers: ['/observability/troubleshooting']},
  {query: 'self host docker compose', answers: ['/self-host/quick-start']},
  {query: 'ssl certificate', answers: ['/self-host/guides/using-ssl']},
  {query: 'environment variables self-host', answers: ['/self-host/configuration']},
  {query: 'upgrade', answers: ['/self-host/upgrading']},
  {query: 'database migration', answers: ['/self-host/upgrading', '/misc/contributing/development-mode']},
  {query: 'architecture', answers: ['/self-host/infrastructure/architecture']},
  {query: 'reverse proxy nginx', answers: ['/self-host/infrastructure/networking']},
  {query: 'port already allocated', answers: ['/self-host/faq']},
  {query: 'remote server', answers: ['/self-host/guides/deploy-remotely']},
  {query: 'team roles', answers: ['/misc/team_management']},
  {query: 'invite member', answers: ['/misc/team_management']},
  {
    query: 'api keys',
    answers: [
      '/misc/faq',
      '/prompt-engineering/managing-prompts-programatically/setup',
      '/getting-started/quick-start',
      '/observability/quickstart-python',
      '/reference/api/create-api-key',
    ],
  },
  {query: 'open source license', answers: ['/misc/opensource']},
  {query: 'support', answers: ['/misc/getting_support']},
  {query: 'archive testset', answers: ['/reference/api/archive-testset']},
  {
    query: 'list evaluators',
    answers: ['/reference/api/query-evaluators', '/reference/api/get-evaluators-endpoint'],
  },
  {query: 'create api key', answers: ['/reference/api/create-api-key']},
  {query: 'delete trace', answers: ['/reference/api/delete-trace']},
  {query: 'query spans', answers: ['/reference/api/query-spans']},
  {
    query: 'deploy to environment api',
    answers: ['/reference/api/deploy-to-environment', '/reference/api/configs-deploy'],
  },
  {query: 'rotate api key', answers: ['/reference/api/rotate-api-key']},
  {query: 'unarchive evaluator', answers: ['/reference/api/unarchive-evaluator']},
  {query: 'create workspace', answers: ['/reference/api/create-workspace']},
  {
    query: 'otlp endpoint',
    answers: [
      '/reference/api/receive-v-1-traces-via-otlp',
      '/reference/api/receive-traces-via-otlp',
      '/observability/trace-with-opentelemetry/getting-started',
    ],
  },
  {query: 'ConfigManager', answers: ['/reference/sdk/configuration-management']},
  {
    query: 'ts.instrument',
    answers: ['/reference/sdk/observability', '/observability/trace-with-python-sdk/instrument-functions'],
  },
  {
    query: 'prompt versioning',
    answers: ['/prompt-engineering/managing-prompts-programatically/create-and-commit', '/prompt-engineering/concepts'],
  },
  {query: 'v0.58.1', answers: ['/changelog/vertex-ai-provider-support']},
  {
    query: 'vertex ai',
    answers: ['/prompt-engineering/playground/custom-providers', '/changelog/vertex-ai-provider-support'],
  },
  {
    query: 'soc 2',
    answers: ['/changelog/tessera-is-soc-2-type-1-certified', '/changelog/we-are-soc-2-type-2-certified'],
  },
  {
    query: 'chat application',
    answers: [
      '/prompt-engineering/managing-prompts-programatically/creating-prompts',
      '/prompt-engineering/integrating-prompts/proxy-calls',
      '/prompt-engineering/concepts',
    ],
  },
  {
    query: 'structured output',
    answers: [
      '/prompt-engineering/playground/using-playground',
      '/observability/integrations/instructor',
      '/observability/integrations/pydanticai',
    ],
  },
  {query: 'function calling', answers: ['/prompt-engineering/playground/using-playground']},
  {
    query: 'images in playground',
    answers: ['/prompt-engineering/playground/using-playground', '/changelog/support-for-images-in-playground'],
  },
  {query: 'sso', answers: ['/misc/opensource', '/misc/team_management', '/self-host/configuration']},
  {query: 'evaluation rate limits', answers: ['/evaluation/evaluation-from-ui/running-evaluations']},
  {query: 'json diff evaluator', answers: ['/evaluation/configure-evaluators/classification-entity-extraction']},
  {query: 'exact match', answers: ['/evaluation/configure-evaluators/classification-entity-extraction']},
  {query: 'online evaluation', answers: ['/evaluation/concepts', '/evaluation/configure-evaluators/rag-evaluators']},
  {query: 'scenarios', answers: ['/evaluation/concepts']},
  {
    query: 'custom workflow',
    answers: ['/custom-workflows/overview', '/custom-workflows/quick-start', '/reference/sdk/custom-workflow'],
  },
  {query: 'hot reload', answers: ['/misc/contributing/development-mode']},
  {query: 'file an issue', answers: ['/misc/contributing/file-issue']},
  {query: 'contributing', answers: ['/misc/contributing/getting-started']},
];

/** Questions as readers ask them in the search box, in Ask AI and through an agent's search_docs. */
export const QUESTION_QUERIES: readonly RelevanceQuery[] = [
  {
    query: "How do I use an LLM to grade my app's answers?",
    answers: ['/evaluation/configure-evaluators/llm-as-a-judge'],
  },
  {
    query: 'How can I stop personal data like emails from being stored in traces?',
    answers: ['/observability/trace-with-python-sdk/redact-sensitive-data'],
  },
  {query: 'How do I deploy Tessera on my own Kubernetes cluster?', answers: ['/self-host/guides/deploy-to-kubernetes']},
  {
    query: 'Where can I see how many tokens each request used?',
    answers: ['/observability/trace-with-python-sdk/track-costs', '/observability/query-data/analytics-data'],
  },
  {
    query: 'How do I turn production traces into a test set?',
    answers: [
      '/evaluation/managing-test-sets/create-from-traces',
      '/tutorials/cookbooks/improve-prompts-with-production-traces',
    ],
  },
  {query: 'Which endpoint archives a test set?', answers: ['/reference/api/archive-testset']},
  {
    query: 'How do I roll back a prompt to a previous version?',
    answers: [
      '/prompt-engineering/managing-prompts-programatically/deploy',
      '/prompt-engineering/quick-start',
      '/tutorials/sdk/manage-prompts-with-SDK',
    ],
  },
  {
    query: 'How do I get the prompt that is deployed to production from my Python code?',
    answers: [
      '/prompt-engineering/managing-prompts-programatically/fetch-prompts',
      '/prompt-engineering/integrating-prompts/fetch-prompt-programatically',
      '/getting-started/quick-start',
    ],
  },
  {
    query: 'Can I use Tessera with LangChain?',
    answers: ['/observability/integrations/langchain', '/tutorials/cookbooks/observability_langchain', '/misc/faq'],
  },
  {
    query: 'How do I connect a trace across two microservices?',
    answers: [
      '/observability/trace-with-opentelemetry/distributed-tracing',
      '/observability/trace-with-python-sdk/distributed-tracing',
    ],
  },
  {
    query: 'What is the difference between a variant and a revision?',
    answers: [
      '/prompt-engineering/concepts',
      '/concepts/concepts',
      '/prompt-engineering/managing-prompts-programatically/create-and-commit',
    ],
  },
  {
    query: 'How do I add my own model provider such as Azure?',
    answers: ['/prompt-engineering/playground/custom-providers'],
  },
  {query: 'How do I write my own evaluator in Python?', answers: ['/evaluation/configure-evaluators/custom-evaluator']},
  {
    query: 'How do I call my own HTTP service to score outputs?',
    answers: ['/evaluation/configure-evaluators/webhook-evaluator'],
  },
  {query: 'How do I upload a CSV file with test cases?', answers: ['/evaluation/managing-test-sets/upload-csv']},
  {
    query: 'How do I compare two evaluation runs side by side?',
    answers: ['/evaluation/evaluation-from-ui/comparing-runs'],
  },
  {query: 'Why are my traces not showing up in Tessera?', answers: ['/observability/troubleshooting']},
  {
    query: 'How do I send traces with OpenTelemetry from TypeScript?',
    answers: ['/observability/quick-start-opentelemetry', '/observability/trace-with-opentelemetry/getting-started'],
  },
  {query: 'How do I set up HTTPS for a self-hosted instance?', answers: ['/self-host/guides/using-ssl']},
  {query: 'How do I upgrade my self-hosted Tessera to a new version?', answers: ['/self-host/upgrading']},
  {
    query: 'What ports does self-hosted Tessera need open?',
    answers: ['/self-host/infrastructure/networking', '/self-host/guides/deploy-remotely'],
  },
  {query: 'Which environment variables configure the database connection?', answers: ['/self-host/configuration']},
  {query: 'How do I invite a teammate to my workspace?', answers: ['/misc/team_management']},
  {query: 'Is Tessera free to use?', answers: ['/misc/faq', '/misc/opensource']},
  {
    query: 'How do I get a human to review model outputs?',
    answers: ['/evaluation/human-evaluation/quick-start', '/evaluation/human-evaluation/running-evaluations'],
  },
  {
    query: 'How do I collect thumbs up or down feedback from my users?',
    answers: ['/tutorials/cookbooks/capture-user-feedback', '/observability/trace-with-python-sdk/annotate-traces'],
  },
  {
    query: 'How do I attach custom metadata like a user id to a trace?',
    answers: ['/observability/trace-with-python-sdk/adding-metadata'],
  },
  {query: 'How can I query my traces through the API?', answers: ['/observability/query-data/query-api']},
  {
    query: 'How do I test an evaluator on one example before saving it?',
    answers: ['/evaluation/configure-evaluators/overview'],
  },
  {query: 'What does a RAG faithfulness score measure?', answers: ['/evaluation/configure-evaluators/rag-evaluators']},
  {
    query: 'How do I check that an output matches a regular expression?',
    answers: ['/evaluation/configure-evaluators/regex-evaluator'],
  },
  {
    query: 'How do I measure how similar an answer is to the expected answer?',
    answers: ['/evaluation/configure-evaluators/semantic-similarity'],
  },
  {
    query: 'How do I deploy a prompt version to staging from a CI job?',
    answers: ['/prompt-engineering/managing-prompts-programatically/deploy'],
  },
  {
    query: 'How do I run my own code as an application in the playground?',
    answers: ['/custom-workflows/overview', '/custom-workflows/quick-start'],
  },
  {query: 'Where does self-hosted Tessera store its data?', answers: ['/self-host/infrastructure/architecture']},
  {query: 'Why are spans lost when my script exits?', answers: ['/observability/troubleshooting']},
  {query: 'How do I trace a streaming OpenAI call?', answers: ['/observability/integrations/openai']},
  {
    query: 'How are costs computed for a self-hosted model?',
    answers: ['/observability/trace-with-python-sdk/track-costs'],
  },
  {query: 'When was support for Vertex AI released?', answers: ['/changelog/vertex-ai-provider-support']},
  {
    query: 'How do I pin a prompt revision in my tests?',
    answers: [
      '/prompt-engineering/integrating-prompts/fetch-prompt-programatically',
      '/prompt-engineering/integrating-prompts/proxy-calls',
    ],
  },
  {
    query: 'Can I send images to the model in the playground?',
    answers: ['/prompt-engineering/playground/using-playground', '/changelog/support-for-images-in-playground'],
  },
  {
    query: 'How do I call a deployed prompt through Tessera without the SDK?',
    answers: ['/prompt-engineering/integrating-prompts/proxy-calls'],
  },
  {
    query: 'How do I know which prompt version produced a trace?',
    answers: [
      '/observability/trace-with-python-sdk/reference-prompt-versions',
      '/prompt-engineering/integrating-prompts/integrating-with-tessera',
    ],
  },
  {query: 'Which roles are allowed to deploy to production?', answers: ['/misc/team_management']},
  {query: 'How do I report a security vulnerability?', answers: ['/misc/getting_support']},
  {query: 'How do I run Tessera locally with Docker?', answers: ['/self-host/quick-start']},
  {query: 'How do I export evaluation results to a file?', answers: ['/evaluation/evaluation-from-ui/viewing-results']},
  {query: 'How do I create an API key through the API?', answers: ['/reference/api/create-api-key']},
  {
    query: 'How do I delete a trace with the API?',
    answers: ['/reference/api/delete-trace', '/reference/api/delete-traces'],
  },
  {query: 'What is the difference between offline and online evaluation?', answers: ['/evaluation/concepts']},
];

const TS = '/observability/troubleshooting';
const OTEL_START = '/observability/trace-with-opentelemetry/getting-started';
const OTEL_QUICK = '/observability/quick-start-opentelemetry';
const SSL = '/self-host/guides/using-ssl';
const SELF_FAQ = '/self-host/faq';
const SELF_QUICK = '/self-host/quick-start';
const SELF_CONFIG = '/self-host/configuration';
const PROVIDERS = '/prompt-engineering/playground/custom-providers';
const SDK_OBS = '/reference/sdk/observability';
const SDK_CONFIG = '/reference/sdk/configuration-management';
const FETCH = '/prompt-engineering/managing-prompts-programatically/fetch-prompts';
const FETCH_INTEGRATING = '/prompt-engineering/integrating-prompts/fetch-prompt-programatically';
const INTEGRATING = '/prompt-engineering/integrating-prompts/integrating-with-tessera';
const DEPLOY = '/prompt-engineering/managing-prompts-programatically/deploy';
const PY_DISTRIBUTED = '/observability/trace-with-python-sdk/distributed-tracing';
const OTEL_DISTRIBUTED = '/observability/trace-with-opentelemetry/distributed-tracing';

/**
 * Pasted error messages and symptoms, as a reader copies them from a log, a terminal or the screen, each answered by
 * the page whose troubleshooting table or section names it. Written from those tables before any tuning on them.
 */
export const ERROR_QUERIES: readonly RelevanceQuery[] = [
  {
    query: 'tessera.TesseraConfigError: no API key found for cloud host',
    answers: [
      '/observability/quickstart-python',
      '/observability/trace-with-python-sdk/setup-tracing',
      '/prompt-engineering/managing-prompts-programatically/setup',
      '/getting-started/quick-start',
      FETCH_INTEGRATING,
      INTEGRATING,
    ],
  },
  {query: 'permissions 644 for /acme.json are too open, please use 600', answers: [SSL]},
  {query: 'unable to obtain ACME certificate: Timeout during connect', answers: [SSL]},
  {query: 'DNS problem: NXDOMAIN looking up A for tessera.example.com', answers: [SSL]},
  {query: 'Bind for 0.0.0.0:80 failed: port is already allocated', answers: [SELF_QUICK, SELF_FAQ]},
  {
    query: 'permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock',
    answers: [SELF_QUICK],
  },
  {query: "alembic: Can't locate revision identified by '3f2a1c'", answers: ['/self-host/upgrading']},
  {
    query: 'api container restarting: relation "testsets" does not exist',
    answers: ['/self-host/upgrading', SELF_FAQ, '/misc/contributing/development-mode'],
  },
  {
    query: 'FATAL: password authentication failed for user "username"',
    answers: [SELF_CONFIG, SELF_FAQ, '/self-host/guides/deploy-remotely'],
  },
  {query: 'container exited with code 137 and keeps restarting', answers: [SELF_FAQ]},
  {
    query: 'Failed to export batch code: 413, reason: Payload Too Large',
    answers: [TS, OTEL_START, OTEL_QUICK, SELF_CONFIG, '/self-host/infrastructure/networking'],
  },
  {query: 'Failed to export batch code: 401, reason: Unauthorized', answers: [TS, OTEL_START, OTEL_QUICK]},
  {
    query: 'exporter returns 404 Not Found for /api/otlp/v1/traces/v1/traces',
    answers: [TS, OTEL_START, '/observability/trace-with-opentelemetry/otel-collector-configuration'],
  },
  {query: 'Overriding of current TracerProvider is not allowed', answers: [TS]},
  {query: "KeyError: 'traceparent'", answers: [PY_DISTRIBUTED]},
  {query: "KeyError: 'prompt'", answers: [FETCH]},
  {
    query: 'ts.TesseraAPIError: status_code=409 when deleting a variant',
    answers: ['/prompt-engineering/managing-prompts-programatically/create-and-commit'],
  },
  {
    query: 'TesseraAPIError 400 "Config already exists."',
    answers: ['/prompt-engineering/managing-prompts-programatically/creating-prompts'],
  },
  {query: 'DeploymentNotFound: The API deployment for this resource does not exist', answers: [PROVIDERS]},
  {query: 'AccessDeniedException bedrock:InvokeModel not authorized', answers: [PROVIDERS]},
  {query: 'PERMISSION_DENIED vertex ai aiplatform.endpoints.predict', answers: [PROVIDERS]},
  {
    query: "context_length_exceeded: This model's maximum context length is 8192 tokens",
    answers: ['/prompt-engineering/playground/using-playground'],
  },
  {query: '400 File is not valid UTF-8', answers: ['/evaluation/managing-test-sets/upload-csv']},
  {query: 'Row 14 has 3 values, expected 2', answers: ['/evaluation/managing-test-sets/upload-csv']},
  {query: '400 rows have different columns', answers: ['/evaluation/managing-test-sets/create-programatically']},
  {
    query: 'Column mismatch when saving playground output to an existing test set',
    answers: ['/evaluation/managing-test-sets/create-from-playground'],
  },
  {
    query: 'every scenario fails with "missing variable country"',
    answers: [
      '/evaluation/evaluation-from-ui/quick-start',
      '/evaluation/evaluation-from-ui/running-evaluations',
      '/evaluation/managing-test-sets/upload-csv',
      '/evaluation/managing-test-sets/create-from-ui',
    ],
  },
  {
    query: 'many scenarios fail with HTTP 429 Too Many Requests during evaluation',
    answers: ['/evaluation/evaluation-from-ui/running-evaluations', '/evaluation/evaluation-from-ui/quick-start'],
  },
  {
    query: 'webhook evaluator response {"score": true} rejected',
    answers: ['/evaluation/configure-evaluators/webhook-evaluator'],
  },
  {
    query: 'evaluator run returns 200 but outputs contains "error"',
    answers: ['/evaluation/configure-evaluators/overview'],
  },
  {query: 'annotator sees "No scenarios assigned"', answers: ['/evaluation/human-evaluation/quick-start']},
  {
    query: '400 when writing an evaluation result, the run is closed',
    answers: ['/evaluation/human-evaluation/running-evaluations'],
  },
  {
    query: 'spans reach Jaeger but not Tessera',
    answers: ['/observability/trace-with-opentelemetry/otel-collector-configuration'],
  },
  {
    query: "collector fails at startup: error decoding 'exporters'",
    answers: ['/observability/trace-with-opentelemetry/otel-collector-configuration'],
  },
  {query: '415 Unsupported Media Type exporting to port 4317', answers: [OTEL_START]},
  {
    query: "ModuleNotFoundError: No module named 'tessera'",
    answers: ['/prompt-engineering/managing-prompts-programatically/setup'],
  },
  {
    query: 'openai.AuthenticationError: No API key provided',
    answers: ['/getting-started/quick-start', '/custom-workflows/quick-start'],
  },
  {
    query: 'nothing exported from gunicorn workers, works with flask run',
    answers: ['/observability/trace-with-python-sdk/setup-tracing'],
  },
  {
    query: 'cost shows 0 although prompt and completion tokens are there',
    answers: [
      '/observability/trace-with-python-sdk/track-costs',
      '/observability/trace-with-opentelemetry/semantic-conventions',
      '/observability/query-data/analytics-data',
    ],
  },
  {
    query: 'span inputs show <__main__.Document object at 0x7f3a>',
    answers: ['/observability/trace-with-python-sdk/instrument-functions'],
  },
  {query: 'browser warns certificate TRAEFIK DEFAULT CERT', answers: [SSL]},
  {query: '504 Gateway Time-out on long playground runs', answers: ['/self-host/infrastructure/networking']},
  {
    query: 'sign-in keeps looping back to the sign-in page on my server',
    answers: [SELF_FAQ, SSL, '/self-host/guides/deploy-remotely', SELF_QUICK],
  },
  {
    query: 'invited teammate never receives the invitation email (self-hosted)',
    answers: ['/misc/team_management', SELF_FAQ],
  },
  {query: 'ollama model not found llama3.1:8b', answers: [PROVIDERS]},
  {
    query: 'output contains the literal text {{ticket}} instead of the value',
    answers: ['/prompt-engineering/integrating-prompts/proxy-calls'],
  },
  {query: 'child span starts before its parent in the timeline', answers: [TS, PY_DISTRIBUTED, OTEL_DISTRIBUTED]},
  {
    query: 'email addresses still visible on the openai ChatCompletion spans',
    answers: ['/observability/trace-with-python-sdk/redact-sensitive-data'],
  },
  {query: 'evaluations stuck in pending forever on self-hosted', answers: [SELF_FAQ]},
  {
    query: 'Compare button stays disabled when I select evaluation runs',
    answers: ['/evaluation/evaluation-from-ui/comparing-runs'],
  },
];

/**
 * What a coding agent sends while writing code against Tessera: identifiers from the code it is writing (SDK calls,
 * attribute keys, environment variables, settings) plus a few words of intent.
 */
export const AGENT_QUERIES: readonly RelevanceQuery[] = [
  {
    query: 'ts.instrument ignore_inputs exclude argument from span',
    answers: [
      '/observability/trace-with-python-sdk/instrument-functions',
      SDK_OBS,
      '/observability/trace-with-python-sdk/redact-sensitive-data',
    ],
  },
  {
    query: 'ts.tracing.store_refs application_slug environment_slug',
    answers: [
      '/observability/trace-with-python-sdk/reference-prompt-versions',
      INTEGRATING,
      FETCH,
      FETCH_INTEGRATING,
      SDK_OBS,
    ],
  },
  {
    query: 'ts.tracing.store_meta user_id session',
    answers: ['/observability/trace-with-python-sdk/adding-metadata', SDK_OBS],
  },
  {
    query: 'store_internals retrieved context rag evaluator',
    answers: [
      '/evaluation/configure-evaluators/rag-evaluators',
      '/observability/trace-with-python-sdk/adding-metadata',
    ],
  },
  {
    query: 'ts.tracing.store_metrics costs.total self hosted model',
    answers: ['/observability/trace-with-python-sdk/track-costs'],
  },
  {
    query: 'ConfigManager.get_from_registry environment_slug="production"',
    answers: [FETCH, FETCH_INTEGRATING, SDK_CONFIG],
  },
  {
    query: 'ConfigManager.aget_from_registry async await',
    answers: [FETCH, FETCH_INTEGRATING, '/prompt-engineering/managing-prompts-programatically/setup', SDK_CONFIG],
  },
  {
    query: 'DeploymentManager.deploy variant_version environment_slug staging',
    answers: [DEPLOY, SDK_CONFIG, '/tutorials/sdk/manage-prompts-with-SDK'],
  },
  {
    query: 'VariantManager.history list versions',
    answers: ['/prompt-engineering/managing-prompts-programatically/create-and-commit', SDK_CONFIG],
  },
  {
    query: 'VariantManager.commit parameters new version',
    answers: [
      '/prompt-engineering/managing-prompts-programatically/create-and-commit',
      '/prompt-engineering/managing-prompts-programatically/creating-prompts',
      SDK_CONFIG,
    ],
  },
  {
    query: 'AppManager.create app_slug chat application',
    answers: ['/prompt-engineering/managing-prompts-programatically/creating-prompts', SDK_CONFIG],
  },
  {
    query: 'build_invocation_link trace_id span_id annotation',
    answers: [
      '/observability/trace-with-python-sdk/annotate-traces',
      '/tutorials/cookbooks/capture-user-feedback',
      SDK_OBS,
    ],
  },
  {
    query: 'get_span_context trace_id format hex annotation',
    answers: ['/observability/trace-with-python-sdk/annotate-traces', '/tutorials/cookbooks/capture-user-feedback'],
  },
  {
    query: 'TraceConfig hide_inputs openinference instrumentor pii',
    answers: ['/observability/trace-with-python-sdk/redact-sensitive-data'],
  },
  {
    query: 'ts.init redact callback redact_on_error',
    answers: [
      '/observability/trace-with-python-sdk/redact-sensitive-data',
      '/observability/trace-with-python-sdk/setup-tracing',
      SDK_OBS,
    ],
  },
  {query: 'OTEL_EXPORTER_OTLP_ENDPOINT tessera otlp url', answers: [OTEL_START, TS, OTEL_QUICK]},
  {query: 'OTEL_EXPORTER_OTLP_HEADERS Authorization=ApiKey%20', answers: [OTEL_START, TS, OTEL_QUICK]},
  {
    query: 'otelcol-contrib otlphttp exporter traces_endpoint tessera',
    answers: ['/observability/trace-with-opentelemetry/otel-collector-configuration', OTEL_QUICK],
  },
  {query: 'NodeSDK manuallyInstrument OpenAI typescript', answers: [OTEL_QUICK]},
  {query: 'inject traceparent headers requests.post', answers: [PY_DISTRIBUTED, OTEL_DISTRIBUTED]},
  {query: 'propagate extract context from message queue headers', answers: [OTEL_DISTRIBUTED]},
  {
    query: 'gen_ai.request.model gen_ai.usage.input_tokens mapping',
    answers: ['/observability/trace-with-opentelemetry/semantic-conventions'],
  },
  {
    query: 'openinference.span.kind LLM CHAIN TOOL',
    answers: ['/observability/trace-with-opentelemetry/semantic-conventions', '/observability/concepts'],
  },
  {
    query: 'is_valid_attribute_key tag key',
    answers: [
      '/observability/trace-with-python-sdk/adding-metadata',
      '/observability/trace-with-opentelemetry/semantic-conventions',
      SDK_OBS,
    ],
  },
  {
    query: 'ts.init post_fork gunicorn worker_process_init celery',
    answers: ['/observability/trace-with-python-sdk/setup-tracing'],
  },
  {
    query: 'TESSERA_TRACING_ENABLED=false pytest',
    answers: ['/observability/trace-with-python-sdk/setup-tracing', SDK_OBS],
  },
  {query: 'tracer_provider.force_flush() before exit lambda', answers: [TS]},
  {
    query: 'ts.route ts.app MCField custom workflow',
    answers: ['/reference/sdk/custom-workflow', '/custom-workflows/quick-start', '/custom-workflows/overview'],
  },
  {query: 'litellm callbacks ts.callbacks.litellm_handler', answers: ['/observability/integrations/litellm', SDK_OBS]},
  {
    query: 'LangChainInstrumentor().instrument()',
    answers: ['/observability/integrations/langchain', '/tutorials/cookbooks/observability_langchain'],
  },
  {
    query: 'OpenAIInstrumentor stream_options include_usage',
    answers: ['/observability/integrations/openai', '/observability/trace-with-python-sdk/track-costs'],
  },
  {
    query: 'auto_json_diff compare_schema_only predict_keys',
    answers: ['/evaluation/configure-evaluators/classification-entity-extraction'],
  },
  {
    query: 'auto_contains substring case_sensitive settings',
    answers: [
      '/evaluation/configure-evaluators/classification-entity-extraction',
      '/evaluation/configure-evaluators/overview',
    ],
  },
  {
    query: 'def evaluate(app_params, inputs, output, correct_answer) return float',
    answers: ['/evaluation/configure-evaluators/custom-evaluator'],
  },
  {
    query: 'webhook_url webhook_headers score response timeout',
    answers: ['/evaluation/configure-evaluators/webhook-evaluator'],
  },
  {
    query: 'POST /preview/tracing/spans/query filtering conditions windowing',
    answers: ['/observability/query-data/query-api'],
  },
  {
    query: 'analytics query interval buckets specs attributes',
    answers: ['/observability/query-data/analytics-data'],
  },
  {
    query: 'POST /preview/annotations links invocation trace_id',
    answers: ['/observability/trace-with-python-sdk/annotate-traces', '/tutorials/cookbooks/capture-user-feedback'],
  },
  {
    query: 'upload testset csv multipart curl',
    answers: ['/evaluation/managing-test-sets/upload-csv', '/evaluation/managing-test-sets/create-programatically'],
  },
  {query: 'create testset csvdata rows python', answers: ['/evaluation/managing-test-sets/create-programatically']},
  {
    query: 'TESSERA_OTLP_MAX_BATCH_BYTES raise limit',
    answers: [SELF_CONFIG, TS, '/self-host/infrastructure/networking'],
  },
  {query: 'TESSERA_CRYPT_KEY changed provider keys', answers: [SELF_CONFIG]},
  {query: 'TESSERA_ALLOWED_DOMAINS restrict sign up', answers: [SELF_CONFIG, '/misc/team_management', SELF_FAQ]},
  {
    query: 'invoke endpoint environment slug inputs curl',
    answers: ['/prompt-engineering/integrating-prompts/proxy-calls', INTEGRATING],
  },
  {query: 'mcp search_docs get_page tools', answers: ['/reference/mcp']},
  {query: 'get_from_registry schema= pydantic model validate', answers: [FETCH, FETCH_INTEGRATING]},
  {
    query: 'ts.Reference variant version pinned',
    answers: ['/observability/trace-with-python-sdk/reference-prompt-versions', SDK_OBS],
  },
];

/**
 * Questions in the reader's own words, sharing no distinctive word with the answering page's title and headings
 * (relevance.ts checks that against the build): the limit of lexical search.
 */
export const OWN_WORDS_QUERIES: readonly RelevanceQuery[] = [
  {
    query: "How do I keep customers' phone numbers and addresses out of what gets recorded?",
    answers: ['/observability/trace-with-python-sdk/redact-sensitive-data'],
  },
  {
    query: 'How much am I spending per request on OpenAI?',
    answers: ['/observability/trace-with-python-sdk/track-costs'],
  },
  {
    query: 'My job completes cleanly, yet nothing lands in the dashboard',
    answers: [TS, SELF_FAQ, '/observability/quickstart-python'],
  },
  {
    query: 'One call passes through two of my backends; how do I see it as a single picture?',
    answers: [PY_DISTRIBUTED, OTEL_DISTRIBUTED],
  },
  {query: 'How do I get the padlock in the browser for my own installation?', answers: [SSL]},
  {query: "I'm on an old build of the server; how do I move to the latest one?", answers: ['/self-host/upgrading']},
  {
    query: 'Can I make the installation answer on 8080 instead of the default?',
    answers: ['/self-host/infrastructure/networking'],
  },
  {query: 'How do I give a colleague access to our account?', answers: ['/misc/team_management']},
  {query: 'Can GPT grade answers for me automatically?', answers: ['/evaluation/configure-evaluators/llm-as-a-judge']},
  {
    query: 'How do I verify every reply looks like ORD- followed by six digits?',
    answers: ['/evaluation/configure-evaluators/regex-evaluator'],
  },
  {
    query: 'How close in meaning is the output to the reference answer?',
    answers: ['/evaluation/configure-evaluators/semantic-similarity'],
  },
  {
    query: 'Can my own server decide whether an output is good?',
    answers: ['/evaluation/configure-evaluators/webhook-evaluator'],
  },
  {
    query: 'Can I grade outputs with a Python snippet I write myself?',
    answers: ['/evaluation/configure-evaluators/custom-evaluator'],
  },
  {
    query: 'Does the answer stick to the retrieved documents or make things up?',
    answers: ['/evaluation/configure-evaluators/rag-evaluators'],
  },
  {
    query: 'How do I grade the sentiment label the model chooses?',
    answers: ['/evaluation/configure-evaluators/classification-entity-extraction'],
  },
  {
    query: "Did my new prompt do better than last week's on the same questions?",
    answers: ['/evaluation/evaluation-from-ui/comparing-runs'],
  },
  {
    query: 'Where do I download a spreadsheet with the outcome of each row?',
    answers: ['/evaluation/evaluation-from-ui/viewing-results', '/evaluation/human-evaluation/viewing-results'],
  },
  {
    query: 'How do I let people pick which of two prompt versions answers better?',
    answers: ['/evaluation/human-evaluation/ab-testing'],
  },
  {
    query: 'How consistent are my reviewers with each other?',
    answers: ['/evaluation/human-evaluation/viewing-results'],
  },
  {query: 'Can I import a spreadsheet of sample questions?', answers: ['/evaluation/managing-test-sets/upload-csv']},
  {
    query: 'How do I reuse real user chats as regression examples?',
    answers: [
      '/evaluation/managing-test-sets/create-from-traces',
      '/tutorials/cookbooks/improve-prompts-with-production-traces',
    ],
  },
  {
    query: 'How do I make the new wording live for users?',
    answers: [DEPLOY, '/prompt-engineering/quick-start', '/tutorials/sdk/manage-prompts-with-SDK'],
  },
  {
    query: 'Our latest wording tweak broke things, how do I undo it?',
    answers: [DEPLOY, '/prompt-engineering/quick-start', '/tutorials/sdk/manage-prompts-with-SDK'],
  },
  {query: 'Can I try a llama running on my own machine in the browser editor?', answers: [PROVIDERS]},
  {
    query: 'How do I lower the temperature while trying instructions in the browser?',
    answers: ['/prompt-engineering/playground/using-playground'],
  },
  {
    query: 'Can Tessera talk to OpenAI on my behalf so my code only sends the inputs?',
    answers: ['/prompt-engineering/integrating-prompts/proxy-calls', INTEGRATING],
  },
  {
    query: 'What happens to my app if the Tessera servers are down?',
    answers: [FETCH, FETCH_INTEGRATING, INTEGRATING],
  },
  {
    query: "How do I see the diff between yesterday's wording and today's?",
    answers: ['/prompt-engineering/managing-prompts-programatically/create-and-commit'],
  },
  {
    query: 'How do I see how long each stage of my Python code takes?',
    answers: ['/observability/trace-with-python-sdk/instrument-functions'],
  },
  {
    query: 'How do I mark which customer made each call so I can look them up later?',
    answers: ['/observability/trace-with-python-sdk/adding-metadata'],
  },
  {
    query: "How do I attach a reviewer's verdict to one recorded call?",
    answers: ['/observability/trace-with-python-sdk/annotate-traces', '/tutorials/cookbooks/capture-user-feedback'],
  },
  {
    query: 'How do I store the like and dislike button clicks from my chat UI?',
    answers: ['/tutorials/cookbooks/capture-user-feedback', '/observability/trace-with-python-sdk/annotate-traces'],
  },
  {
    query: 'How many calls did my app make per hour last week?',
    answers: ['/observability/query-data/analytics-data'],
  },
  {
    query: 'How do I pull every recorded call slower than two seconds into a script?',
    answers: ['/observability/query-data/query-api'],
  },
  {
    query: 'Can I send the same telemetry to Jaeger and to Tessera at once?',
    answers: ['/observability/trace-with-opentelemetry/otel-collector-configuration', OTEL_QUICK],
  },
  {
    query: 'Which database and message broker does the server run?',
    answers: ['/self-host/infrastructure/architecture'],
  },
  {
    query: 'Where do I put the Postgres password when hosting Tessera myself?',
    answers: [SELF_CONFIG, SELF_QUICK, '/self-host/guides/deploy-remotely'],
  },
  {
    query: "What's the fastest way to try the whole thing on my laptop with containers?",
    answers: [SELF_QUICK],
  },
  {
    query: 'How do I run it on a cloud VM so my team can reach it?',
    answers: ['/self-host/guides/deploy-remotely'],
  },
  {query: 'What do I have to pay for?', answers: ['/misc/opensource', '/misc/faq']},
  {
    query: "What's the difference between checking before release and watching live traffic?",
    answers: ['/evaluation/concepts'],
  },
  {
    query: 'Big picture: how does everything in the product relate?',
    answers: ['/concepts/concepts', '/'],
  },
  {
    query: 'Can I edit the knobs of my own agent code from the browser UI?',
    answers: ['/custom-workflows/overview', '/custom-workflows/quick-start'],
  },
  {
    query: 'How do I stop recording while running pytest?',
    answers: ['/observability/trace-with-python-sdk/setup-tracing'],
  },
  {query: "Where can I chat with the maintainers when I'm stuck?", answers: ['/misc/getting_support']},
  {
    query: 'I want to fix a bug myself and send the patch upstream',
    answers: ['/misc/contributing/getting-started'],
  },
  {query: 'Can Cursor or Claude look things up in this site while I code?', answers: ['/reference/mcp']},
  {
    query: 'Which keys should I put on OTel exports so token counts get recognized?',
    answers: ['/observability/trace-with-opentelemetry/semantic-conventions'],
  },
  {query: 'The server keeps getting killed for lack of memory', answers: [SELF_FAQ, SELF_QUICK]},
  {
    query: 'How do I see exactly what the model was told before it answered?',
    answers: [
      '/observability/overview',
      '/observability/quickstart-python',
      '/observability/concepts',
      '/observability/trace-with-python-sdk/instrument-functions',
    ],
  },
];
