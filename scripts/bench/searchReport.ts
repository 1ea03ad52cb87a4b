/**
 * The bench report's section on search quality: the relevance table of `npm run bench:search` (scripts/bench/
 * relevance.ts) with MCP `search_docs`, called over HTTP (scripts/bench/mcp.ts), as one more row scored the same way.
 */
import type {McpSearchFigures} from './mcp';
import type {RelevanceBenchResult} from './relevance';
import type {RelevanceScores} from './relevanceMetrics';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
// Calls take a few milliseconds: whole milliseconds would hide the difference between two runs.
const milliseconds = (value: number) => `${value.toFixed(1)} ms`;

function scoreCells(scores: RelevanceScores): string[] {
  return [percent(scores.recallAt1), percent(scores.recallAt5), scores.mrrAt10.toFixed(3)];
}

export const MCP_RANKING_NAME = 'MCP search_docs, over HTTP';

/** Rows of the relevance table: name, then recall@1, recall@5 and MRR@10 on keywords, then on questions. */
export function relevanceRows(relevance: RelevanceBenchResult | undefined, mcp: McpSearchFigures | undefined) {
  const rankings = [
    ...(relevance?.rankings ?? []),
    ...(mcp ? [{name: MCP_RANKING_NAME, keywords: mcp.keywords, questions: mcp.questions}] : []),
  ];
  return rankings.map(({name, keywords, questions}) => [name, ...scoreCells(keywords), ...scoreCells(questions)]);
}

export function searchQualitySections(
  relevance: RelevanceBenchResult | undefined,
  mcp: McpSearchFigures | undefined,
  table: (header: string[], rows: string[][]) => string,
): string[] {
  const sections = ['## Search relevance'];
  if (!relevance && !mcp) return [...sections, 'not measured'];
  const sets = relevance ?? {keywordQueries: mcp?.keywords.queries, questionQueries: mcp?.questions.queries};
  sections.push(
    `Reader query sets of \`scripts/bench/searchQueries.ts\`: ${sets.keywordQueries} keyword queries and ` +
      `${sets.questionQueries} questions, each with the page(s) that answer it` +
      (relevance ? `, over ${relevance.pages} pages (${relevance.sections} sections) of the build.` : '.'),
    table(['Ranking', 'kw R@1', 'kw R@5', 'kw MRR@10', 'q R@1', 'q R@5', 'q MRR@10'], relevanceRows(relevance, mcp)),
  );
  if (relevance) {
    sections.push(
      relevance.targetsMissed.length === 0
        ? 'Relevance targets: all met.'
        : `Relevance targets missed: ${relevance.targetsMissed.join(', ')}.`,
    );
  }
  if (mcp) {
    sections.push(
      `MCP \`search_docs\` latency over HTTP (the service on loopback, the SDK's client): p50 ` +
        `${milliseconds(mcp.p50Ms)}, p95 ${milliseconds(mcp.p95Ms)} over ${mcp.samples} calls ` +
        `(${mcp.queries} queries × ${mcp.rounds}).`,
    );
  }
  return sections;
}
