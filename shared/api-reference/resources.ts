/**
 * The API's resources (the tags of docs/reference/openapi.yaml) as readers meet them: the noun the docs use, one line
 * on what the resource is, and an icon from the navbar's set (lucide-react). The API sidebar shows these names
 * (sidebar.ts) and the category index these lines (src/theme/DocCardList). A tag missing here fails the build, so a
 * new resource cannot reach the index without its line.
 */

export interface ApiResource {
  /** The docs' noun ("Test sets", not the tag's "Testsets"). */
  label: string;
  /** What the resource is, one line. */
  summary: string;
  /** A lucide-react icon, by its export name (src/theme/DocCardList maps names to icons). */
  icon: ApiResourceIcon;
}

export type ApiResourceIcon =
  | 'Activity'
  | 'AppWindow'
  | 'Boxes'
  | 'Briefcase'
  | 'Building2'
  | 'Container'
  | 'CreditCard'
  | 'FlaskConical'
  | 'FolderKanban'
  | 'Gauge'
  | 'GitBranch'
  | 'KeyRound'
  | 'ListChecks'
  | 'ListTree'
  | 'Lock'
  | 'Play'
  | 'Rocket'
  | 'Search'
  | 'ShieldCheck'
  | 'SlidersHorizontal'
  | 'Table'
  | 'Tag'
  | 'Users'
  | 'Workflow'
  | 'Wrench';

const resource = (label: string, icon: ApiResourceIcon, summary: string): ApiResource => ({label, icon, summary});

/** By tag name, as written in the description. */
export const API_RESOURCES: Record<string, ApiResource> = {
  Apps: resource('Apps', 'AppWindow', 'The LLM applications you build, version and evaluate.'),
  Applications: resource('Applications', 'AppWindow', 'Applications as revisioned artifacts (preview routes).'),
  Variants: resource('Variants', 'GitBranch', 'Versions of an application, each with immutable revisions.'),
  Configs: resource('Configs', 'SlidersHorizontal', 'Named configurations of a base: deploy, roll back, history.'),
  Bases: resource('Bases', 'Boxes', 'The code or service that an application’s variants run on.'),
  Environments: resource('Environments', 'Rocket', 'Where revisions are deployed: development, staging, production.'),
  Containers: resource('Containers', 'Container', 'Built-in templates to create applications and variants from.'),
  Workflows: resource(
    'Workflows',
    'Workflow',
    'Revisioned workflows: the runnable units of applications and evaluators.',
  ),
  Testsets: resource('Test sets', 'Table', 'Test cases to run your application on, imported from CSV or JSON.'),
  Testcases: resource('Test cases', 'ListChecks', 'The single inputs and expected outputs of a test set.'),
  Evaluators: resource('Evaluators', 'Gauge', 'What scores your application’s outputs, built-in or your own.'),
  Evaluations: resource('Evaluations', 'FlaskConical', 'Runs of test sets through variants, scored by evaluators.'),
  'Human-Evaluations': resource('Human evaluations', 'Users', 'A/B and single-model tests that reviewers score.'),
  Annotations: resource('Annotations', 'Tag', 'Feedback and scores attached to traces and spans.'),
  Observability: resource('Observability', 'Activity', 'Traces sent over OTLP, and queries and analytics over them.'),
  Tracing: resource('Tracing', 'ListTree', 'Traces and spans: create, fetch, edit and query them (preview routes).'),
  Invocations: resource('Invocations', 'Play', 'Recorded calls of an application, linked to their traces.'),
  Queries: resource('Queries', 'Search', 'Saved, revisioned filters over traces.'),
  'Api Keys': resource('API keys', 'KeyRound', 'The keys that authenticate your calls to this API.'),
  Secrets: resource('Secrets', 'Lock', 'Provider keys and other secrets, kept in the vault.'),
  Organization: resource('Organizations', 'Building2', 'Your organization, its details and its members.'),
  Workspace: resource('Workspaces', 'Briefcase', 'The workspaces of an organization and who belongs to them.'),
  Scopes: resource('Projects', 'FolderKanban', 'The projects of a workspace, which hold applications and data.'),
  'Access Control': resource('Access control', 'ShieldCheck', 'Roles, role assignments and permission checks.'),
  Billing: resource('Billing', 'CreditCard', 'Plans, subscriptions, checkout and usage.'),
  Admin: resource('Admin', 'Wrench', 'Operator routes of a self-hosted deployment: accounts, billing, maintenance.'),
};

/** The resource of a tag; throws for a tag this file does not describe. */
export function apiResource(tag: string): ApiResource {
  const resource = API_RESOURCES[tag];
  if (!resource) {
    throw new Error(
      `The API tag "${tag}" has no entry in shared/api-reference/resources.ts: add its docs noun, one line on ` +
        'what it is, and an icon.',
    );
  }
  return resource;
}

/** The resource shown under a sidebar label (a docs noun), if it is one. */
export function resourceByLabel(label: string): ApiResource | undefined {
  return Object.values(API_RESOURCES).find((resource) => resource.label === label);
}

const KEY_VERBS = [/^create\b/i, /^list\b|^query\b|^search\b/i, /^(fetch|get|read)\b/i, /^(update|edit)\b/i, /^run\b/i];

/** Two or three operations that show what a resource does: create, list, fetch first, in that order. */
export function keyOperations<T extends {label: string}>(operations: readonly T[], count = 3): T[] {
  const chosen: T[] = [];
  for (const verb of KEY_VERBS) {
    const match = operations.find((operation) => verb.test(operation.label) && !chosen.includes(operation));
    if (match) chosen.push(match);
    if (chosen.length === count) return chosen;
  }
  for (const operation of operations) {
    if (chosen.length === count) break;
    if (!chosen.includes(operation)) chosen.push(operation);
  }
  return chosen;
}
