import type { ReactNode } from 'react';
import { SectionPanel } from '../../../components/section-panel';

// One titled block of the alerts screen, under the screen's heading.
export const AlertSection = ({ title, lead, children, testId }: { title: string; lead?: string; children: ReactNode; testId?: string }) => (
  <SectionPanel title={title} lead={lead} level={2} testId={testId}>
    {children}
  </SectionPanel>
);
