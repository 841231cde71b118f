import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/form/date-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { TimeField } from '../../../components/form/time-field';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { postsJa } from '../../../shared/i18n/posts.ja';
import { CALL_TO_ACTIONS, POST_EDITOR_TYPES, type PostEditorValues } from '../forms/post-editor.values';

const typeOptions = POST_EDITOR_TYPES.map((value) => ({ value, label: postsJa.postType[value] }));
const actionOptions = CALL_TO_ACTIONS.map((value) => ({ value, label: postsJa.callToAction[value] }));

const Pair = ({ children }: { children: ReactNode }) => (
  <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} columnGap="4">
    {children}
  </Box>
);

// The fields only a Google post has: its type, the event / offer details and the call to action.
export const GoogleFields = () => {
  const { values } = useFormikContext<PostEditorValues>();
  const type = values.post_type;
  const action = values.call_to_action_type;
  return (
    <chakra.fieldset border="none" p="0" m="0" minW="0" data-testid="google-fields">
      <chakra.legend fontSize="md" fontWeight="bold" mb="3">
        {t.googleHeading}
      </chakra.legend>
      <RadioGroupField name="post_type" legend={t.postType} options={typeOptions} />
      {type === 'event' || type === 'offer' ? (
        <>
          <TextField name="event_title" label={t.eventTitle} />
          <Pair>
            <DateField name="event_start_date" label={t.eventStartDate} />
            <TimeField name="event_start_time" label={t.eventStartTime} />
            <DateField name="event_end_date" label={t.eventEndDate} />
            <TimeField name="event_end_time" label={t.eventEndTime} />
          </Pair>
        </>
      ) : null}
      {type === 'offer' ? (
        <>
          <TextField name="offer_coupon_code" label={t.offerCouponCode} />
          <TextField name="offer_redeem_url" label={t.offerRedeemUrl} />
          <TextareaField name="offer_terms" label={t.offerTerms} rows={3} />
          <chakra.p fontSize="sm" color="muted" mb="4">
            {t.callToActionOfferNote}
          </chakra.p>
        </>
      ) : (
        <>
          <SelectField name="call_to_action_type" label={t.callToAction} options={actionOptions} placeholder={postsJa.callToActionNone} />
          {action === 'CALL' ? (
            <chakra.p fontSize="sm" color="muted" mb="4">
              {t.callToActionCallNote}
            </chakra.p>
          ) : null}
          {action !== '' && action !== 'CALL' ? <TextField name="call_to_action_url" label={t.callToActionUrl} /> : null}
        </>
      )}
    </chakra.fieldset>
  );
};
