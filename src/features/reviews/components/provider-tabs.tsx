import { chakra } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { InboxProvider } from '../model/review-filters';

interface ProviderTabsProps {
  providers: readonly InboxProvider[];
  value: InboxProvider;
  onChange: (provider: InboxProvider) => void;
  panelId: string;
  idPrefix: string;
}

export const providerTabId = (idPrefix: string, provider: InboxProvider) => `${idPrefix}-tab-${provider}`;

// Google / Yahoo!プレイス as ARIA tabs: the arrow keys move between them (automatic activation).
export const ProviderTabs = ({ providers, value, onChange, panelId, idPrefix }: ProviderTabsProps) => {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = providers.indexOf(value);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = providers[(index + step + providers.length) % providers.length];
    onChange(next);
    document.getElementById(providerTabId(idPrefix, next))?.focus();
  };
  return (
    <chakra.div
      role="tablist"
      aria-label={reviewInboxJa.providerTabs}
      display="flex"
      gap="1"
      mb="4"
      borderBottomWidth="1px"
      borderBottomStyle="solid"
      borderBottomColor="line"
    >
      {providers.map((p) => {
        const selected = p === value;
        return (
          <chakra.button
            key={p}
            type="button"
            role="tab"
            id={providerTabId(idPrefix, p)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(p)}
            onKeyDown={onKeyDown}
            minH="44px"
            px="4"
            fontWeight="bold"
            bg="transparent"
            border="none"
            cursor="pointer"
            color={selected ? 'var(--brand)' : 'muted'}
            borderBottomWidth="3px"
            borderBottomStyle="solid"
            borderBottomColor={selected ? 'var(--brand)' : 'transparent'}
            mb="-1px"
          >
            {reviewInboxJa.provider[p]}
          </chakra.button>
        );
      })}
    </chakra.div>
  );
};
