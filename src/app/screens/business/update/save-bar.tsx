import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../../../components/button';
import { updateJa } from './update.ja';

const t = updateJa.save;

interface SaveBarProps {
  /** The providers a save is sent to (automatic reflection on), by their Japanese names. */
  targets: string[];
  /** The server's word on a conflict (someone else saved meanwhile). */
  conflict: string | null;
  problem: string | null;
  notice: string | null;
  submitting: boolean;
  /** The newer version is known, so saving again overwrites it knowingly. */
  canOverwrite: boolean;
  onOverwrite: () => void;
  onReload: () => void;
}

// Where the save goes, what became of the last attempt, and the save button. A conflict keeps the input and offers
// to overwrite with it or to load the other person's version instead.
export const SaveBar = ({ targets, conflict, problem, notice, submitting, canOverwrite, onOverwrite, onReload }: SaveBarProps) => (
  <Box bg="surface" borderRadius="md" p="4" mb="4" display="flex" flexDirection="column" gap="3" alignItems={{ base: 'stretch', md: 'flex-end' }}>
    <chakra.p fontWeight="bold" data-testid="listing-save-targets">
      {targets.length > 0 ? t.targets(targets.join('・')) : t.noTargets}
    </chakra.p>
    {conflict ? (
      <Box role="alert" borderWidth="1px" borderStyle="solid" borderColor="danger" borderRadius="md" p="3" data-testid="listing-conflict">
        <chakra.p color="danger" fontWeight="bold">
          {conflict}
        </chakra.p>
        <chakra.p fontSize="sm" mb="2">
          {t.conflict}
        </chakra.p>
        <Box display="flex" flexWrap="wrap" gap="2">
          <Button minH="11" disabled={submitting || !canOverwrite} onClick={onOverwrite}>
            {t.overwrite}
          </Button>
          <Button variant="outline" minH="11" onClick={onReload}>
            {t.reload}
          </Button>
        </Box>
      </Box>
    ) : null}
    {problem ? (
      <chakra.p role="alert" color="danger" data-testid="listing-problem">
        {problem}
      </chakra.p>
    ) : null}
    {notice ? (
      <chakra.p role="status" color="success" fontWeight="bold" data-testid="listing-notice">
        {notice}
      </chakra.p>
    ) : null}
    <Button type="submit" minH="11" disabled={submitting}>
      {submitting ? t.saving : t.submit}
    </Button>
  </Box>
);
