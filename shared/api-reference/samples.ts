// What the API reference's build (plugins/api-reference) hands its pages (src/theme/ApiItem): the request samples
// and where "Try it" finds the operation.

/** One built sample, as the API page shows it. */
export interface CodeSample {
  /** The generator's language key, e.g. `nodejs`: a stable id for the tab. */
  language: string;
  /** What readers call the language, e.g. "Node.js". */
  label: string;
  /** The Prism grammar it is highlighted with. */
  highlight: string;
  /** Highlighted HTML for the inside of `<code>`, with the API host marked (see plugins/api-reference/highlight.ts). */
  html: string;
}

/** A language tab without its sample. */
export type CodeSampleTab = Omit<CodeSample, 'html'>;

/** What an operation page exports as `codeSamples`. */
export interface PageCodeSamples {
  /** Every language, in the configured order. */
  tabs: CodeSampleTab[];
  /** The first language's sample, rendered with the page. */
  initial: CodeSample;
  /** Path under the site's base URL of the JSON file with every language's sample (`CodeSample[]`). */
  allUrl: string;
}

/** What an operation page's data island holds: where "Try it" fetches the operation from (plugins/api-reference/sampleDelivery.ts). */
export interface OperationReference {
  /** Path under the site's base URL. */
  operationUrl: string;
}
