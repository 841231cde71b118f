import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { LeaveGuard } from '../../../components/form/leave-guard';
import { PickedStoresField } from '../../../components/form/picked-stores-field';
import { useFormServerErrors } from '../../../components/form/use-form-server-errors';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import { sortedKeys, toWidgetFormValues, toWidgetSettings, type WidgetFormValues } from '../forms/widget-form.mappers';
import { widgetFormSchema } from '../forms/widget-form.schema';
import { useSaveWidget } from '../hooks/use-widget-api';
import type { MapWidget } from '../map-tool.api';
import { SnippetBox } from './snippet-box';
import { BasicSection, CssSection, TitleSection } from './widget-form-sections';
import { PictureSections, PostSections, ReviewSections } from './widget-kind-sections';
import { LiveWidgetPreview } from './widget-preview';

const t = mapToolJa;
const KIND_SECTIONS: Record<WidgetKind, () => ReactNode> = { review: ReviewSections, post: PostSections, picture: PictureSections };

interface WidgetFormProps {
  kind: WidgetKind;
  /** The widget being edited; null creates one. */
  widget: MapWidget | null;
  /** The store keys checked in the screen's store picker (Google stores only). */
  chosenStores: string[];
  /** The store picker, composed by the screen (features never import each other). */
  storeChooser: ReactNode;
  /** Called with the saved widget (a new one: the screen moves to its edit page). */
  onSaved: (widget: MapWidget) => void;
}

// The widget's settings beside its live preview (below it on a phone). A save keeps the typed values, shows the embed
// code, and a refused one puts the server's field errors on their fields; leaving with unsaved changes asks first.
export const WidgetForm = ({ kind, widget, chosenStores, storeChooser, onSaved }: WidgetFormProps) => {
  const save = useSaveWidget(kind);
  const applyErrors = useFormServerErrors();
  const schema = useMemo(() => widgetFormSchema(kind), [kind]);
  const [initialValues] = useState(() => toWidgetFormValues(kind, widget?.settings));
  const stores = useMemo(() => sortedKeys(chosenStores), [chosenStores]);
  const [saved, setSaved] = useState<MapWidget | null>(null);
  const KindSections = KIND_SECTIONS[kind];
  const title = widget ? t.editor.editTitle(kind) : t.editor.createTitle(kind);

  const submit = async (values: WidgetFormValues, helpers: FormikHelpers<WidgetFormValues>) => {
    setSaved(null);
    try {
      const answer = await save(widget?.id ?? null, toWidgetSettings(kind, values));
      helpers.resetForm({ values });
      setSaved(answer);
      onSaved(answer);
    } catch (error) {
      applyErrors(helpers, error, values);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ dirty, isSubmitting }) => (
        <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
          <Form noValidate aria-label={title}>
            <BasicSection
              stores={
                <PickedStoresField name="accounts" legend={t.fields.stores} ids={stores} chosenText={t.fields.storesChosen} noneText={t.fields.storesNone} testId="widget-stores">
                  {storeChooser}
                </PickedStoresField>
              }
            />
            <KindSections />
            <TitleSection />
            <CssSection />
            <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="flex-end" gap="3" mb="4">
              {dirty ? (
                <chakra.p fontSize="sm" color="muted">
                  {t.editor.unsaved}
                </chakra.p>
              ) : null}
              <Button type="submit" minH="44px" disabled={isSubmitting}>
                {isSubmitting ? t.editor.saving : widget ? t.editor.save : t.editor.create}
              </Button>
            </Box>
            {saved && !dirty ? <SnippetBox snippet={saved.snippet} name={saved.name} lead={t.snippet.saved} testId="saved-snippet" /> : null}
            <LeaveGuard when={dirty && !isSubmitting} />
          </Form>
          <LiveWidgetPreview kind={kind} />
        </Box>
      )}
    </Formik>
  );
};
