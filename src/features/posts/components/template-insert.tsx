import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import type { PostEditorValues } from '../forms/post-editor.values';

const Select = chakra('select', { base: { ...fieldStyle, fontSize: 'md' } });

/** A post template as the editor needs it (the screen hands them over from the post templates feature). */
export interface PostTextTemplate {
  id: number;
  title: string;
  body: string;
}

// Adds a template's text to the post text; the select goes back to its prompt so the same one can be added again.
export const TemplateInsert = ({ templates }: { templates: PostTextTemplate[] }) => {
  const { values, setFieldValue } = useFormikContext<PostEditorValues>();
  const id = useId();
  const add = (templateId: string) => {
    const template = templates.find((x) => String(x.id) === templateId);
    if (!template) return;
    void setFieldValue('summary', values.summary === '' ? template.body : `${values.summary}\n${template.body}`);
  };
  return (
    <Box mb="3">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {t.templateInsert}
      </chakra.label>
      <Select id={id} value="" aria-describedby={`${id}-help`} onChange={(e) => add(e.target.value)}>
        <option value="">{t.templatePlaceholder}</option>
        {templates.map((x) => (
          <option key={x.id} value={x.id}>
            {x.title}
          </option>
        ))}
      </Select>
      <chakra.p id={`${id}-help`} fontSize="sm" color="muted" mt="1">
        {t.templateHelp}
      </chakra.p>
    </Box>
  );
};
