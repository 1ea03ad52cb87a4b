import {readEnv, readOptionalEnv} from './env';

/**
 * Every external URL and third-party ID the site uses, in one place. Values come from environment variables so a
 * deployment can point them at real hosts; the defaults are the placeholder hosts of the product brief.
 */
export const links = {
  /** The hosted Tessera application ("Start for Free"). */
  hostedApp: readEnv('TESSERA_APP_URL', 'https://cloud.tessera.example'),
  /** Where readers book a demo. */
  bookDemo: readEnv('TESSERA_DEMO_URL', 'https://tessera.example/book-a-demo'),
  /** The platform's source repository. */
  sourceRepository: readEnv('TESSERA_REPO_URL', 'https://code.tessera.example/tessera/tessera'),
  /** The community chat. */
  communityChat: readEnv('TESSERA_CHAT_URL', 'https://chat.tessera.example'),
  /** The company site, used in the footer. */
  company: readEnv('TESSERA_COMPANY_URL', 'https://tessera.example'),
  /** "Open in ChatGPT" on docs pages: this URL followed by the URL-encoded prompt. */
  chatGptBase: readEnv('CHATGPT_PROMPT_URL', 'https://chatgpt.com/?q='),
  /** "Open in Claude" on docs pages: this URL followed by the URL-encoded prompt. */
  claudeBase: readEnv('CLAUDE_PROMPT_URL', 'https://claude.ai/new?q='),
} as const;

/** Links derived from the repository URL, so that changing the repository changes all of them. */
export const repositoryLinks = {
  discussions: readEnv('TESSERA_DISCUSSIONS_URL', `${links.sourceRepository}/discussions`),
  newFeatureRequest: readEnv('TESSERA_FEATURE_REQUEST_URL', `${links.sourceRepository}/discussions/new?category=ideas`),
  newIssue: readEnv('TESSERA_NEW_ISSUE_URL', `${links.sourceRepository}/issues/new`),
  /** Base of "Edit this page" links; unset means no edit links. */
  docsEditBase: readOptionalEnv('TESSERA_DOCS_EDIT_URL'),
} as const;

/** Third-party IDs. All are optional: with none set, the built site makes no third-party request. */
export const analytics = {
  posthogKey: readOptionalEnv('POSTHOG_API_KEY'),
  posthogHost: readEnv('POSTHOG_HOST', 'https://eu.i.posthog.com'),
  /** Session recording is a PostHog feature; it is off unless explicitly enabled. */
  posthogSessionRecording: readOptionalEnv('POSTHOG_SESSION_RECORDING') === 'true',
  googleTagId: readOptionalEnv('GOOGLE_TAG_ID'),
  googleTagManagerId: readOptionalEnv('GOOGLE_TAG_MANAGER_ID'),
} as const;

/** The optional Ask AI answer service (see service/). Unset means the Ask AI mode is absent from search. */
export const askAiUrl = readOptionalEnv('ASK_AI_URL');

/** The vocabulary of the pages' structured data (JSON-LD `@context`); an identifier, never fetched. */
export const structuredDataVocabulary = 'https://schema.org';

export type Links = typeof links;
