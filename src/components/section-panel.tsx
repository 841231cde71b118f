import { chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface SectionPanelProps {
  title: string;
  lead?: string;
  /** The heading's level in the screen's outline (2 under the screen's h1, 3 under a section of its own). */
  level: 2 | 3;
  /** The content; a form inside names itself with the heading's id (aria-labelledby). */
  children: ReactNode | ((headingId: string) => ReactNode);
  testId?: string;
}

// One titled block of a settings-like screen: its heading names the section (and the form inside it).
export const SectionPanel = ({ title, lead, level, children, testId }: SectionPanelProps) => {
  const headingId = useId();
  const Heading = level === 2 ? chakra.h2 : chakra.h3;
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4" data-testid={testId}>
      <Heading id={headingId} fontSize={level === 2 ? 'lg' : 'md'} fontWeight="bold" mb="2">
        {title}
      </Heading>
      {lead ? (
        <chakra.p fontSize="sm" color="muted" mb="3">
          {lead}
        </chakra.p>
      ) : null}
      {typeof children === 'function' ? children(headingId) : children}
    </chakra.section>
  );
};
