import React, {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Bot, Check, ChevronDown, Copy, ExternalLink, FileText, Terminal} from 'lucide-react';
import {useSiteLinks} from '@site/src/utils/siteLinks';
import {copyText} from '@site/shared/copyText';
import {copyFromUrl, copyPageLinks, editorSetup} from './_links';
import MenuItem from './MenuItem';
import styles from './styles.module.css';

type CopyStatus = 'idle' | 'copied' | 'failed';

const BUTTON_LABELS: Record<CopyStatus, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

/** What was copied, said through a live region too: a new label on the focused button is not reliably read out. */
type CopyTarget = 'page' | 'agentsMd' | 'mcpUrl' | 'claudeCode';

const COPIED_MESSAGES: Record<CopyTarget, string> = {
  page: 'Page copied as Markdown.',
  agentsMd: 'Docs index for AGENTS.md copied.',
  mcpUrl: 'MCP server URL copied.',
  claudeCode: 'Claude Code command copied.',
};

/**
 * "Copy page": a menu button (WAI-ARIA menu button pattern) that copies the page's Markdown twin, opens it, or hands
 * it to ChatGPT or Claude. The twins are written at build time by plugins/llms.
 */
export default function CopyPageMenu({permalink}: {permalink: string}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {links, askAiUrl} = useSiteLinks();
  const targets = copyPageLinks(permalink, siteConfig.url, links);
  // The editor set-up needs the service's MCP endpoint: without a service, the menu offers none.
  const editors = askAiUrl ? editorSetup(askAiUrl) : undefined;
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [copied, setCopied] = useState<CopyTarget>('page');
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen === 'last' ? list[list.length - 1] : list[0])?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);

  function openMenu(focus: 'first' | 'last') {
    setFocusOnOpen(focus);
    setOpen(true);
  }

  function closeMenu({returnFocus}: {returnFocus: boolean}) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(current + 1);
      case 'ArrowUp':
        return moveTo(current - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return closeMenu({returnFocus: true});
      case 'Tab':
        return closeMenu({returnFocus: false});
      default:
        return undefined;
    }
  }

  async function copy(target: CopyTarget, write: () => Promise<void>) {
    closeMenu({returnFocus: true});
    setCopied(target);
    try {
      await write();
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  const copyPage = () => copy('page', () => copyFromUrl(targets.markdownPath));
  // /agents.md is written by plugins/llms from the sidebars: an index of the docs to paste into a project's AGENTS.md.
  const copyAgentsMd = () => copy('agentsMd', () => copyFromUrl(`${siteConfig.baseUrl}agents.md`));
  // A link closes the menu without pulling focus back to the button: the browser is about to follow it.
  const followLink = () => closeMenu({returnFocus: false});

  return (
    <div ref={rootRef} className={styles.copyPage} data-pagefind-ignore>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? closeMenu({returnFocus: false}) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}>
        {status === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        {BUTTON_LABELS[status]}
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}>
        <MenuItem icon={Copy} onSelect={copyPage}>
          Copy page as Markdown
        </MenuItem>
        <MenuItem
          icon={FileText}
          onSelect={followLink}
          link={{to: `pathname://${targets.markdownPath}`, autoAddBaseUrl: false}}>
          View as Markdown
        </MenuItem>
        <MenuItem icon={ExternalLink} onSelect={followLink} link={{href: targets.chatGpt}}>
          Open in ChatGPT
        </MenuItem>
        <MenuItem icon={ExternalLink} onSelect={followLink} link={{href: targets.claude}}>
          Open in Claude
        </MenuItem>
        <MenuItem icon={Bot} onSelect={copyAgentsMd}>
          Add to AGENTS.md
        </MenuItem>
        {/* Rendered only while open: the server-rendered page is then the same with or without a service. */}
        {editors && open && (
          <>
            <li role="separator" className={styles.separator} />
            <li role="none">
              <ul role="group" aria-label="Use these docs in your editor" className={styles.group}>
                <li role="presentation" aria-hidden="true" className={styles.groupLabel}>
                  Use these docs in your editor
                </li>
                <MenuItem icon={Copy} onSelect={() => copy('mcpUrl', () => copyText(editors.mcpUrl))}>
                  Copy MCP server URL
                </MenuItem>
                <MenuItem icon={ExternalLink} onSelect={followLink} link={{href: editors.cursor}}>
                  Add to Cursor
                </MenuItem>
                <MenuItem icon={ExternalLink} onSelect={followLink} link={{href: editors.vscode}}>
                  Add to VS Code
                </MenuItem>
                <MenuItem icon={Terminal} onSelect={() => copy('claudeCode', () => copyText(editors.claudeCode))}>
                  Copy Claude Code command
                </MenuItem>
              </ul>
            </li>
          </>
        )}
      </ul>
      <span role="status" className="visually-hidden">
        {status === 'copied' ? COPIED_MESSAGES[copied] : status === 'failed' ? 'Copying failed.' : ''}
      </span>
    </div>
  );
}
