import { Box } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { dialogOpened } from '../../../state/dialogs.slice';
import { useAppDispatch } from '../../../store/hooks';
import { usePreviewBusinessBulkMutation, useApplyBusinessBulkMutation, type BulkPreviewBody, type BusinessBulkRequest } from '../business-bulk.api';
import { showServerErrors } from '../forms/server-errors';
import { emptyBulkChanges, toBulkChanges, type BulkChangesValues } from '../forms/bulk-changes.schema';
import { BulkChangesForm } from './bulk-changes-form';
import { BulkPreview } from './bulk-preview';
import { BulkRunView } from './bulk-run-view';
import { BulkRunsList } from './bulk-runs-list';
import { BulkSteps, type BulkStep } from './bulk-steps';

interface BulkEditFlowProps {
  scope: BusinessBulkRequest['scope'];
  /** The chosen store × provider keys (scope 'selected'). */
  localAccounts?: string[];
  /** Step 1 of a 'selected' edit: the store choice, which calls `next` when stores are chosen. */
  renderStores?: (next: () => void) => ReactNode;
  /** Today, for the holiday presets. */
  now?: () => Date;
}

const defaultNow = () => new Date();

// A bulk edit from start to end: (stores) → what to set → the dry run → apply and follow the run. Nothing is sent to
// a provider before the person confirms the dry run; the same request body goes to the dry run and the apply.
export const BulkEditFlow = ({ scope, localAccounts = [], renderStores, now = defaultNow }: BulkEditFlowProps) => {
  const steps: BulkStep[] = renderStores ? ['stores', 'changes', 'preview', 'run'] : ['changes', 'preview', 'run'];
  const [step, setStep] = useState<BulkStep>(steps[0]);
  const [values, setValues] = useState<BulkChangesValues>(emptyBulkChanges);
  const [preview, setPreview] = useState<BulkPreviewBody | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const dispatch = useAppDispatch();
  const [runPreview] = usePreviewBusinessBulkMutation();
  const [apply, applying] = useApplyBusinessBulkMutation();

  const request = (v: BulkChangesValues): BusinessBulkRequest =>
    scope === 'selected' ? { scope, local_accounts: localAccounts, changes: toBulkChanges(v) } : { scope, changes: toBulkChanges(v) };

  const onPreview = async (v: BulkChangesValues, helpers: FormikHelpers<BulkChangesValues>) => {
    setValues(v);
    try {
      setPreview(await runPreview({ businessBulkRequest: request(v) }).unwrap());
      setStep('preview');
    } catch (error) {
      // Field errors land on their fields; anything else is in the error dialog. The form stays as typed.
      const lines = showServerErrors(helpers, error, v, 'changes.');
      if (lines) dispatch(dialogOpened({ id: 'error', props: { lines } }));
    }
  };
  const onApply = async () => {
    try {
      const answer = await apply({ businessBulkRequest: request(values) }).unwrap();
      setRunId(answer.data.id);
      setStep('run');
    } catch {
      // The error dialog has said why; the dry run stays on screen.
    }
  };
  const back = (v: BulkChangesValues) => {
    setValues(v);
    setStep('stores');
  };
  const open = (id: number) => {
    setRunId(id);
    setStep('run');
  };
  const restart = () => {
    setValues(emptyBulkChanges());
    setPreview(null);
    setRunId(null);
    setStep(steps[0]);
  };

  return (
    <Box>
      <BulkSteps steps={steps} current={step} />
      {step === 'stores' && renderStores ? renderStores(() => setStep('changes')) : null}
      {step === 'changes' ? (
        <BulkChangesForm initialValues={values} onPreview={onPreview} onBack={renderStores ? back : undefined} now={now} />
      ) : null}
      {step === 'preview' && preview ? (
        <BulkPreview preview={preview} applying={applying.isLoading} onBack={() => setStep('changes')} onApply={() => void onApply()} />
      ) : null}
      {step === 'run' && runId !== null ? <BulkRunView key={runId} runId={runId} onNewRun={restart} /> : null}
      {step !== 'run' ? <BulkRunsList onOpen={open} /> : null}
    </Box>
  );
};
