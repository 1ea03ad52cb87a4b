import type {icons} from 'lucide-react';

/**
 * The public roadmap shown at /roadmap: what shipped recently, what is being built and what is planned.
 *
 * To add an item, append it to `roadmapItems` below and run `npm run test:unit`: tests/unit/roadmap.test.ts checks
 * every entry (see src/data/roadmapValidation.ts) and says how to fix it. When a planned item ships, set
 * `status: 'shipped'`, add `shippedAt` and point `link` at its changelog entry.
 */

/** The name of an icon exported by lucide-react (for example `FlaskConical`). */
export type LucideIconName = keyof typeof icons;

export interface RoadmapLabel {
  /** What readers see on the chip and the filter button. */
  name: string;
  /**
   * CSS custom property holding the label colour. It is defined once, for light and dark mode, in
   * src/pages/roadmap/styles.module.css, with at least 4.5:1 contrast against the card background.
   */
  colorToken: `--roadmap-label-${string}`;
  icon: LucideIconName;
}

/** Every label a roadmap item may carry. The key is what the `?label=` filter of the page uses. */
export const roadmapLabels = {
  playground: {name: 'Playground', colorToken: '--roadmap-label-playground', icon: 'SquareTerminal'},
  evaluation: {name: 'Evaluation', colorToken: '--roadmap-label-evaluation', icon: 'FlaskConical'},
  observability: {name: 'Observability', colorToken: '--roadmap-label-observability', icon: 'Activity'},
  integration: {name: 'Integration', colorToken: '--roadmap-label-integration', icon: 'Plug'},
  sdk: {name: 'SDK', colorToken: '--roadmap-label-sdk', icon: 'Code'},
  misc: {name: 'Misc', colorToken: '--roadmap-label-misc', icon: 'Shapes'},
} as const satisfies Record<string, RoadmapLabel>;

export type RoadmapLabelId = keyof typeof roadmapLabels;

/** The label ids in display order. */
export const roadmapLabelIds = Object.keys(roadmapLabels) as RoadmapLabelId[];

/** The statuses, in the order the page shows their sections. */
export const roadmapStatuses = ['shipped', 'in-progress', 'planned'] as const;

export type RoadmapStatus = (typeof roadmapStatuses)[number];

/** A changelog entry, by the `slug:` of its front matter in changelog/*.mdx (served at /changelog/<slug>). */
export interface ChangelogLink {
  kind: 'changelog';
  slug: string;
}

/** A discussion of the source repository, by number; the page resolves it against the configured discussions URL. */
export interface DiscussionLink {
  kind: 'discussion';
  id: string;
}

interface RoadmapItemBase {
  /** Stable, lower-case kebab-case identifier. */
  id: string;
  title: string;
  /** One paragraph, in our own words, saying what the feature does for the reader. */
  description: string;
  labels: readonly RoadmapLabelId[];
}

export interface ShippedRoadmapItem extends RoadmapItemBase {
  status: 'shipped';
  /** ISO date (YYYY-MM-DD), the date of the changelog entry. */
  shippedAt: string;
  link: ChangelogLink;
}

export interface UpcomingRoadmapItem extends RoadmapItemBase {
  status: 'in-progress' | 'planned';
  shippedAt?: undefined;
  link: DiscussionLink;
}

export type RoadmapItem = ShippedRoadmapItem | UpcomingRoadmapItem;

export const roadmapItems: readonly RoadmapItem[] = [
  // ---- Shipped (newest first) ----
  {
    id: 'vertex-ai-provider-support',
    title: 'Vertex AI Provider Support',
    description:
      'Connect Google Vertex AI as a model provider and use Gemini together with the partner models that Vertex AI hosts. Once the provider is set up, its models are available in the playground, in the Model Hub and through the gateway, so you can compare them with the models of your other providers.',
    status: 'shipped',
    labels: ['integration', 'playground'],
    shippedAt: '2025-10-24',
    link: {kind: 'changelog', slug: 'vertex-ai-provider-support'},
  },
  {
    id: 'filtering-by-annotation',
    title: 'Filtering Traces by Annotation',
    description:
      'Find traces by how they were judged: filter on the scores and user feedback attached to them, for example to list every trace a reviewer rated poorly. The filter panel of the observability view was rebuilt at the same time and is easier to combine.',
    status: 'shipped',
    labels: ['observability'],
    shippedAt: '2025-10-14',
    link: {kind: 'changelog', slug: 'filtering-traces-by-annotation'},
  },
  {
    id: 'evaluation-results-dashboard',
    title: 'New Evaluation Results Dashboard',
    description:
      'A redesigned results view for evaluation runs. Plots summarise each metric, several runs can be compared side by side, a drawer shows the details of a single scenario and the configuration each run used is one click away. You can also give runs names, so they are easy to tell apart.',
    status: 'shipped',
    labels: ['evaluation'],
    shippedAt: '2025-09-26',
    link: {kind: 'changelog', slug: 'new-evaluation-results-dashboard'},
  },
  {
    id: 'deep-url-support',
    title: 'Deep URL Support for Sharable Links',
    description:
      'Page addresses now carry the workspace they belong to. A link you share opens the same view for your colleague, and refreshing the page or switching workspaces no longer sends you back to a default workspace.',
    status: 'shipped',
    labels: ['misc'],
    shippedAt: '2025-09-24',
    link: {kind: 'changelog', slug: 'deep-url-support-for-sharable-links'},
  },
  {
    id: 'speed-improvements-playground',
    title: 'Speed Improvements in the Playground',
    description:
      'The playground loads and reacts faster. Creating prompts and moving between them stays quick even when an application has hundreds of revisions.',
    status: 'shipped',
    labels: ['playground'],
    shippedAt: '2025-09-19',
    link: {kind: 'changelog', slug: 'speed-improvements-in-the-playground'},
  },
  {
    id: 'markdown-support',
    title: 'Markdown support',
    description:
      'Prompts and messages written in Markdown are displayed as formatted text in the playground and in the trace drawer, which makes long answers with lists, tables and code far easier to read.',
    status: 'shipped',
    labels: ['playground', 'observability'],
    shippedAt: '2025-08-07',
    link: {kind: 'changelog', slug: 'major-playground-improvements-and-enhancements'},
  },
  {
    id: 'images-in-playground',
    title: 'Image Support in playground',
    description:
      'Upload images and use them inside your prompts in the playground, so you can try vision-capable models on real inputs before you deploy.',
    status: 'shipped',
    labels: ['playground'],
    shippedAt: '2025-07-29',
    link: {kind: 'changelog', slug: 'support-for-images-in-playground'},
  },
  {
    id: 'llamaindex-integration',
    title: 'LlamaIndex Integration',
    description:
      'Trace applications built with LlamaIndex by adding a single line of setup. Each call LlamaIndex makes is recorded as spans of a trace that you can inspect in Tessera.',
    status: 'shipped',
    labels: ['observability'],
    shippedAt: '2025-06-17',
    link: {kind: 'changelog', slug: 'llamaindex-integration'},
  },
  {
    id: 'annotate-llm-response',
    title: 'Endpoint to Capture User Feedback for Traces',
    description:
      'An API endpoint that attaches scores and user feedback to an existing trace, so ratings collected in your own application are stored next to the request they describe.',
    status: 'shipped',
    labels: ['observability'],
    shippedAt: '2025-05-15',
    link: {kind: 'changelog', slug: 'annotate-your-llm-response-preview'},
  },
  {
    id: 'tool-support-playground',
    title: 'Tool Support in the Playground',
    description:
      'Declare tools in the playground and check how the model calls them while you iterate on a prompt. The tool definitions are saved as part of the prompt configuration.',
    status: 'shipped',
    labels: ['playground'],
    shippedAt: '2025-05-10',
    link: {kind: 'changelog', slug: 'tool-support-in-the-playground'},
  },
  {
    id: 'structured-output-playground',
    title: 'Structured Output Support in the Playground',
    description:
      'Describe the structure a response must follow, check the model output against it in the playground, and keep that format stored with the prompt.',
    status: 'shipped',
    labels: ['playground'],
    shippedAt: '2025-04-15',
    link: {kind: 'changelog', slug: 'structured-output-support-in-the-playground'},
  },

  // ---- In progress ----
  {
    id: 'llm-judge-structured-output',
    title: 'Structured Output and Multiple Outputs in LLM-as-a-Judge Evaluators',
    description:
      'LLM-as-a-judge evaluators will return several fields at once instead of a single score: for example an explanation, a confidence value, suggestions for improvement and a category, each kept as its own result.',
    status: 'in-progress',
    labels: ['evaluation'],
    link: {kind: 'discussion', id: '2855'},
  },
  {
    id: 'jinja2-playground',
    title: 'Jinja2 Template Support in the Playground',
    description:
      'Write prompt templates in Jinja2, with conditionals, filters and blocks. The template format is stored in the prompt configuration, and the SDK renders these templates the same way the playground does.',
    status: 'in-progress',
    labels: ['playground'],
    link: {kind: 'discussion', id: '2856'},
  },
  {
    id: 'pdf-support-playground',
    title: 'PDF Support in the Playground',
    description:
      'Pass PDF documents to the models that accept them, as base64 data, a URL or a provider file ID. PDF inputs will work in the playground and in human evaluation.',
    status: 'in-progress',
    labels: ['playground'],
    link: {kind: 'discussion', id: '2857'},
  },
  {
    id: 'prompt-snippets',
    title: 'Prompt Snippets',
    description:
      'Keep shared pieces of prompt text in one place and include them in several prompts. Each prompt refers to a snippet either at a fixed version or at its latest version, so you choose when an edit reaches it.',
    status: 'in-progress',
    labels: ['playground'],
    link: {kind: 'discussion', id: '2858'},
  },
  {
    id: 'online-evaluation',
    title: 'Online Evaluation',
    description:
      'Run evaluators, whether LLM-as-a-judge or your own code, automatically on new traces as they come in, so the quality of live traffic is measured all the time rather than only in test runs.',
    status: 'in-progress',
    labels: ['evaluation'],
    link: {kind: 'discussion', id: '2721'},
  },
  {
    id: 'evaluation-sdk',
    title: 'Programmatic Evaluation through the SDK',
    description:
      'Start evaluations from your own code with the Python SDK instead of only from the Tessera interface, so they can run in scripts and CI pipelines.',
    status: 'in-progress',
    labels: ['evaluation'],
    link: {kind: 'discussion', id: '2725'},
  },
  {
    id: 'date-range-filtering',
    title: 'Date Range Filtering in Metrics Dashboard',
    description: 'Restrict the metrics dashboard to a date range and look only at the traces recorded in that period.',
    status: 'in-progress',
    labels: ['observability'],
    link: {kind: 'discussion', id: '2774'},
  },

  // ---- Planned ----
  {
    id: 'prompt-folders',
    title: 'Folders for Prompt Organization',
    description:
      'Group prompts in folders and subfolders, move prompts from one folder to another, and search inside a single folder.',
    status: 'planned',
    labels: ['playground'],
    link: {kind: 'discussion', id: '2859'},
  },
  {
    id: 'projects-workspaces',
    title: 'Projects and Workspaces',
    description:
      'A hierarchy of projects and workspaces, so that prompts, test sets, traces and other resources can be scoped to a workspace, a team or an environment.',
    status: 'planned',
    labels: ['misc'],
    link: {kind: 'discussion', id: '2860'},
  },
  {
    id: 'ai-prompt-refinement',
    title: 'AI-Powered Prompt Refinement in the Playground',
    description:
      'An assistant in the playground that reviews your prompt, explains its weak spots and proposes a revised version that you can accept, edit or reject.',
    status: 'planned',
    labels: ['playground'],
    link: {kind: 'discussion', id: '2861'},
  },
  {
    id: 'open-spans-playground',
    title: 'Open Observability Spans Directly in the Playground',
    description:
      'A button on chat spans in the observability view that opens the span in the playground, prefilled with its messages, in a session that changes none of your saved configurations.',
    status: 'planned',
    labels: ['playground', 'observability'],
    link: {kind: 'discussion', id: '2862'},
  },
  {
    id: 'navigation-in-the-playground',
    title: 'Improving Navigation between Testsets in the Playground',
    description: 'Move through large test sets more easily after loading them into the playground.',
    status: 'planned',
    labels: ['playground'],
    link: {kind: 'discussion', id: '2731'},
  },
  {
    id: 'appending-single-test-cases',
    title: 'Appending Single Testcases in the Playground',
    description:
      'Pick one test case from another test set and add it to the test cases already loaded in the playground.',
    status: 'planned',
    labels: ['playground'],
    link: {kind: 'discussion', id: '2732'},
  },
  {
    id: 'test-set-view',
    title: 'Improving Testset View',
    description: 'A reworked test set page that makes it quicker to browse test cases and edit them in place.',
    status: 'planned',
    labels: ['evaluation'],
    link: {kind: 'discussion', id: '2733'},
  },
  {
    id: 'prompt-caching-sdk',
    title: 'Prompt Caching in the SDK',
    description:
      'Cache fetched prompts on the client side in the SDK, so your application does not request the same configuration again on every call.',
    status: 'planned',
    labels: ['sdk'],
    link: {kind: 'discussion', id: '2734'},
  },
  {
    id: 'test-set-versioning',
    title: 'Testset Versioning',
    description:
      'Keep versions of test sets, so that evaluation results you compare were always produced on exactly the same data.',
    status: 'planned',
    labels: ['evaluation'],
    link: {kind: 'discussion', id: '2735'},
  },
  {
    id: 'tagging',
    title: 'Tagging Traces, Testsets, Evaluations and Prompts',
    description:
      'Put tags on traces, test sets, evaluations and prompts, then use them to organise your work and to filter lists.',
    status: 'planned',
    labels: ['evaluation'],
    link: {kind: 'discussion', id: '2736'},
  },
  {
    id: 'tools-playground',
    title: 'Support for built-in LLM Tools (e.g. web search) in the Playground',
    description:
      'Use the tools that model providers offer out of the box, such as web search, from prompts in the playground.',
    status: 'planned',
    labels: ['playground'],
    link: {kind: 'discussion', id: '2577'},
  },
];
