// Data files that the site's own plugins write into .docusaurus/ with `actions.createData`.
declare module '@generated/tessera-changelog-index/default/changelog-index.json' {
  import type {ChangelogIndexData} from '@site/plugins/changelog-index';

  const data: ChangelogIndexData;
  export default data;
}
