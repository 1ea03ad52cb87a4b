import React from 'react';
import {
  BookOpen,
  CalendarDays,
  Code,
  FileText,
  GitBranch,
  History,
  MessagesSquare,
  Route,
  Rocket,
  Server,
  type LucideIcon,
} from 'lucide-react';

/** Icons the navigation may use, by the names that config/navbar.ts refers to. */
const icons = {
  docs: FileText,
  tutorials: BookOpen,
  reference: Code,
  roadmap: Route,
  changelog: History,
  selfHost: Server,
  repository: GitBranch,
  chat: MessagesSquare,
  demo: CalendarDays,
  start: Rocket,
} satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof icons;

export function isNavIconName(name: string): name is NavIconName {
  return name in icons;
}

export default function NavIcon({name, size = 16}: {name: NavIconName; size?: number}): React.JSX.Element {
  const Icon = icons[name];
  return <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
