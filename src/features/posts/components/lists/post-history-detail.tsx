import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { QueryState } from '../../../../components/list/query-state';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { postsJa } from '../../../../shared/i18n/posts.ja';
import { useGetPostHistoryQuery, type PostHistory } from '../../posts.api';
import { HistoryActions } from './history-actions';
import { HistoryError, historyKind, ProviderLink } from './history-parts';
import { HistoryStatusBadge, ProviderStateBadge } from './post-status';
import { TextLink } from './text-link';

const t = postListsJa.detail;

interface PostHistoryDetailProps {
  id: number;
  /** The histories of the same occurrence (every store it went to). */
  queuePath: (queueId: number) => string;
  settingPath: (settingId: number) => string;
}

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <chakra.dt fontWeight="bold" color="muted" fontSize="sm">
      {label}
    </chakra.dt>
    <chakra.dd m="0" minW="0" overflowWrap="anywhere">
      {children}
    </chakra.dd>
  </>
);

const Fields = ({ history, queuePath, settingPath }: { history: PostHistory } & Omit<PostHistoryDetailProps, 'id'>) => (
  <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} columnGap="4" rowGap="2" m="0" data-testid="post-history-detail">
    <Field label={t.fields.store}>{history.account_title}</Field>
    <Field label={t.fields.provider}>{postsJa.provider[history.provider]}</Field>
    <Field label={t.fields.status}>
      <HistoryStatusBadge status={history.status} />
      <HistoryError history={history} />
    </Field>
    <Field label={t.fields.providerState}>
      <ProviderStateBadge state={history.provider_state} />
    </Field>
    <Field label={t.fields.link}>{history.link ? <ProviderLink history={history} /> : t.none}</Field>
    <Field label={t.fields.type}>{historyKind(history) || t.none}</Field>
    <Field label={t.fields.title}>{history.title || t.none}</Field>
    <Field label={t.fields.summary}>
      <chakra.span whiteSpace="pre-wrap">{history.summary || t.none}</chakra.span>
    </Field>
    <Field label={t.fields.image}>
      {history.image_url ? <chakra.img src={history.image_url} alt={t.fields.imageAlt} maxW="16rem" maxH="16rem" objectFit="contain" /> : t.none}
    </Field>
    <Field label={t.fields.scheduledAt}>{history.scheduled_at}</Field>
    <Field label={t.fields.postedAt}>{history.posted_at ?? t.none}</Field>
    <Field label={t.fields.queue}>
      <TextLink to={queuePath(history.local_control_queue_id)}>{t.queueHistories}</TextLink>
    </Field>
    <Field label={t.fields.setting}>{history.post_setting_id ? <TextLink to={settingPath(history.post_setting_id)}>{t.openSetting}</TextLink> : t.none}</Field>
  </chakra.dl>
);

/** One history with the same actions as its row in the list. */
export const PostHistoryDetail = ({ id, queuePath, settingPath }: PostHistoryDetailProps) => {
  const history = useGetPostHistoryQuery({ id });
  return (
    <QueryState query={history}>
      {({ data }) => (
        <Box bg="surface" borderRadius="md" p={{ base: '3', md: '4' }}>
          <Fields history={data} queuePath={queuePath} settingPath={settingPath} />
          <Box mt="4">
            <HistoryActions history={data} />
          </Box>
        </Box>
      )}
    </QueryState>
  );
};
