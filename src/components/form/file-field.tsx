import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { formJa } from '../../shared/i18n/form.ja';
import { Button } from '../button';
import { describedBy, FieldError, FieldHelp, FieldLabel } from './field-parts';
import { useFieldIds } from './use-field-ids';
import { checkFile } from './file-check';

const t = formJa.file;

const FileInput = chakra('input', { base: { display: 'block', width: '100%', minH: '10', py: '2', fontSize: 'sm' } });

interface FileFieldProps {
  name: string;
  label: string;
  /** MIME types offered and accepted, e.g. ['image/jpeg', 'image/png'] or ['image/*']. */
  accept: readonly string[];
  maxBytes: number;
  help?: string;
}

// An object URL for an image file's preview, revoked when the file changes or the field goes away.
const useImagePreview = (file: File | null) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
};

// One file, held in the form as a File (or null). A file of the wrong type or size is refused at once, with the
// reason on the field, and never reaches the form value.
export const FileField = ({ name, label, accept, maxBytes, help }: FileFieldProps) => {
  const { field, meta, helpers, id, errorId, helpId, invalid } = useFieldIds<File | null>(name);
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const file = field.value ?? null;
  const preview = useImagePreview(file);
  const error = refusal ?? (invalid ? meta.error : undefined);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    if (!chosen) return;
    const problem = checkFile(chosen, accept, maxBytes);
    setRefusal(problem);
    if (problem) e.target.value = '';
    void helpers.setTouched(true, false);
    void helpers.setValue(problem ? null : chosen);
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    setRefusal(null);
    void helpers.setValue(null);
  };

  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FileInput
        ref={input}
        id={id}
        type="file"
        name={field.name}
        accept={accept.join(',')}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy(!!error && errorId, help && helpId)}
        onChange={choose}
        onBlur={() => void helpers.setTouched(true)}
      />
      {file ? (
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mt="2">
          {preview ? (
            <chakra.img src={preview} alt={t.preview(file.name)} maxW="100%" maxH="40" objectFit="contain" borderRadius="md" />
          ) : (
            <chakra.p fontSize="sm" wordBreak="break-all">
              {t.selected(file.name)}
            </chakra.p>
          )}
          <Button variant="outline" onClick={clear}>
            {t.clear}
          </Button>
        </Box>
      ) : null}
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <FieldError id={errorId} message={error} />
    </Box>
  );
};
