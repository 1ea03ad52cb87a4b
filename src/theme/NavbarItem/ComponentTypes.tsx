// Wrapped to register the site's own navbar item types (section links, buttons, icon links); the theme's types stay.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ButtonNavbarItem from '@site/src/components/ButtonNavbarItem';
import IconLinkNavbarItem from '@site/src/components/IconLinkNavbarItem';
import SectionLinkNavbarItem from '@site/src/components/SectionLinkNavbarItem';

export default {
  ...ComponentTypes,
  'custom-sectionLink': SectionLinkNavbarItem,
  'custom-buttonLink': ButtonNavbarItem,
  'custom-iconLink': IconLinkNavbarItem,
};
