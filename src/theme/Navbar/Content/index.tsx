// Wrapped to add the navbar's second row (section links) under the theme's own top row; CSS hides that row on
// phones, which keep its server HTML without hydrating it.
import React from 'react';
import Content from '@theme-original/Navbar/Content';
import type ContentType from '@theme/Navbar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useThemeConfig} from '@docusaurus/theme-common';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import DesktopOnly from '@site/src/components/DesktopOnly';
import {SectionRowContext} from '@site/src/components/SectionLinkNavbarItem';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

function SectionRow(): React.JSX.Element {
  const sectionItems = useThemeConfig().navbar.items.filter((item) => item.type === 'custom-sectionLink');
  return (
    <div className={styles.sectionRow}>
      <SectionRowContext.Provider value>
        {sectionItems.map((item, index) => (
          <NavbarItem key={index} {...(item as NavbarItemProps)} />
        ))}
      </SectionRowContext.Provider>
    </div>
  );
}

export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Content {...props} />
      <DesktopOnly>
        <SectionRow />
      </DesktopOnly>
    </>
  );
}
