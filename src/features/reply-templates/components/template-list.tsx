import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
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

// Cards rather than a table, so a phone shows title, preview and actions stacked without sideways scrolling.
export const TemplateList = ({ templates, label, onEdit, onDelete }: TemplateListProps) => {
  if (templates.length === 0) return <EmptyState />;
  return (
    <chakra.ul aria-label={label} listStyleType="none" m="0" p="0" data-testid="template-list">
      {templates.map((template) => (
        <chakra.li
          key={template.id}
          display="flex"
          flexDirection={{ base: 'column', md: 'row' }}
          alignItems={{ base: 'stretch', md: 'center' }}
          gap="2"
          py="3"
          borderBottomWidth="1px"
          borderBottomStyle="solid"
          borderBottomColor="line"
        >
          <Box flex="1" minW="0">
            <chakra.h3 fontWeight="bold" fontSize="md" wordBreak="break-all">
              {template.title}
            </chakra.h3>
            <chakra.p fontSize="sm" color="muted" wordBreak="break-all">
              {bodyPreview(template.body)}
            </chakra.p>
            <chakra.p fontSize="xs" color="muted">
              {t.updatedAt} {formatDateTime(template.updated_at)}
            </chakra.p>
          </Box>
          <Box display="flex" gap="2" justifyContent="flex-end">
            <Button size="sm" variant="outline" aria-label={t.editOf(template.title)} onClick={() => onEdit(template)}>
              {t.edit}
            </Button>
            <Button size="sm" variant="danger" aria-label={t.deleteOf(template.title)} onClick={() => onDelete(template)}>
              {ja.common.delete}
            </Button>
          </Box>
        </chakra.li>
      ))}
    </chakra.ul>
  );
};
