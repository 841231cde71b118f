import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AuditLogTable } from '../../../features/audit/components/audit-log-table';
import { ImpersonationForm } from '../../../features/auth/components/impersonation-form';
import { can } from '../../../shared/access/access-rules';
import { supportJa } from '../../../shared/i18n/support.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';

// Both screens are gated by the rule the server applies to their operations (createImpersonationLink and
// listAuditLogs carry x-access-rule: impersonate), so the menu, the screen and the API agree.
const SupportScreen = ({ title, children }: { title: string; children: ReactNode }) => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(title);
  if (!can(user, 'impersonate')) return <NotFoundScreen />;
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="4">
        {title}
      </chakra.h1>
      <chakra.section bg="surface" borderRadius="md" p="5">
        {children}
      </chakra.section>
    </>
  );
};

/** Support staff enter a user's e-mail address and get a one-time sign-in link for that user. */
export const SupportImpersonationScreen = () => (
  <SupportScreen title={supportJa.title.impersonation}>
    <ImpersonationForm />
  </SupportScreen>
);

/** What support staff did while signed in as users. */
export const SupportAuditLogsScreen = () => (
  <SupportScreen title={supportJa.title.auditLogs}>
    <AuditLogTable />
  </SupportScreen>
);
