import { Box, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormReveal } from '../../../components/form/use-form-reveal';
import { usePageStepBack } from '../../../components/list/use-page-step-back';
import { Pagination } from '../../../components/pagination';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import {
  useCreateReplyManuscriptMutation,
  useDeleteReplyManuscriptMutation,
  useListReplyManuscriptsQuery,
  useUpdateReplyManuscriptMutation,
  type ReplyManuscript,
} from '../reply-templates.api';
import { TemplateForm } from './template-form';
import { TemplateList } from './template-list';

const t = reviewSettingsJa.templates;
const PAGE_SIZE = 10;

// 返信テンプレート管理: the create/edit form above the paged list; deleting asks first.
export const TemplateManager = () => {
  const listHeadingId = useId();
  const formAnchor = useFormReveal();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ReplyManuscript | null>(null);
  const [deleting, setDeleting] = useState<ReplyManuscript | null>(null);
  const list = useListReplyManuscriptsQuery({ page, pageSize: PAGE_SIZE });
  const [create] = useCreateReplyManuscriptMutation();
  const [update] = useUpdateReplyManuscriptMutation();
  const [remove] = useDeleteReplyManuscriptMutation();
  const pagination = list.data?.pagination;
  usePageStepBack(list.data, page, setPage);

  const edit = (template: ReplyManuscript) => {
    setEditing(template);
    formAnchor.reveal();
  };

  return (
    <>
      <Box ref={formAnchor.ref}>
        <TemplateForm
          key={editing?.id ?? 'new'}
          template={editing}
          onSubmit={(request) =>
            editing ? update({ id: editing.id, replyManuscriptRequest: request }).unwrap() : create({ replyManuscriptRequest: request }).unwrap()
          }
          onCancel={() => setEditing(null)}
        />
      </Box>
      <chakra.section aria-labelledby={listHeadingId} bg="surface" borderRadius="md" p="4">
        <chakra.h2 id={listHeadingId} fontSize="lg" fontWeight="bold" mb="3">
          {t.listHeading}
        </chakra.h2>
        {list.isLoading ? (
          <Box aria-busy="true" minH="10" />
        ) : (
          <TemplateList templates={list.data?.data ?? []} label={t.listHeading} onEdit={edit} onDelete={setDeleting} />
        )}
        {pagination && pagination.total > 0 ? <Pagination pagination={pagination} onChange={setPage} /> : null}
      </chakra.section>
      {deleting ? (
        <ConfirmDialog
          message={t.deleteConfirm(deleting.title)}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const { id } = deleting;
            setDeleting(null);
            if (editing?.id === id) setEditing(null);
            void remove({ id })
              .unwrap()
              .catch(() => undefined);
          }}
        />
      ) : null}
    </>
  );
};
