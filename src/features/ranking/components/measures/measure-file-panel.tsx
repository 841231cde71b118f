import { Box, chakra } from '@chakra-ui/react';
import { saveDownloadedFile } from '../../../../api/file-response';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { FileField } from '../../../../components/form/file-field';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { useImportMeasuresMutation, useLazyMeasureFileQuery, type MeasureImportBody } from '../../ranking.api';
import { MeasureImportLines } from './measure-import-lines';

const t = rankingSettingsJa.file;
const ACCEPT = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/vnd.ms-excel', 'text/plain'] as const;
const MAX_BYTES = 5 * 1024 * 1024;

const useMeasureFileDownload = () => {
  const [trigger, { isFetching }] = useLazyMeasureFileQuery();
  const download = async () => {
    // Never the cached answer: its object URL may already be revoked. Failures open the error dialog (api middleware).
    const file = await trigger({}, false).unwrap().catch(() => null);
    if (!file) return;
    saveDownloadedFile(file);
  };
  return { download, busy: isFetching };
};

// 「Excelで書き出す」 saves the measures in the import layout; 「ファイルから登録」 checks the file first (dry run: every
// line ok / exists / error) and 「登録する」 sends the same file for real, all or nothing.
export const MeasureFilePanel = () => {
  const headingId = useId();
  const { download, busy } = useMeasureFileDownload();
  const [upload, { isLoading }] = useImportMeasuresMutation();
  const [checked, setChecked] = useState<{ file: File; answer: MeasureImportBody } | null>(null);
  const send = async (file: File, dryRun: boolean) => {
    const answer = await upload({ measureImportRequest: { file, dry_run: dryRun ? 'true' : 'false' } })
      .unwrap()
      .catch(() => null);
    if (answer) setChecked({ file, answer });
  };
  const hasErrors = !!checked?.answer.lines.some((line) => line.status === 'error');
  const canApply = !!checked && checked.answer.dry_run && !hasErrors && checked.answer.lines.some((line) => line.status === 'ok');
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="6" data-testid="measure-file">
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" mb="3">
        <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold">
          {t.heading}
        </chakra.h2>
        <Button variant="outline" minH="44px" disabled={busy} onClick={() => void download()}>
          {busy ? t.exporting : t.export}
        </Button>
      </Box>
      <Formik<{ file: File | null }> initialValues={{ file: null }} onSubmit={async ({ file }) => (file ? send(file, true) : undefined)}>
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label={t.import}>
            <FileField name="file" label={t.file} help={t.fileHelp} accept={ACCEPT} maxBytes={MAX_BYTES} />
            <Button type="submit" variant="outline" minH="44px" disabled={!values.file || isSubmitting || isLoading}>
              {t.check}
            </Button>
            {checked && checked.file !== values.file ? null : checked ? (
              <Box mt="4">
                <chakra.p role="status" fontWeight="bold" mb="2" color={hasErrors ? 'danger' : undefined} data-testid="measure-import-message">
                  {hasErrors ? t.hasErrors : checked.answer.message}
                </chakra.p>
                <MeasureImportLines lines={checked.answer.lines} />
                {canApply ? (
                  <Button minH="44px" mt="3" disabled={isLoading} onClick={() => void send(checked.file, false)}>
                    {t.apply}
                  </Button>
                ) : null}
              </Box>
            ) : null}
          </Form>
        )}
      </Formik>
    </chakra.section>
  );
};
