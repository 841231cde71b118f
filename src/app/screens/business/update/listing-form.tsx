import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { useUpdateBusinessListingMutation, type BusinessListingSummary, type ListingReflection } from '../../../../features/business/business-listings.api';
import { LISTING_PROVIDERS } from '../../../../shared/business/listing';
import { readApiError } from '../../../../store/api-error';
import { providerJa } from '../listings/listings.ja';
import { AddressSection } from './address-section';
import { BasicSection } from './basic-section';
import { RegularHoursSection, SpecialHoursSection } from './hours-section';
import { listingFormSchema } from './listing-form.schema';
import { toFormValues, toListing, withListingPrefix, type ListingFormValues } from './listing-form.values';
import { AttributesSection, DescriptionSection, YahooSection } from './other-sections';
import { SaveBar } from './save-bar';
import { updateJa } from './update.ja';

const t = updateJa;

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box as="section" aria-labelledby={id} bg="surface" borderRadius="md" p="4" mb="4" minW="0">
    <chakra.h2 id={id} fontWeight="bold" fontSize="lg" mb="3">
      {title}
    </chakra.h2>
    {children}
  </Box>
);

interface ListingFormProps {
  /** The store as the form was opened with: the form starts from its record and version. */
  initial: BusinessListingSummary;
  /** The store as last read (switches may change meanwhile): says where a save goes and the newest version. */
  latest: BusinessListingSummary;
  onQueued: (reflections: ListingReflection[]) => void;
  /** Reads the store again (after a conflict, to learn the newer version). */
  onRefetch: () => void;
}

// One store's listing in one form. Every failure keeps what was typed: field errors land on their fields, a
// conflict (someone else saved) is said beside the save button with the choice to overwrite or reload.
export const ListingForm = ({ initial, latest, onQueued, onRefetch }: ListingFormProps) => {
  const [update] = useUpdateBusinessListingMutation();
  const version = useRef(initial.version);
  const [formKey, setFormKey] = useState(0);
  const [start, setStart] = useState(() => toFormValues(initial.record));
  const [conflict, setConflict] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const hasYahoo = latest.yahoo !== null;
  const hasGoogle = latest.google !== null;
  const schema = useMemo(() => listingFormSchema({ hasGoogle, hasYahoo }), [hasGoogle, hasYahoo]);
  const targets = LISTING_PROVIDERS.filter((p) => latest[p]?.auto_reflect).map((p) => providerJa[p]);

  const submit = async (values: ListingFormValues, helpers: FormikHelpers<ListingFormValues>) => {
    setProblem(null);
    setNotice(null);
    try {
      const answer = await update({
        id: initial.store_id,
        businessListingUpdateRequest: {
          version: version.current,
          listing: toListing(values),
        },
      }).unwrap();
      version.current = answer.data.version;
      setConflict(null);
      const queued = answer.reflections ?? [];
      setNotice(queued.length > 0 ? t.save.saved : `${t.save.saved}${t.save.nothingSent}`);
      onQueued(queued);
      helpers.resetForm({ values: toFormValues(answer.data.record) });
    } catch (error) {
      const { status, body } = readApiError(error);
      if (status === 409) {
        setConflict(body.message ?? t.save.conflict);
        onRefetch();
      } else if (status === 422 && body.errors) {
        const matched = applyServerErrors(helpers, { status, data: { ...body, errors: withListingPrefix(body.errors) } }, values);
        setProblem(matched ? t.save.fieldErrors : (body.message ?? t.save.failed));
      } else if (status !== 401 && status !== 429) {
        setProblem(body.message ?? t.save.failed);
      }
    }
  };

  const reload = () => {
    version.current = latest.version;
    setConflict(null);
    setStart(toFormValues(latest.record));
    setFormKey((k) => k + 1);
  };

  return (
    <Formik key={formKey} initialValues={start} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, submitForm }) => (
        <Form noValidate aria-label={t.formLabel}>
          <Section id="listing-basic" title={t.sections.basic}>
            <BasicSection hasYahoo={hasYahoo} />
          </Section>
          <Section id="listing-address" title={t.sections.address}>
            <AddressSection />
          </Section>
          <Section id="listing-hours" title={t.sections.hours}>
            <RegularHoursSection />
          </Section>
          <Section id="listing-special" title={t.sections.special}>
            <SpecialHoursSection />
          </Section>
          <Section id="listing-description" title={t.sections.description}>
            <DescriptionSection />
          </Section>
          <Section id="listing-attributes" title={t.sections.attributes}>
            <AttributesSection />
          </Section>
          {hasYahoo ? (
            <Section id="listing-yahoo" title={t.sections.yahoo}>
              <YahooSection />
            </Section>
          ) : null}
          <SaveBar
            targets={targets}
            conflict={conflict}
            problem={problem}
            notice={notice}
            submitting={isSubmitting}
            canOverwrite={latest.version !== version.current}
            onOverwrite={() => {
              version.current = latest.version;
              void submitForm();
            }}
            onReload={reload}
          />
        </Form>
      )}
    </Formik>
  );
};
