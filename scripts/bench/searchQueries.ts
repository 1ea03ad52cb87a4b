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
      '/tutorials/videos/creating-test-sets-from-production-data',
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
      '/tutorials/videos/creating-test-sets-from-production-data',
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
