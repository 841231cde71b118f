import { chakra } from '@chakra-ui/react';
import { businessBulkJa } from '../business-bulk.ja';

const t = businessBulkJa.steps;
export type BulkStep = 'stores' | 'changes' | 'preview' | 'run';

// Where the person is in the bulk edit; the current step is announced as such.
export const BulkSteps = ({ steps, current }: { steps: BulkStep[]; current: BulkStep }) => (
  <chakra.ol aria-label={t.label} listStyleType="none" p="0" m="0" mb="4" display="flex" flexWrap="wrap" gap="2" fontSize="sm">
    {steps.map((step) => (
      <chakra.li
        key={step}
        aria-current={step === current ? 'step' : undefined}
        px="3"
        py="1"
        borderRadius="full"
        borderWidth="1px"
        borderColor={step === current ? 'var(--brand)' : 'line'}
        bg={step === current ? 'var(--brand)' : 'transparent'}
        color={step === current ? 'white' : 'ink'}
        fontWeight={step === current ? 'bold' : undefined}
      >
        {t[step]}
      </chakra.li>
    ))}
  </chakra.ol>
);
