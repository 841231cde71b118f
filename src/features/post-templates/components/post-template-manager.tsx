import { Box, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormReveal } from '../../../components/form/use-form-reveal';
import { QueryState } from '../../../components/list/query-state';
import { usePageStepBack } from '../../../components/list/use-page-step-back';
import { intParam, useListParams } from '../../../components/list/use-list-params';
import { Pagination } from '../../../components/pagination';
import { postTemplatesJa as t } from '../../../shared/i18n/post-templates.ja';
import {
  useCreatePostManuscriptMutation,
  useDeletePostManuscriptMutation,
  useListPostManuscriptsQuery,
  useUpdatePostManuscriptMutation,
  type PostManuscript,
} from '../post-templates.api';
import { PostTemplateForm } from './post-template-form';
import { PostTemplateList } from './post-template-list';

const PAGE_SIZE = 10;
const LIST_PARAMS = { page: intParam(1, { max: 100000 }) };

// 投稿テンプレート管理: the create/edit form above the paged list (page kept in the URL); deleting asks first with the
// spec's default confirmation.
export const PostTemplateManager = () => {
  const listHeadingId = useId();
  const formAnchor = useFormReveal();
  const { values, setPage } = useListParams(LIST_PARAMS);
  const [editing, setEditing] = useState<PostManuscript | null>(null);
  const [deleting, setDeleting] = useState<PostManuscript | null>(null);
  const list = useListPostManuscriptsQuery({ page: values.page, pageSize: PAGE_SIZE });
  const [create] = useCreatePostManuscriptMutation();
  const [update] = useUpdatePostManuscriptMutation();
  const [remove] = useDeletePostManuscriptMutation();

  const pastLastPage = usePageStepBack(list.data, values.page, setPage);

  const edit = (template: PostManuscript) => {
    setEditing(template);
    formAnchor.reveal();
  };

  return (
    <>
      <Box ref={formAnchor.ref}>
        <PostTemplateForm
          key={editing?.id ?? 'new'}
          template={editing}
          onSubmit={(request) =>
            editing ? update({ id: editing.id, postManuscriptRequest: request }).unwrap() : create({ postManuscriptRequest: request }).unwrap()
          }
          onCancel={() => setEditing(null)}
        />
      </Box>
      <chakra.section aria-labelledby={listHeadingId} bg="surface" borderRadius="md" p="4">
        <chakra.h2 id={listHeadingId} fontSize="lg" fontWeight="bold" mb="3">
          {t.listHeading}
        </chakra.h2>
        <QueryState query={list} isEmpty={(result) => result.data.length === 0 && !pastLastPage}>
          {(result) => (
            <>
              <PostTemplateList templates={result.data} label={t.listHeading} onEdit={edit} onDelete={setDeleting} />
              <Pagination pagination={result.pagination} onChange={setPage} />
            </>
          )}
        </QueryState>
      </chakra.section>
      {deleting ? (
        <ConfirmDialog
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
