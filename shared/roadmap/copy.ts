import type {RoadmapStatus} from './items';

/**
 * The words of the /roadmap page, shared by the page and its Markdown twin (plugins/llms), so that both say the same.
 */
export const ROADMAP_PAGE = {
  description:
    'What the Tessera team shipped recently, is building now and plans next. Filter by area, follow the discussions ' +
    'and subscribe to the release notes.',
  lead:
    'What we shipped recently, what we are building now and what comes next. Shipped items link to their release ' +
    'notes; the others link to a discussion where you can follow the work and tell us what you need.',
} as const;

export interface RoadmapSectionCopy {
  title: string;
  intro: string;
  /** Completes "No … items match these filters." */
  emptyNoun: string;
}

export const ROADMAP_SECTIONS: Record<RoadmapStatus, RoadmapSectionCopy> = {
  shipped: {
    title: 'Recently shipped',
    intro: 'Released and described in the changelog.',
    emptyNoun: 'shipped',
  },
  'in-progress': {
    title: 'In progress',
    intro: 'Being built now. Join the discussion to help shape the details.',
    emptyNoun: 'in-progress',
  },
  planned: {
    title: 'Planned',
    intro: 'Coming next. Tell us in the discussion what you need from it.',
    emptyNoun: 'planned',
  },
};
