import siteConfig from '@generated/docusaurus.config';

/**
 * The theme hides a dismissed announcement before React starts, using a flag on <html> set from storage. When the
 * announcement id has changed, the theme resets the stored dismissal but leaves that flag, so the new announcement
 * would stay hidden until the next page load. Clearing the flag here shows it at once.
 */
if (typeof window !== 'undefined') {
  const announcement = (siteConfig.themeConfig as {announcementBar?: {id: string}}).announcementBar;
  try {
    if (announcement && window.localStorage.getItem('docusaurus.announcement.id') !== announcement.id) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch {
    // Storage unavailable: nothing was dismissed.
  }
}
