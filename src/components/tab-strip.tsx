import { chakra } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';

interface TabStripProps<K extends string> {
  tabs: readonly K[];
  labels: Record<K, string>;
  value: K;
  onChange: (tab: K) => void;
  /** The tablist's name. */
  label: string;
  /** The one tabpanel the tabs control. */
  panelId: string;
  idPrefix: string;
}

/** A tab's id, for the panel's aria-labelledby. */
export const tabStripId = (idPrefix: string, tab: string) => `${idPrefix}-tab-${tab}`;

// ARIA tabs over one panel: the arrow keys move between them (automatic activation). They wrap onto a second line
// on a phone rather than scroll, so every tab stays in sight.
export const TabStrip = <K extends string>({ tabs, labels, value, onChange, label, panelId, idPrefix }: TabStripProps<K>) => {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(value) + step + tabs.length) % tabs.length];
    onChange(next);
    document.getElementById(tabStripId(idPrefix, next))?.focus();
  };
  return (
    <chakra.div role="tablist" aria-label={label} display="flex" flexWrap="wrap" gap="1" mb="4" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line">
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <chakra.button
            key={tab}
            type="button"
            role="tab"
            id={tabStripId(idPrefix, tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={onKeyDown}
            minH="44px"
            px="3"
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
            {labels[tab]}
          </chakra.button>
        );
      })}
    </chakra.div>
  );
};
