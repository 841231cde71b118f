import { chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { CardList, CardListItem } from '../../../components/list/card-list';
import { formatDateTime } from '../../../shared/formats/formats';
import { ja } from '../../../shared/i18n/ja';
import { postTemplatesJa as t } from '../../../shared/i18n/post-templates.ja';
import { postBodyPreview } from '../forms/post-template.mappers';
import type { PostManuscript } from '../post-templates.api';

interface PostTemplateListProps {
  templates: PostManuscript[];
  label: string;
  onEdit: (template: PostManuscript) => void;
  onDelete: (template: PostManuscript) => void;
}

export const PostTemplateList = ({ templates, label, onEdit, onDelete }: PostTemplateListProps) => (
  <CardList label={label} testId="post-template-list">
    {templates.map((template) => (
      <CardListItem
        key={template.id}
        title={template.title}
        actions={
          <>
            <Button size="sm" variant="outline" aria-label={t.editOf(template.title)} onClick={() => onEdit(template)}>
              {t.edit}
            </Button>
            <Button size="sm" variant="danger" aria-label={t.deleteOf(template.title)} onClick={() => onDelete(template)}>
              {ja.common.delete}
            </Button>
          </>
        }
      >
        <chakra.p fontSize="sm">
          {t.postTypeLabel}: {t.postTypes[template.post_type]}
        </chakra.p>
        <chakra.p fontSize="sm" color="muted" wordBreak="break-all">
          {postBodyPreview(template.body)}
        </chakra.p>
        <chakra.p fontSize="xs" color="muted">
          {t.updatedAt} {formatDateTime(template.updated_at)}
        </chakra.p>
      </CardListItem>
    ))}
  </CardList>
);
