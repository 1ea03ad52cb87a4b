/** What each integration's card says and where it leads. */
export interface Integration {
  name: string;
  /** What is traced, in a few words. */
  what: string;
  to: string;
}

/**
 * The frameworks and SDKs with a tracing guide, in the order they are shown, by a stable id (IntegrationsGrid picks
 * each one's icon by it); shown by IntegrationsGrid and listed in the Markdown twins.
 */
export const INTEGRATIONS = {
  openai: {name: 'OpenAI', what: 'Chat completions', to: '/observability/integrations/openai'},
  langchain: {name: 'LangChain', what: 'Chains, models, tools', to: '/observability/integrations/langchain'},
  langgraph: {name: 'LangGraph', what: 'Graph nodes and edges', to: '/observability/integrations/langgraph'},
  llamaindex: {name: 'LlamaIndex', what: 'Retrieval and synthesis', to: '/observability/integrations/llamaindex'},
  litellm: {name: 'LiteLLM', what: 'Any provider, proxy', to: '/observability/integrations/litellm'},
  agents: {name: 'OpenAI Agents SDK', what: 'Turns, tools, handoffs', to: '/observability/integrations/openai-agents'},
  pydanticai: {name: 'PydanticAI', what: 'Agents, typed output', to: '/observability/integrations/pydanticai'},
  dspy: {name: 'DSPy', what: 'Modules and LM calls', to: '/observability/integrations/dspy'},
  instructor: {name: 'Instructor', what: 'Structured extraction', to: '/observability/integrations/instructor'},
  agno: {name: 'Agno', what: 'Agents and teams', to: '/observability/integrations/agno'},
  opentelemetry: {
    name: 'OpenTelemetry',
    what: 'Any language',
    to: '/observability/trace-with-opentelemetry/getting-started',
  },
} as const satisfies Record<string, Integration>;

export type IntegrationId = keyof typeof INTEGRATIONS;

/** The grid as a Markdown list, for the pages' Markdown twins. */
export function integrationsMarkdown(): string {
  return Object.values(INTEGRATIONS)
    .map(({name, what, to}: Integration) => `- [${name}](${to}): ${what.toLowerCase()}`)
    .join('\n');
}
