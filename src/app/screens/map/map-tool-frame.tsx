import type { ReactNode } from 'react';
import { can } from '../../../shared/access/access-rules';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { mapWidgetCreatePath, mapWidgetListPath, paths } from '../../paths';
import { LinkButtons } from '../shared/link-buttons';
import { NotFoundScreen } from '../public/not-found-screen';

export const WIDGET_KINDS: readonly WidgetKind[] = ['review', 'post', 'picture'];

// Every map tool screen: the review contract's rule (access rule mapTool) and the page title.
export const MapToolGate = ({ title, children }: { title: string; children: ReactNode }) => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(title);
  if (!can(user, 'mapTool')) return <NotFoundScreen />;
  return <>{children}</>;
};

/** The links between the map tool's screens: the home, the kinds' lists, and creating a widget (of `kind` on its list). */
export const MapToolNav = ({ kind }: { kind?: WidgetKind }) => (
  <nav aria-label={mapToolJa.nav.label}>
    <LinkButtons
      links={[
        ...(kind ? [{ to: paths.mapTool, label: mapToolJa.nav.home }] : []),
        ...WIDGET_KINDS.filter((k) => k !== kind).map((k) => ({ to: mapWidgetListPath(k), label: mapToolJa.nav.list(k) })),
        ...WIDGET_KINDS.filter((k) => !kind || k === kind).map((k) => ({ to: mapWidgetCreatePath(k), label: mapToolJa.nav.create(k), primary: true })),
      ]}
    />
  </nav>
);
