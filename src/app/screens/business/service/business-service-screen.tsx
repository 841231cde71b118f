import { OneStoreScreen } from '../shared/one-store-screen';
import { businessServiceJa as t } from './business-service.ja';
import { ServiceEditorBody } from './service-editor-body';

// サービス: a store's service list, edited, imported and saved.
export const BusinessServiceScreen = () => (
  <OneStoreScreen rule="businessService" title={t.title} lead={t.lead}>
    {(store) => <ServiceEditorBody store={store} />}
  </OneStoreScreen>
);
