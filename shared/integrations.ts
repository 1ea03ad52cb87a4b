/** The frameworks and SDKs with a tracing guide; shown by IntegrationsGrid and listed in the Markdown twins. */
export type IntegrationIcon =
  | 'openai'
  | 'langchain'
  | 'langgraph'
  | 'llamaindex'
  | 'litellm'
  | 'agents'
  | 'pydanticai'
  | 'dspy'
  | 'instructor'
  | 'agno'
  | 'opentelemetry';

export interface Integration {
  name: string;
  /** What is traced, in a few words. */
  what: string;
  to: string;
  icon: IntegrationIcon;
}

export const INTEGRATIONS: readonly Integration[] = [
  {name: 'OpenAI', what: 'Chat completions', to: '/observability/integrations/openai', icon: 'openai'},
  {name: 'LangChain', what: 'Chains, models, tools', to: '/observability/integrations/langchain', icon: 'langchain'},
  {name: 'LangGraph', what: 'Graph nodes and edges', to: '/observability/integrations/langgraph', icon: 'langgraph'},
  {
    name: 'LlamaIndex',
    what: 'Retrieval and synthesis',
    to: '/observability/integrations/llamaindex',
    icon: 'llamaindex',
  },
  {name: 'LiteLLM', what: 'Any provider, proxy', to: '/observability/integrations/litellm', icon: 'litellm'},
  {
    name: 'OpenAI Agents SDK',
    what: 'Turns, tools, handoffs',
    to: '/observability/integrations/openai-agents',
    icon: 'agents',
  },
  {name: 'PydanticAI', what: 'Agents, typed output', to: '/observability/integrations/pydanticai', icon: 'pydanticai'},
  {name: 'DSPy', what: 'Modules and LM calls', to: '/observability/integrations/dspy', icon: 'dspy'},
  {name: 'Instructor', what: 'Structured extraction', to: '/observability/integrations/instructor', icon: 'instructor'},
  {name: 'Agno', what: 'Agents and teams', to: '/observability/integrations/agno', icon: 'agno'},
  {
    name: 'OpenTelemetry',
    what: 'Any language',
    to: '/observability/trace-with-opentelemetry/getting-started',
    icon: 'opentelemetry',
  },
];

/** The grid as a Markdown list, for the pages' Markdown twins. */
export function integrationsMarkdown(): string {
  return INTEGRATIONS.map(({name, what, to}) => `- [${name}](${to}): ${what.toLowerCase()}`).join('\n');
}
