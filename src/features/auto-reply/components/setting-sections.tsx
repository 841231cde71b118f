import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { NumberField } from '../../../components/form/number-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import {
  AI_INSTRUCTION_MAX,
  DELAY_MAX_MINUTES,
  DELAY_PRESETS,
  FIXED_TEXT_MAX,
  RATING_KEYS,
  TONES,
  type AutoReplyFormValues,
  type DelayPreset,
} from '../forms/auto-reply-setting.schema';

const t = reviewSettingsJa.autoReply;

const Group = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <chakra.fieldset borderWidth="1px" borderStyle="solid" borderColor="line" borderRadius="md" p="4" mb="4" minW="0">
    <chakra.legend fontWeight="bold" px="1">
      {legend}
    </chakra.legend>
    {children}
  </chakra.fieldset>
);

// 有効/無効, the mode and the answered ratings.
export const BasicsSection = () => {
  const { values } = useFormikContext<AutoReplyFormValues>();
  return (
    <>
      <RadioGroupField name="enabled" legend={t.enabled} options={[{ value: 'on', label: t.on }, { value: 'off', label: t.off }]} />
      <RadioGroupField
        name="mode"
        legend={t.mode}
        options={[{ value: '0', label: t.modes[0] }, { value: '1', label: t.modes[1] }]}
        help={t.modeHelp[values.mode === '1' ? 1 : 0]}
      />
      <CheckboxGroupField name="ratings" legend={t.ratings} options={RATING_KEYS.map((r) => ({ value: r, label: t.star(Number(r)) }))} />
    </>
  );
};

// 定型文返信: one text per answered rating, in rating order.
export const FixedTextsSection = () => {
  const { values } = useFormikContext<AutoReplyFormValues>();
  const answered = RATING_KEYS.filter((r) => values.ratings.includes(r));
  return (
    <Group legend={t.fixedTexts}>
      {answered.length === 0 ? (
        <chakra.p color="muted">{t.fixedTextsNone}</chakra.p>
      ) : (
        answered.map((r) => <TextareaField key={r} name={`fixedTexts.${r}`} label={t.fixedTextFor(Number(r))} help={t.fixedTextHelp} max={FIXED_TEXT_MAX} />)
      )}
    </Group>
  );
};

// AI返信: the tone and what to mention or avoid.
export const AiSection = () => (
  <Group legend={t.ai}>
    <Box maxW="20rem">
      <SelectField name="aiTone" label={t.tone} options={TONES.map((tone) => ({ value: tone, label: t.tones[tone] }))} />
    </Box>
    <TextareaField name="aiMention" label={t.mention} help={t.mentionHelp} rows={3} max={AI_INSTRUCTION_MAX} />
    <TextareaField name="aiAvoid" label={t.avoid} help={t.avoidHelp} rows={3} max={AI_INSTRUCTION_MAX} />
  </Group>
);

const delayOptions = [
  ...(Object.keys(DELAY_PRESETS) as DelayPreset[]).map((p) => ({ value: p, label: t.delayPresets[p] })),
  { value: 'custom', label: t.delayPresets.custom },
];
const approvalOptions = [{ value: '', label: t.approvalNone }, ...RATING_KEYS.map((r) => ({ value: r, label: t.approvalAtOrBelow(Number(r)) }))];

// When to send, and which ratings wait for a person.
export const TimingSection = () => {
  const { values } = useFormikContext<AutoReplyFormValues>();
  return (
    <Box display="flex" flexWrap="wrap" columnGap="6">
      <Box flex="1 1 16rem">
        <SelectField name="delay" label={t.delay} options={delayOptions} />
        {values.delay === 'custom' ? (
          <NumberField name="delayMinutes" label={t.delayMinutes} help={t.delayMinutesHelp} min={0} max={DELAY_MAX_MINUTES} integer valueAs="text" />
        ) : null}
      </Box>
      <Box flex="1 1 16rem">
        <SelectField name="approval" label={t.approval} options={approvalOptions} help={t.approvalHelp} />
      </Box>
    </Box>
  );
};
