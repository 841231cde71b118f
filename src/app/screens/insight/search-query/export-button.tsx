import { Button } from '../../../../components/button';
import { useRequestSearchQueryExportMutation, type SearchQueryExportRequest } from '../../../../features/insight/insight.api';
import { searchQueryJa } from '../../../../shared/i18n/search-query.ja';

// 「Excel出力」 queues the keywords of the stores and months on screen; the export pipeline's dialogs follow.
export const ExportButton = ({ request }: { request: SearchQueryExportRequest | null }) => {
  const [requestExport, state] = useRequestSearchQueryExportMutation();
  return (
    <Button
      variant="outline"
      minH="44px"
      disabled={!request || state.isLoading}
      onClick={() => request && void requestExport({ searchQueryExportRequest: request })}
    >
      {searchQueryJa.exportXlsx}
    </Button>
  );
};
