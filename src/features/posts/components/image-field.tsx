import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FileField } from '../../../components/form/file-field';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { POST_IMAGE, type PostEditorValues } from '../forms/post-editor.values';

// One photo for the Google posts: type and size are refused at once by the kit, the minimum size and pixels by the
// form's schema, all before anything is uploaded. A stored photo stays unless replaced or removed.
export const PostImageField = () => {
  const { values, setFieldValue } = useFormikContext<PostEditorValues>();
  const current = values.current_image_url;
  return (
    <Box>
      <FileField name="images" label={t.image} accept={POST_IMAGE.accept} maxBytes={POST_IMAGE.maxBytes} help={t.imageHelp} />
      {current && !values.images ? (
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mb="4">
          <chakra.img src={current} alt={t.currentImage} maxW="100%" maxH="32" objectFit="contain" borderRadius="md" opacity={values.remove_image ? 0.4 : 1} />
          <chakra.label display="inline-flex" alignItems="center" gap="2" minH="10" cursor="pointer">
            <input type="checkbox" name="remove_image" checked={values.remove_image} onChange={(e) => void setFieldValue('remove_image', e.target.checked)} />
            {t.removeImage}
          </chakra.label>
        </Box>
      ) : null}
    </Box>
  );
};
