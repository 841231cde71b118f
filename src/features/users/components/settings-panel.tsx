import { Box, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/button';

interface SettingsPanelProps {
  title: string;
  lead?: string;
  /** The panel's content; a form names itself with the heading's id (aria-labelledby). */
  children: (headingId: string) => ReactNode;
  testId?: string;
}

// One titled block of a settings page: its heading names the section and the form inside it.
export const SettingsPanel = ({ title, lead, children, testId }: SettingsPanelProps) => {
  const headingId = useId();
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4" data-testid={testId}>
      <chakra.h3 id={headingId} fontSize="md" fontWeight="bold" mb="2">
        {title}
      </chakra.h3>
      {lead ? (
        <chakra.p fontSize="sm" color="muted" mb="3">
          {lead}
        </chakra.p>
      ) : null}
      {children(headingId)}
    </chakra.section>
  );
};

/** The form's buttons, right-aligned and wrapping on a phone. */
export const FormButtons = ({ children }: { children: ReactNode }) => (
  <Box display="flex" gap="2" justifyContent="flex-end" flexWrap="wrap">
    {children}
  </Box>
);

export const SubmitButton = ({ label, disabled }: { label: string; disabled: boolean }) => (
  <Button type="submit" minH="44px" disabled={disabled}>
    {label}
  </Button>
);
