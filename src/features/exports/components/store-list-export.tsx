import { chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { ja } from '../../../shared/i18n/ja';
import { useRequestStoreListExportMutation, type ExportFormat } from '../exports.api';
import { DataFileList } from './data-file-list';

/** 店舗一覧 as Excel or PDF, and the list of the files made so far. */
export const StoreListExport = () => {
  const [request, { isLoading }] = useRequestStoreListExportMutation();
  const start = (format: ExportFormat) => void request({ storeListExportRequest: { format } });
  return (
    <chakra.section aria-labelledby="store-list-export-title" mt="8">
      <chakra.h2 id="store-list-export-title" fontSize="lg" fontWeight="bold" mb="3">
        {ja.exports.storeListTitle}
      </chakra.h2>
      <chakra.div display="flex" gap="2" mb="4">
        <Button variant="outline" disabled={isLoading} onClick={() => start('xlsx')}>
          {ja.exports.storeListXlsx}
        </Button>
        <Button variant="outline" disabled={isLoading} onClick={() => start('pdf')}>
          {ja.exports.storeListPdf}
        </Button>
      </chakra.div>
      <chakra.h3 fontSize="md" fontWeight="bold" mb="2">
        {ja.exports.title}
      </chakra.h3>
      <DataFileList />
    </chakra.section>
  );
};
