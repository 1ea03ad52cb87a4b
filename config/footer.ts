import type {Footer} from '@docusaurus/theme-common';
import {links, repositoryLinks} from './links';

export const footer = {
  style: 'light',
  logo: {
    alt: 'Tessera',
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    width: 110,
    height: 24,
    href: '/',
  },
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'What is Tessera?', to: '/'},
        {label: 'Prompt engineering', to: '/prompt-engineering/quick-start'},
        {label: 'Evaluation', to: '/evaluation/quick-start-ui'},
        {label: 'Observability', to: '/observability/overview'},
        {label: 'Self-host', to: '/self-host/quick-start'},
      ],
    },
    {
      title: 'Reference',
      items: [
        {label: 'Python SDK', to: '/reference/sdk/configuration-management'},
        {label: 'API reference', to: '/reference/api/category'},
        {label: 'Changelog', to: '/changelog/main'},
        {label: 'Roadmap', to: '/roadmap'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Source repository', href: links.sourceRepository},
        {label: 'Community chat', href: links.communityChat},
        {label: 'Discussions', href: repositoryLinks.discussions},
        {label: 'Getting support', to: '/misc/getting_support'},
      ],
    },
    {
      title: 'Company',
      items: [
        {label: 'Tessera website', href: links.company},
        {label: 'Book a demo', href: links.bookDemo},
        {label: 'Start for free', href: links.hostedApp},
        {label: 'Open source vs. commercial', to: '/misc/opensource'},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Tessera. Documentation licensed under the MIT licence.`,
} satisfies Footer;
