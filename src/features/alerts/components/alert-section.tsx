import { chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

// One titled block of the alerts screen; its heading names the section.
export const AlertSection = ({ title, lead, children, testId }: { title: string; lead?: string; children: ReactNode; testId?: string }) => {
  const headingId = useId();
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4" data-testid={testId}>
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2">
        {title}
      </chakra.h2>
      {lead ? (
        <chakra.p fontSize="sm" color="muted" mb="3">
          {lead}
        </chakra.p>
      ) : null}
      {children}
    </chakra.section>
  );
};
