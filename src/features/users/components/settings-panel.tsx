import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionPanel } from '../../../components/section-panel';
import { Button } from '../../../components/button';

interface SettingsPanelProps {
  title: string;
  lead?: string;
  /** The panel's content; a form names itself with the heading's id (aria-labelledby). */
  children: (headingId: string) => ReactNode;
  testId?: string;
}

// One titled block of a settings page, under the page's own section heading.
export const SettingsPanel = (props: SettingsPanelProps) => <SectionPanel level={3} {...props} />;

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
