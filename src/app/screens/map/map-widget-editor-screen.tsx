import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/list/query-state';
import { ScreenHeading } from '../../../components/screen-heading';
import { ItemVisibilityList } from '../../../features/map-tool/components/item-visibility-list';
import { SnippetBox } from '../../../features/map-tool/components/snippet-box';
import { WidgetForm } from '../../../features/map-tool/components/widget-form';
import { useWidgetQuery } from '../../../features/map-tool/hooks/use-widget-api';
import type { MapWidget } from '../../../features/map-tool/map-tool.api';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import { checkedAccountsSet, selectCheckedAccounts } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { mapWidgetEditPath, mapWidgetListPath } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';
import { idOf } from '../shared/route-id';
import { MAP_WIDGET_STORES_SCOPE, MapStoreChooser } from './map-store-chooser';
import { MapToolGate } from './map-tool-frame';

const t = mapToolJa;

const accountsOf = (widget: MapWidget | null): string[] => {
  const accounts: unknown = widget?.settings.accounts;
  return Array.isArray(accounts) ? accounts.filter((key): key is string => typeof key === 'string') : [];
};

// The picker starts from the widget's stores (none for a new one); the form waits for that, so it never sees the
// previous screen's selection. A new widget, once saved, continues on its edit page with its embed code.
const EditorBody = ({ kind, widget }: { kind: WidgetKind; widget: MapWidget | null }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const chosen = useAppSelector((s) => selectCheckedAccounts(s, MAP_WIDGET_STORES_SCOPE));
  const initialKeys = useRef(accountsOf(widget));
  const [seeded, setSeeded] = useState(false);
  useEffect(() => {
    dispatch(checkedAccountsSet({ scope: MAP_WIDGET_STORES_SCOPE, keys: initialKeys.current }));
    setSeeded(true);
  }, [dispatch]);
  if (!seeded) return null;
  const onSaved = (saved: MapWidget) => {
    if (!widget) void navigate(mapWidgetEditPath(kind, saved.id), { state: { saved: true } });
  };
  return (
    <>
      {widget ? (
        <Box bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4">
          <SnippetBox snippet={widget.snippet} name={widget.name} lead={justCreated ? t.snippet.saved : undefined} />
        </Box>
      ) : null}
      <WidgetForm kind={kind} widget={widget} chosenStores={chosen} storeChooser={<MapStoreChooser />} onSaved={onSaved} />
      {widget ? (
        <ItemVisibilityList kind={kind} accounts={accountsOf(widget)} />
      ) : (
        <chakra.p fontSize="sm" color="muted" mt="4">
          {t.items.saveFirst}
        </chakra.p>
      )}
    </>
  );
};

const EditorFrame = ({ kind, title, children }: { kind: WidgetKind; title: string; children: ReactNode }) => (
  <MapToolGate title={title}>
    <ScreenHeading title={title} lead={t.kindLead[kind]} />
    <chakra.p mb="4">
      <chakra.a asChild display="inline-flex" alignItems="center" minH="44px" color="var(--brand)" textDecoration="underline" fontWeight="bold">
        <Link to={mapWidgetListPath(kind)}>{t.nav.back(kind)}</Link>
      </chakra.a>
    </chakra.p>
    {children}
  </MapToolGate>
);

/** /map/{kind}/new */
export const MapWidgetCreateScreen = ({ kind }: { kind: WidgetKind }) => (
  <EditorFrame kind={kind} title={t.editor.createTitle(kind)}>
    <EditorBody key={kind} kind={kind} widget={null} />
  </EditorFrame>
);

const EditLoader = ({ kind, id }: { kind: WidgetKind; id: number }) => {
  const query = useWidgetQuery(kind, id);
  return <QueryState query={query}>{(result) => <EditorBody key={`${kind}-${result.data.id}`} kind={kind} widget={result.data} />}</QueryState>;
};

/** /map/{kind}/{id} */
export const MapWidgetEditScreen = ({ kind }: { kind: WidgetKind }) => {
  const id = idOf(useParams().id);
  if (id === null) return <NotFoundScreen />;
  return (
    <EditorFrame kind={kind} title={t.editor.editTitle(kind)}>
      <EditLoader kind={kind} id={id} />
    </EditorFrame>
  );
};
