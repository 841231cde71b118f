import { chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { CardList, CardListItem } from '../../../components/list/card-list';
import { formatDateTime } from '../../../shared/formats/formats';
import { ja } from '../../../shared/i18n/ja';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import type { ReplyManuscript } from '../reply-templates.api';
import { bodyPreview } from '../forms/template.mappers';

const t = reviewSettingsJa.templates;

interface TemplateListProps {
  templates: ReplyManuscript[];
  label: string;
  onEdit: (template: ReplyManuscript) => void;
  onDelete: (template: ReplyManuscript) => void;
}

export const TemplateList = ({ templates, label, onEdit, onDelete }: TemplateListProps) => {
  if (templates.length === 0) return <EmptyState />;
  return (
    <CardList label={label} testId="template-list">
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
          <chakra.p fontSize="sm" color="muted" wordBreak="break-all">
            {bodyPreview(template.body)}
          </chakra.p>
          <chakra.p fontSize="xs" color="muted">
            {t.updatedAt} {formatDateTime(template.updated_at)}
          </chakra.p>
        </CardListItem>
      ))}
    </CardList>
  );
};
