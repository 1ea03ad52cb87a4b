/**
 * Class names of docusaurus-theme-openapi-docs that the API pages' accessibility repairs look for in the browser
 * (src/theme/ApiItem/accessibilityRepairs.ts); the build checks that the theme still writes them
 * (accessibilityTargets.ts). Plain constants: both the browser and the build import this file.
 */
export const THEME_CLASS_NAMES = {
  tabArrow: 'openapi-tabs__arrow',
  methodEndpoint: 'openapi__method-endpoint',
  securityTitle: 'openapi-security__summary-header',
} as const;
