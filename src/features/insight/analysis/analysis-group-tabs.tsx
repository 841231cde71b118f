import { chakra } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';

interface AnalysisGroupTabsProps<G extends string> {
  groups: readonly G[];
  labels: Record<G, string>;
  value: G;
  onChange: (group: G) => void;
  /** The tablist's name. */
  label: string;
  panelId: string;
  idPrefix: string;
}

export const analysisTabId = (idPrefix: string, group: string) => `${idPrefix}-tab-${group}`;

// The groups of an analysis as ARIA tabs (arrow keys move, automatic activation). They wrap onto a second line
// on a phone rather than scroll, so every group stays in sight.
export const AnalysisGroupTabs = <G extends string>({ groups, labels, value, onChange, label, panelId, idPrefix }: AnalysisGroupTabsProps<G>) => {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = groups[(groups.indexOf(value) + step + groups.length) % groups.length];
    onChange(next);
    document.getElementById(analysisTabId(idPrefix, next))?.focus();
  };
  return (
    <chakra.div role="tablist" aria-label={label} display="flex" flexWrap="wrap" gap="1" mb="4" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line">
      {groups.map((group) => {
        const selected = group === value;
        return (
          <chakra.button
            key={group}
            type="button"
            role="tab"
            id={analysisTabId(idPrefix, group)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(group)}
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
            {labels[group]}
          </chakra.button>
        );
      })}
    </chakra.div>
  );
};
