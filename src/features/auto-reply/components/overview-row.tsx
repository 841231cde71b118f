import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../shared/formats/formats';
import { ja } from '../../../shared/i18n/ja';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { readApiError } from '../../../store/api-error';
import { useUpdateAutoReplyMutation, type AutoReplySetting } from '../auto-reply.api';
import { approvalLabel, delayLabel, modeLabel, providerLabel, ratingsLabel } from '../model/setting-labels';

const t = reviewSettingsJa.autoReply;

interface OverviewRowProps {
  setting: AutoReplySetting;
  onEdit: (setting: AutoReplySetting) => void;
}

const Item = ({ term, children }: { term: string; children: string }) => (
  <Box display="flex" gap="2" fontSize="sm">
    <chakra.dt color="muted" flexShrink={0}>
      {term}
    </chakra.dt>
    <chakra.dd m="0">{children}</chakra.dd>
  </Box>
);

// One store: its on/off switch (saved at once), a summary of its setting and the way into its full setting.
export const OverviewRow = ({ setting, onEdit }: OverviewRowProps) => {
  const [update] = useUpdateAutoReplyMutation();
  // The value being saved, then the value the server answered until the refreshed list arrives; a failed save falls
  // back to the listed value.
  const [pending, setPending] = useState<boolean | null>(null);
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setAnswered(null), [setting]);
  const enabled = pending ?? answered ?? setting.enabled;
  const name = setting.store_name;
  const problemId = useId();

  const flip = async () => {
    const next = !enabled;
    setPending(next);
    setProblem(null);
    try {
      const saved = await update({ autoReplyEnabledRequest: { local_account_id: setting.local_account_id, enabled: next } }).unwrap();
      setAnswered(saved.data.enabled);
    } catch (error) {
      // The switch shows the saved value again, with the server's reason below it (busy and signed-out answers
      // are still handled app-wide).
      const { status, body } = readApiError(error);
      if (status !== 429 && status !== 401) setProblem(Object.values(body.errors ?? {}).flat().join(' ') || body.message || ja.dialog.errorTitle);
    } finally {
      setPending(null);
    }
  };

  return (
    <chakra.li py="3" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line" data-testid={`auto-reply-row-${setting.local_account_id}`}>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mb="2">
        <chakra.h3 fontWeight="bold" flex="1 1 12rem" minW="0" wordBreak="break-all">
          <chakra.span fontSize="xs" color="muted" mr="2">
            {providerLabel(setting.local_account_id)}
          </chakra.span>
          {name}
        </chakra.h3>
        <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" minH="10">
          <input type="checkbox" role="switch" aria-label={t.switchOf(name)} aria-describedby={problem ? problemId : undefined} checked={enabled} disabled={pending !== null} onChange={() => void flip()} />
          <chakra.span aria-hidden="true" fontWeight="bold" color={enabled ? 'success' : 'muted'}>
            {enabled ? t.on : t.off}
          </chakra.span>
        </chakra.label>
        <Button size="sm" variant="outline" aria-label={t.editOf(name)} onClick={() => onEdit(setting)}>
          {t.edit}
        </Button>
      </Box>
      {problem ? (
        <chakra.p id={problemId} role="alert" color="danger" fontSize="sm" mb="2">
          {problem}
        </chakra.p>
      ) : null}
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} columnGap="6" rowGap="1" m="0">
        <Item term={t.mode}>{modeLabel(setting.mode)}</Item>
        <Item term={t.ratings}>{ratingsLabel(setting.ratings)}</Item>
        <Item term={t.delay}>{delayLabel(setting.delay_minutes)}</Item>
        <Item term={t.approval}>{approvalLabel(setting.approval_max_rating)}</Item>
        <Item term={t.updatedAt}>{setting.updated_at ? formatDateTime(setting.updated_at) : t.notSaved}</Item>
      </chakra.dl>
    </chakra.li>
  );
};
