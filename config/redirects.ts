/**
 * Old URLs that must keep working. The client redirects plugin (config/plugins.ts) writes a redirect page for each
 * `from`, and refuses to build when a `to` is not a page of the site. `npm run gen:nginx` turns the same list into real
 * HTTP 301 redirects for the production server, so browsers and crawlers always get the same answer.
 *
 * Paths are written without the base URL and without a trailing slash.
 */
import {API_PAGE_RENAMES} from './apiRedirects';

export interface Redirect {
  /** The legacy path. Must not be a page of the site: a page always wins over a redirect. */
  from: string;
  /** The current page it lives at. */
  to: string;
}

// Legacy paths of the original site that are NOT redirected, because each is a real page here and a page must not be
// shadowed by a redirect (the plugin would refuse it):
//   /evaluation/quick-start-ui → /evaluation/evaluation-from-ui/quick-start   (the "Quick Start (UI)" page)
//   /observability/overview    → /observability/concepts                      (the "Overview" page)
// The original's in-page <Redirect> of /prompt-engineering/managing-prompts-programatically/fetch-prompts is not
// carried over either: that path is a page of its own here. Its `createRedirects` rule for
// reference/sdk/deprecated-v2/core_functions matched no route, so it produced no redirect and has nothing to port.
const legacyRedirects: readonly Redirect[] = [
  {from: '/reference/api', to: '/reference/api/category'},

  // Prompt management moved into prompt engineering and custom workflows.
  {from: '/prompt-management/creating-a-custom-template', to: '/custom-workflows/quick-start'},
  {from: '/prompt-management/overview', to: '/prompt-engineering/concepts'},
  {from: '/prompt-management/quick-start', to: '/prompt-engineering/quick-start'},
  {
    from: '/prompt-management/prompt-management-sdk',
    to: '/prompt-engineering/managing-prompts-programatically/create-and-commit',
  },
  {from: '/prompt-management/adding-custom-providers', to: '/prompt-engineering/playground/custom-providers'},
  {from: '/prompt-management/using-the-playground', to: '/prompt-engineering/playground/using-playground'},
  {
    from: '/prompt-management/integration/how-to-integrate-with-tessera',
    to: '/prompt-engineering/integrating-prompts/integrating-with-tessera',
  },
  {
    from: '/prompt-management/integration/fetch-prompts',
    to: '/prompt-engineering/integrating-prompts/fetch-prompt-programatically',
  },
  {from: '/prompt-management/integration/proxy-calls', to: '/prompt-engineering/integrating-prompts/proxy-calls'},

  // Prompt engineering pages renamed inside the section.
  {from: '/prompt-engineering/overview', to: '/prompt-engineering/concepts'},
  {
    from: '/prompt-engineering/prompt-management/how-to-integrate-with-tessera',
    to: '/prompt-engineering/integrating-prompts/integrating-with-tessera',
  },
  {
    from: '/prompt-engineering/prompt-management/prompt-management-sdk',
    to: '/prompt-engineering/managing-prompts-programatically/create-and-commit',
  },
  {
    from: '/prompt-engineering/prompt-management/proxy-calls',
    to: '/prompt-engineering/integrating-prompts/proxy-calls',
  },
  {from: '/prompt-engineering/playground/using-the-playground', to: '/prompt-engineering/playground/using-playground'},
  {
    from: '/prompt-engineering/playground/adding-custom-providers',
    to: '/prompt-engineering/playground/custom-providers',
  },

  // Self-hosting guides regrouped under /self-host/guides.
  {from: '/self-host/host-locally', to: '/self-host/quick-start'},
  {from: '/self-host/host-remotely', to: '/self-host/guides/deploy-remotely'},
  {from: '/self-host/host-on-kubernetes', to: '/self-host/guides/deploy-to-kubernetes'},
  {from: '/self-host/applying-schema-migration', to: '/self-host/upgrading'},
  {from: '/self-host/deploy_remotely/host-remotely', to: '/self-host/guides/deploy-remotely'},
  {from: '/self-host/deploy_remotely/host-on-kubernetes', to: '/self-host/guides/deploy-to-kubernetes'},
  {from: '/self-host/migration/applying-schema-migration', to: '/self-host/upgrading'},

  // Evaluation: the single pages of the first docs split into sections.
  {from: '/evaluation/overview', to: '/evaluation/concepts'},
  {from: '/evaluation/quick-start-sdk', to: '/evaluation/concepts'},
  {from: '/evaluation/sdk-evaluation', to: '/evaluation/concepts'},
  {from: '/evaluation/create-test-sets', to: '/evaluation/managing-test-sets/upload-csv'},
  {from: '/evaluation/no-code-evaluation', to: '/evaluation/evaluation-from-ui/running-evaluations'},
  {from: '/evaluation/human_evaluation', to: '/evaluation/human-evaluation/quick-start'},
  {from: '/evaluation/annotate-api', to: '/observability/trace-with-python-sdk/annotate-traces'},
  {from: '/evaluation/configure-evaluators', to: '/evaluation/configure-evaluators/overview'},
  {from: '/evaluation/configure-evaluators/pattern-matching', to: '/evaluation/configure-evaluators/regex-evaluator'},
  {
    from: '/evaluation/evaluators/classification-entiry-extraction',
    to: '/evaluation/configure-evaluators/classification-entity-extraction',
  },
  {from: '/evaluation/evaluators/pattern-matching', to: '/evaluation/configure-evaluators/regex-evaluator'},
  {from: '/evaluation/evaluators/semantic-similarity', to: '/evaluation/configure-evaluators/semantic-similarity'},
  {from: '/evaluation/evaluators/llm-as-a-judge', to: '/evaluation/configure-evaluators/llm-as-a-judge'},
  {from: '/evaluation/evaluators/rag-evaluators', to: '/evaluation/configure-evaluators/rag-evaluators'},
  {from: '/evaluation/evaluators/custom-evaluator', to: '/evaluation/configure-evaluators/custom-evaluator'},
  {from: '/evaluation/evaluators/webhook-evaluator', to: '/evaluation/configure-evaluators/webhook-evaluator'},

  // Observability: tracing guides split by SDK and OpenTelemetry.
  {from: '/observability/quickstart', to: '/observability/quickstart-python'},
  {from: '/observability/observability-sdk', to: '/observability/trace-with-python-sdk/setup-tracing'},
  {from: '/observability/opentelemetry', to: '/observability/trace-with-opentelemetry/distributed-tracing'},
  {from: '/observability/otel-semconv', to: '/observability/trace-with-opentelemetry/semantic-conventions'},
  {
    from: '/observability/concepts/semantic-conventions',
    to: '/observability/trace-with-opentelemetry/semantic-conventions',
  },
  {
    from: '/observability/trace-with-opentelemetry/setup-tracing',
    to: '/observability/trace-with-opentelemetry/getting-started',
  },
  {from: '/observability/using-the-ui/filtering-traces', to: '/observability/concepts'},

  // The only "Video Tutorials" page had no video: it is a written walkthrough among the cookbooks.
  {
    from: '/tutorials/videos/creating-test-sets-from-production-data',
    to: '/tutorials/cookbooks/improve-prompts-with-production-traces',
  },

  // The SDK reference's first page.
  {from: '/reference/sdk/quick_start', to: '/reference/sdk/configuration-management'},
];

/** The legacy paths of the docs, then the old slugs of API operation pages (config/apiRedirects.ts). */
export const redirects: readonly Redirect[] = [
  ...legacyRedirects,
  ...API_PAGE_RENAMES.map(([from, to]) => ({from: `/reference/api/${from}`, to: `/reference/api/${to}`})),
];

/** The option of @docusaurus/plugin-client-redirects (a fresh, mutable copy: the plugin's type wants one). */
export const clientRedirects = redirects.map(({from, to}) => ({from, to}));
