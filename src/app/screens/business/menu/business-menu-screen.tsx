import { OneStoreScreen } from '../shared/one-store-screen';
import { businessMenuJa as t } from './business-menu.ja';
import { MenuEditorBody } from './menu-editor-body';

// メニュー: a store's menus, edited, imported and saved.
export const BusinessMenuScreen = () => (
  <OneStoreScreen rule="businessMenu" title={t.title} lead={t.lead}>
    {(store) => <MenuEditorBody store={store} />}
  </OneStoreScreen>
);
