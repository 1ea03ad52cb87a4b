import React from 'react';
import Link from '@docusaurus/Link';
import {
  Bot,
  Braces,
  Cpu,
  Database,
  Link2,
  ListChecks,
  Network,
  ShieldCheck,
  Shuffle,
  Sparkles,
  Telescope,
  type LucideIcon,
} from 'lucide-react';
import {INTEGRATIONS, type IntegrationId} from '../../../shared/integrations';
import styles from './styles.module.css';

/** Line icons, like the navbar's (lucide): the icon of each integration, by its id in shared/integrations.ts. */
const ICONS: Record<IntegrationId, LucideIcon> = {
  openai: Sparkles,
  langchain: Link2,
  langgraph: Network,
  llamaindex: Database,
  litellm: Shuffle,
  agents: Bot,
  pydanticai: ShieldCheck,
  dspy: Braces,
  instructor: ListChecks,
  agno: Cpu,
  opentelemetry: Telescope,
};

/** A grid of links to the tracing guide of each framework: one click from the home page to LangChain. */
export default function IntegrationsGrid({label = 'Integrations'}: {label?: string}): React.JSX.Element {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.grid}>
        {(Object.keys(INTEGRATIONS) as IntegrationId[]).map((id) => {
          const {name, what, to} = INTEGRATIONS[id];
          const Icon = ICONS[id];
          return (
            <li key={to}>
              <Link to={to} className={styles.card}>
                <Icon className={styles.icon} size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />
                <span className={styles.text}>
                  <span className={styles.name}>{name}</span>
                  <span className={styles.what}>{what}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
