// pa11y ships no type declarations: the part of its API the tests use (https://github.com/pa11y/pa11y#javascript-interface).
declare module 'pa11y' {
  import type {Browser, Page} from 'puppeteer';

  export interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
  }

  export interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export interface Pa11yOptions {
    browser?: Browser;
    page?: Page;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    actions?: string[];
    timeout?: number;
    wait?: number;
    includeWarnings?: boolean;
    includeNotices?: boolean;
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
