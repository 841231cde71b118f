import { TabStrip, tabStripId } from '../../../components/tab-strip';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { InboxProvider } from '../model/review-filters';

interface ProviderTabsProps {
  providers: readonly InboxProvider[];
  value: InboxProvider;
  onChange: (provider: InboxProvider) => void;
  panelId: string;
  idPrefix: string;
}

export const providerTabId = (idPrefix: string, provider: InboxProvider) => tabStripId(idPrefix, provider);

// Google / Yahoo!プレイス as ARIA tabs: the arrow keys move between them (automatic activation).
export const ProviderTabs = ({ providers, ...props }: ProviderTabsProps) => (
  <TabStrip tabs={providers} labels={reviewInboxJa.provider} label={reviewInboxJa.providerTabs} {...props} />
);
