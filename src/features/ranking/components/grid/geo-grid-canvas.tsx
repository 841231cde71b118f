import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import { chartChrome } from '../../../../components/charts/chart-palette';
import type { GeoGrid } from '../../ranking.api';
import { drawGeoGrid, type GeoGridTileLayer } from './geo-grid-draw';
import { GeoGridLegend } from './geo-grid-legend';
import { backingSize, distanceLabel, gridBounds, gridLayout } from './geo-grid-model';
import { GeoGridTable } from './geo-grid-table';

const t = keywordJa.grid;
const FALLBACK_WIDTH = 320;

interface GeoGridCanvasProps {
  grid: GeoGrid;
  tileLayer?: GeoGridTileLayer;
}

// The available width, followed as the window changes (a phone turned sideways redraws at its new width).
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth || FALLBACK_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The grid as a picture: one coloured square per point with its rank, the centre ringed, a scale bar under it. */
export const GeoGridCanvas = ({ grid, tileLayer }: GeoGridCanvasProps) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const width = useWidth(boxRef);
  const layout = useMemo(() => gridLayout(grid.size, width), [grid.size, width]);
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  const backing = backingSize(layout, dpr);

  useEffect(() => {
    // No 2D context (an old browser, or a test environment): the legend and the table still say everything.
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    drawGeoGrid(ctx, {
      layout,
      ratio: backing.ratio,
      size: grid.size,
      spacing: grid.spacing_m,
      cells: grid.cells,
      bounds: gridBounds(grid.center, grid.size, grid.spacing_m),
      font: chartChrome.font,
      ink: chartChrome.text,
      tileLayer,
    });
  }, [layout, backing.ratio, backing.width, backing.height, grid, tileLayer]);

  return (
    <Box ref={boxRef} width="100%" maxW="480px" minW="0" data-testid="geo-grid-canvas">
      {/* A plain canvas: its width and height attributes are the backing store, not CSS (chakra would read them as style). */}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t.canvasLabel(grid.size, distanceLabel(grid.spacing_m), grid.found_cells, grid.total_cells)}
        width={backing.width}
        height={backing.height}
        style={{ display: 'block', margin: '0 auto', width: `${layout.width}px`, maxWidth: '100%', height: 'auto' }}
      />
      <GeoGridLegend />
      <GeoGridTable grid={grid} />
    </Box>
  );
};
