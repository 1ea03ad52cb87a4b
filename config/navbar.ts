import type {Navbar} from '@docusaurus/theme-common';
import {readBooleanEnv} from './env';
import {links} from './links';

/**
 * The two-row navigation bar. Items of type `custom-sectionLink` form the bottom row on desktop and the primary
 * mobile menu; the other items form the top row (see src/theme/NavbarItem/ComponentTypes.tsx).
 */
export const navbar = {
  title: '',
  hideOnScroll: readBooleanEnv('NAVBAR_HIDE_ON_SCROLL', false),
  logo: {
    alt: 'Tessera Docs home',
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    width: 146,
    height: 28,
  },
  items: [
    {
      type: 'custom-sectionLink',
      icon: 'docs',
      item: {type: 'doc', docId: 'getting-started/introduction', label: 'Docs'},
    },
    {
      type: 'custom-sectionLink',
      icon: 'tutorials',
      item: {type: 'docSidebar', sidebarId: 'guidesSidebar', label: 'Tutorials'},
    },
    {
      type: 'custom-sectionLink',
      icon: 'reference',
      item: {
        type: 'docSidebar',
        sidebarId: 'referenceSidebar',
        label: 'Reference',
      },
      // API pages live in their own docs plugin instance; count them as part of the Reference section.
      activePathPrefix: '/reference/',
    },
    {
      type: 'custom-sectionLink',
      icon: 'roadmap',
      item: {to: '/roadmap', label: 'Roadmap'},
    },
    {
      type: 'custom-sectionLink',
      icon: 'changelog',
      item: {to: '/changelog/main', label: 'Changelog', activeBasePath: '/changelog'},
    },
    {
      type: 'custom-sectionLink',
      icon: 'selfHost',
      item: {type: 'docSidebar', sidebarId: 'selfHostSidebar', label: 'Self-host'},
    },
    {type: 'search', position: 'left', className: 'navbar-search--centred'},
    {
      type: 'custom-buttonLink',
      position: 'right',
      label: 'Book A Demo',
      href: links.bookDemo,
      variant: 'secondary',
      icon: 'demo',
    },
    {
      type: 'custom-buttonLink',
      position: 'right',
      label: 'Start for Free',
      href: links.hostedApp,
      variant: 'primary',
      icon: 'start',
    },
    {
      type: 'custom-iconLink',
      position: 'right',
      label: 'Source repository',
      href: links.sourceRepository,
      icon: 'repository',
    },
    {
      type: 'custom-iconLink',
      position: 'right',
      label: 'Community chat',
      href: links.communityChat,
      icon: 'chat',
    },
  ],
} satisfies Navbar;
