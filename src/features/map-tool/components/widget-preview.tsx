import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useDebouncedValue } from '../../../components/hooks/use-debounced-value';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import { renderWidget } from '../../../shared/widget/render-widget';
import { buildWidgetView } from '../../../shared/widget/widget-view';
import type { WidgetKind, WidgetView } from '../../../shared/widget/widget-types';
import { toWidgetSettings, type WidgetFormValues } from '../forms/widget-form.mappers';
import { useListMapWidgetItemsQuery } from '../map-tool.api';

const t = mapToolJa.preview;
const DEBOUNCE_MS = 200;
// The most items one preview reads (the contract's largest page): more than any widget shows (dispnum ≤ 100).
const PREVIEW_ITEMS = 200;

// 「ランダム」 shuffles with a fixed seed, so the preview does not reorder on every keystroke.
const seededRandom = () => {
  let seed = 0x2f6b_4c1d;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
};

/** Draws a widget view into its own shadow root, as the embed does on the business's page. */
export const WidgetPreviewBox = ({ view }: { view: WidgetView }) => {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    return renderWidget(root, view);
  }, [view]);
  return <Box ref={host} minW="0" maxW="100%" data-testid="widget-preview" />;
};

/** The live preview beside the form: the chosen stores' items with the form's settings applied (hidden ones left out). */
export const LiveWidgetPreview = ({ kind }: { kind: WidgetKind }) => {
  const headingId = useId();
  // The form's values a moment after the last change, so typing does not redraw the widget on every key.
  const values = useDebouncedValue(useFormikContext<WidgetFormValues>().values, DEBOUNCE_MS);
  const accounts = values.accounts as string[];
  const items = useListMapWidgetItemsQuery({ kind, localAccountIds: accounts, page: 1, pageSize: PREVIEW_ITEMS }, { skip: accounts.length === 0 });
  const source = accounts.length === 0 ? undefined : items.data?.data;
  const view = useMemo(() => {
    const settings = toWidgetSettings(kind, values) as unknown as Record<string, unknown>;
    return buildWidgetView(kind, settings, source ?? [], { css: String(settings.customcss ?? ''), random: seededRandom() });
  }, [kind, values, source]);
  const note = accounts.length === 0 ? t.noStores : items.isFetching && !items.data ? t.loading : t.help;
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} minW="0" position={{ md: 'sticky' }} top={{ md: '4' }}>
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="1">
        {t.heading}
      </chakra.h2>
      <chakra.p fontSize="sm" color="muted" mb="3" role="status">
        {note}
      </chakra.p>
      <WidgetPreviewBox view={view} />
    </chakra.section>
  );
};
